/** The learner area's route table. Screens not built yet show their title only. */
import { Route, Routes } from 'react-router-dom';
import { Page } from '@skillfolio/shared';

const SCREENS: { path: string; title: string }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/selfassessment', title: 'Self Assessment' },
  { path: '/personalplan', title: 'Personal Plan' },
  { path: '/myevidence', title: 'My Evidence' },
  { path: '/mynotes', title: 'My Notes' },
  { path: '/projectevidence', title: 'Project Evidence' },
  { path: '/resources', title: 'Resources' },
  { path: '/reflections', title: 'Reflections' },
  { path: '/peerreviews', title: 'Peer Reviews' },
];

export default function LearnerRoutes() {
  return (
    <Routes>
      {SCREENS.map((screen) => (
        <Route key={screen.path} path={`${screen.path}/*`} element={<Page title={screen.title} />} />
      ))}
    </Routes>
  );
}
