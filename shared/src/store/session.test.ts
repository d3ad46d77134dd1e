import { displayName, initialSession, useSession } from './session';
import { demoSchool, demoUser } from '../testing';

beforeEach(() => useSession.setState(initialSession));

describe('the session store', () => {
  it('clears user, school and both selections back to 0 on logout', () => {
    const store = useSession.getState();
    store.setSession(demoUser(), demoSchool());
    store.setSelectedProject(7);
    store.setSelectedAssessment(9);
    useSession.getState().logout();
    const after = useSession.getState();
    expect(after.currentUser).toBeNull();
    expect(after.currentSchool).toBeNull();
    expect(after.selectedProjectId).toBe(0);
    expect(after.selectedAssessmentId).toBe(0);
  });

  it('keeps the error detail apart from the message and clears both together', () => {
    useSession.getState().showError('We could not log you in.', '500 database locked');
    expect(useSession.getState()).toMatchObject({
      error: 'We could not log you in.',
      errorDetail: '500 database locked',
    });
    useSession.getState().clearError();
    expect(useSession.getState()).toMatchObject({ error: null, errorDetail: null });
  });
});

describe('displayName', () => {
  it('gives the full name', () => {
    expect(displayName(demoUser())).toBe('Pat Pupil');
  });

  it('falls back to the username when the user has no name', () => {
    expect(displayName(demoUser({ first_name: null, last_name: ' ' }))).toBe('pupil');
  });
});
