/**
 * Whether an area's own screen table agrees with the shared directory the shell routes by:
 * every screen is routed to this area with the access it declares, and every menu link into
 * this area opens one of its screens. Each remote's screens test runs it, so an area that
 * adds a screen the shell would not send to it (or drops one a menu links to) fails its tests.
 */
import type { AreaTable } from './areaTable';
import { areaForPath, MENUS, normalisePath, type MenuName } from './directory';

export function checkAreaTable(table: AreaTable): string[] {
  const problems: string[] = [];
  const screens = Object.entries(table.screens);
  for (const [id, screen] of screens) {
    const routed = areaForPath(screen.path);
    if (routed.name !== table.name) {
      problems.push(
        `${id} (${screen.path}): the shell sends this path to the ${routed.name} area; add it to AREA_PATHS in shared/src/areas/directory.ts`,
      );
    } else if (routed.access !== screen.access) {
      problems.push(
        `${id} (${screen.path}): the shell lets ${routed.access} open it, the area says ${screen.access}`,
      );
    }
  }
  for (const [menu, links] of Object.entries(MENUS) as [MenuName, (typeof MENUS)[MenuName]][]) {
    for (const link of links) {
      if (areaForPath(link.to).name !== table.name) continue;
      const to = normalisePath(link.to);
      const opens = screens.some(([, screen]) => {
        const path = normalisePath(screen.path);
        return to === path || (path !== '/' && to.startsWith(`${path}/`));
      });
      if (!opens) problems.push(`the ${menu} menu's ${link.label} (${link.to}) opens no screen`);
    }
  }
  return problems;
}
