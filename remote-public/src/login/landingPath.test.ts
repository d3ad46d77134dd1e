import { landingPath } from './landingPath';

const nobody = { is_schoolAdmin: false, is_Staff: false, read_only: false, project_ids: '' };

describe('landingPath', () => {
  it('sends a school admin in no project to First Steps', () => {
    expect(landingPath({ ...nobody, is_schoolAdmin: true, is_Staff: true })).toBe(
      '/admin/firststeps',
    );
  });

  it('sends a teacher in no project to the class view', () => {
    expect(landingPath({ ...nobody, is_Staff: true })).toBe('/class');
  });

  it('sends anyone in a project, a pupil and a parent to the dashboard', () => {
    expect(landingPath({ ...nobody, is_schoolAdmin: true, project_ids: '4' })).toBe('/dashboard');
    expect(landingPath({ ...nobody, is_Staff: true, project_ids: '1,2' })).toBe('/dashboard');
    expect(landingPath(nobody)).toBe('/dashboard');
    expect(landingPath({ ...nobody, is_schoolAdmin: true, read_only: true })).toBe('/dashboard');
  });
});
