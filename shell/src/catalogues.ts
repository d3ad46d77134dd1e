/** The shell's messages (header, menus, the Change School modal, the area loader): one namespace. */
import { registerCatalogue } from '@skillfolio/shared';

export const NAMESPACES = ['shell'] as const;

export function registerCatalogues(): void {
  registerCatalogue('shell', (language) => import(`./locales/${language}.json`));
}
