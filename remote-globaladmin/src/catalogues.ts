/**
 * The area's message catalogues: one namespace per feature folder, each language its own
 * chunk, fetched when a screen first needs it (only the reader's language ever downloads).
 */
import { registerCatalogue } from '@skillfolio/shared';

export const NAMESPACES = [
  'audit-log',
  'manage-global-resources',
  'manage-global-skills',
  'manage-schools',
] as const;

/** Every namespace the area's screens use, its own and shared ones, loaded before any shows. */
export const AREA_NAMESPACES = [...NAMESPACES, 'wire', 'admin-kit'] as const;

export function registerCatalogues(): void {
  for (const folder of NAMESPACES) {
    registerCatalogue(folder, (language) => import(`./${folder}/locales/${language}.json`));
  }
}
