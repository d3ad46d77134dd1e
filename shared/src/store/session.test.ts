import { displayName, initialSession, useSession } from './session';
import { demoSchool, demoUser } from '../testing';

beforeEach(() => useSession.setState(initialSession));

describe('the session store', () => {
  it('clears user, school and both selections back to 0 on logout', () => {
    const store = useSession.getState();
    store.startSession({
      currentUser: demoUser(),
      currentSchool: demoSchool(),
      selectedProjectId: 1,
      selectedAssessmentId: 2,
    });
    store.setSelectedProject(7);
    store.setSelectedAssessment(9);
    useSession.getState().logout();
    const after = useSession.getState();
    expect(after.currentUser).toBeNull();
    expect(after.currentSchool).toBeNull();
    expect(after.selectedProjectId).toBe(0);
    expect(after.selectedAssessmentId).toBe(0);
  });

  it("starts a session from the server's reply, with nothing of the previous one", () => {
    const store = useSession.getState();
    store.startSession({
      currentUser: demoUser(),
      currentSchool: demoSchool(),
      selectedProjectId: 1,
      selectedAssessmentId: 2,
    });
    store.showError('Left over');
    useSession.getState().startSession({
      currentUser: demoUser({ user_id: 9, username: 'rory' }),
      currentSchool: demoSchool({ school_id: 2, school_name: 'Riverside Primary' }),
      selectedProjectId: 0,
      selectedAssessmentId: 0,
    });
    expect(useSession.getState()).toMatchObject({
      currentUser: { user_id: 9 },
      currentSchool: { school_name: 'Riverside Primary' },
      selectedProjectId: 0,
      selectedAssessmentId: 0,
      error: null,
    });
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
