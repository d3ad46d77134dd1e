import { areaForPath } from './areas';

describe('areaForPath', () => {
  it.each([
    ['/', 'public'],
    ['/public/login', 'public'],
    ['/no/such/page', 'public'],
    ['/dashboard', 'learner'],
    ['/SelfAssessment', 'learner'],
    ['/personalplan/', 'learner'],
    ['/peerreviews', 'learner'],
    ['/admin', 'admin'],
    ['/admin/manageUsers', 'admin'],
    ['/class', 'admin'],
    ['/globaladmin/', 'globaladmin'],
    ['/globaladmin/manageResources', 'globaladmin'],
    ['/administrator', 'public'],
  ])('sends %s to the %s area', (path, area) => {
    expect(areaForPath(path).name).toBe(area);
  });

  it('requires the matching role for each area', () => {
    expect(areaForPath('/public/login').access).toBe('anyone');
    expect(areaForPath('/mynotes').access).toBe('user');
    expect(areaForPath('/admin/manageProjects').access).toBe('schoolAdmin');
    expect(areaForPath('/globaladmin').access).toBe('globalAdmin');
    expect(areaForPath('/class').access).toBe('staff');
  });
});
