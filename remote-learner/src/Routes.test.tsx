import { screen } from '@testing-library/react';
import { renderWithShell } from '@skillfolio/shared/testing';
import LearnerRoutes from './Routes';

describe('the learner area routes', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/selfassessment', 'Self Assessment'],
    ['/personalplan', 'Personal Plan'],
    ['/myevidence', 'My Evidence'],
    ['/mynotes', 'My Notes'],
    ['/projectevidence', 'Project Evidence'],
    ['/resources', 'Resources'],
    ['/profile', 'Future-ready Profile'],
    ['/reflections', 'Reflections'],
    ['/peerreviews', 'Peer Reviews'],
  ])('shows %s titled %s', async (url, title) => {
    renderWithShell(<LearnerRoutes />, { url });
    // Every screen but Self Assessment is fetched the first time it opens.
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
