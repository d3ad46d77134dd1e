import { defineArea } from './areaTable';
import { checkAreaTable } from './checkAreaTable';

describe('checking an area table against the directory', () => {
  it('accepts a table whose screens the shell sends to it with the same access', () => {
    const table = defineArea({
      name: 'globaladmin',
      fallback: null,
      screens: {
        manageSchools: { path: '/globaladmin', title: 'Manage Schools', access: 'globalAdmin' },
        resources: { path: '/globaladmin/manageResources', title: 'R', access: 'globalAdmin' },
        skills: { path: '/globaladmin/manageSkills', title: 'S', access: 'globalAdmin' },
        audit: { path: '/globaladmin/auditLog', title: 'A', access: 'globalAdmin' },
        // Under the area's prefix: no line in the directory needed.
        newScreen: { path: '/globaladmin/somethingNew', title: 'N', access: 'globalAdmin' },
      },
    });
    expect(checkAreaTable(table)).toEqual([]);
  });

  it('names a screen at a path the shell sends elsewhere, and one with other access', () => {
    const table = defineArea({
      name: 'learner',
      fallback: null,
      screens: {
        goals: { path: '/goals', title: 'Goals', access: 'user' },
        dashboard: { path: '/dashboard', title: 'Dashboard', access: 'staff' },
      },
    });
    expect(checkAreaTable(table)).toEqual(
      expect.arrayContaining([
        'goals (/goals): the shell sends this path to the public area; add it to AREA_PATHS in shared/src/areas/directory.ts',
        'dashboard (/dashboard): the shell lets user open it, the area says staff',
      ]),
    );
  });

  it('names a menu link into the area that opens none of its screens', () => {
    const table = defineArea({
      name: 'admin',
      fallback: null,
      screens: {
        manageUsers: { path: '/admin/manageUsers', title: 'Manage Users', access: 'schoolAdmin' },
      },
    });
    const problems = checkAreaTable(table);
    expect(problems).toContain(
      "the admin menu's Manage Projects (/admin/manageProjects) opens no screen",
    );
    expect(problems).toContain("the staff menu's Class View (/class) opens no screen");
    expect(problems).not.toContain(
      "the admin menu's Manage Users (/admin/manageUsers) opens no screen",
    );
  });
});
