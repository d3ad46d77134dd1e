import { screen } from '@testing-library/react';
import { renderWithShell } from '../testing';
import { AreaRoutes, TitleOnlyScreen, type ScreenComponents } from './AreaRoutes';
import { defineArea } from './areaTable';
import { MENUS, menuLinks } from './directory';
import cy from './locales/cy.json';
import en from './locales/en.json';

const ADMIN_AREA = defineArea({
  name: 'admin',
  fallback: { redirectTo: 'manageUsers' },
  screens: {
    manageUsers: { path: '/admin/manageUsers', title: 'Manage Users', access: 'schoolAdmin' },
    manageResources: { path: '/admin/manageResources', title: 'Resources', access: 'schoolAdmin' },
    manageProjects: { path: '/admin/manageProjects', title: 'Projects', access: 'schoolAdmin' },
  },
});

describe('the directory and an area table', () => {
  it('give each menu its SPEC entries in order, leaving out Reflections and Peer Reviews', () => {
    expect(menuLinks('loggedOut').map((l) => l.label)).toEqual(['Home', 'Login', 'Register']);
    expect(menuLinks('main').map((l) => l.to)).not.toContain('/reflections');
    expect(menuLinks('globalAdmin')).toEqual([
      { id: 'manageSchools', label: 'Manage Schools', to: '/globaladmin/' },
      {
        id: 'manageGlobalResources',
        label: 'Manage Global Resources',
        to: '/globaladmin/manageResources',
      },
      { id: 'manageGlobalSkills', label: 'Manage Global Skills', to: '/globaladmin/manageSkills' },
      { id: 'auditLog', label: 'Audit Log', to: '/globaladmin/auditLog' },
    ]);
  });

  it("name each menu entry once, with its label as the catalogue's English and a Welsh one", () => {
    const links = Object.values(MENUS).flat();
    expect(new Set(links.map((l) => l.id)).size).toBe(links.length);
    for (const link of links) {
      expect(`${link.id}: ${String(en.menu[link.id as keyof typeof en.menu])}`).toBe(
        `${link.id}: ${link.label}`,
      );
      expect(cy.menu[link.id as keyof typeof cy.menu]).toEqual(expect.any(String));
    }
    expect(Object.keys(cy.menu).sort()).toEqual(Object.keys(en.menu).sort());
  });

  it('demand a component for every screen of an area', () => {
    // @ts-expect-error manageProjects has no component.
    const partial: ScreenComponents<keyof typeof ADMIN_AREA.screens> = {
      manageUsers: TitleOnlyScreen,
      manageResources: TitleOnlyScreen,
    };
    expect(Object.keys(partial)).toHaveLength(2);
  });

  it("route the area's unknown paths to its fallback", () => {
    const components = {
      manageUsers: () => <h1>Users screen</h1>,
      manageResources: TitleOnlyScreen,
      manageProjects: TitleOnlyScreen,
    };
    renderWithShell(<AreaRoutes area={ADMIN_AREA} components={components} />, {
      url: '/admin/nothing-here',
    });
    expect(screen.getByRole('heading', { name: 'Users screen' })).toBeTruthy();
  });
});
