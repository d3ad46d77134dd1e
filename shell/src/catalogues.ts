/** The shell's messages (header, menus, the Change School modal, the area loader): one namespace. */
import { registerCatalogue, SHELL_CATALOGUES } from '@skillfolio/shared';

export const NAMESPACES = ['shell'] as const;

/** What the header, menus, footer and banners draw with before any area loads. */
export const SHELL_NAMESPACES = SHELL_CATALOGUES;

export function registerCatalogues(): void {
  registerCatalogue('shell', (language) => import(`./locales/${language}.json`));
}
