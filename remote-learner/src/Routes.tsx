/** The learner area's route table. Screens not built yet show their title only. */
import { Route, Routes } from 'react-router-dom';
import { Page } from '@skillfolio/shared';
import { PersonalPlanPage } from './personal-plan/PersonalPlanPage';
import { SelfAssessmentPage } from './self-assessment/SelfAssessmentPage';
import { LearnerStyles } from './LearnerStyles';

const SCREENS: { path: string; title: string }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/myevidence', title: 'My Evidence' },
  { path: '/mynotes', title: 'My Notes' },
  { path: '/projectevidence', title: 'Project Evidence' },
  { path: '/resources', title: 'Resources' },
  { path: '/reflections', title: 'Reflections' },
  { path: '/peerreviews', title: 'Peer Reviews' },
];

export default function LearnerRoutes() {
  return (
    <>
      <LearnerStyles />
      <Routes>
        <Route path="/selfassessment/*" element={<SelfAssessmentPage />} />
        <Route path="/personalplan/*" element={<PersonalPlanPage />} />
        {SCREENS.map((screen) => (
          <Route
            key={screen.path}
            path={`${screen.path}/*`}
            element={<Page title={screen.title} />}
          />
        ))}
      </Routes>
    </>
  );
}
