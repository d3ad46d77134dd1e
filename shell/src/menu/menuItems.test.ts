import { demoSchool, demoUser } from '@skillfolio/shared/testing';
import { menuFor } from './menuItems';

const staffLinks = (user: ReturnType<typeof demoUser>) =>
  menuFor(user, demoSchool()).staff?.map((link) => link.label) ?? null;

describe('the staff menu', () => {
  it('offers the School Overview to school admins and the staff they chose, and nobody else', () => {
    const overview = 'School Overview';
    expect(staffLinks(demoUser({ is_Staff: true }))).toEqual(['Class View', 'Assessment Rounds']);
    expect(staffLinks(demoUser({ is_Staff: true, sees_overview: true }))).toContain(overview);
    expect(staffLinks(demoUser({ is_Staff: true, is_schoolAdmin: true }))).toContain(overview);
    expect(staffLinks(demoUser({ is_Admin: true }))).toContain(overview);
    // A pupil flagged by mistake is still no member of staff; a parent sees no staff menu.
    expect(staffLinks(demoUser({ sees_overview: true }))).toBeNull();
    expect(
      staffLinks(demoUser({ is_Staff: true, sees_overview: true, read_only: true })),
    ).toBeNull();
  });
});
