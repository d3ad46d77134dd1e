/**
 * The area's message catalogues: one namespace per feature folder, each language its own
 * chunk, fetched when a screen first needs it (only the reader's language ever downloads).
 */
import { registerCatalogue } from '@skillfolio/shared';

export const NAMESPACES = [
  'change-password',
  'dashboard',
  'home',
  'my-evidence',
  'my-notes',
  'my-skills',
  'personal-plan',
  'profile',
  'project-evidence',
  'reflections',
  'resources',
  'security',
  'self-assessment',
] as const;

/** Every namespace the area's screens use, its own and shared ones, loaded before any shows. */
export const AREA_NAMESPACES = [...NAMESPACES, 'wire'] as const;

export function registerCatalogues(): void {
  for (const folder of NAMESPACES) {
    registerCatalogue(folder, (language) => import(`./${folder}/locales/${language}.json`));
  }
}
