/**
 * The area's message catalogues: one namespace per feature folder. Each language's are one
 * chunk (webpack's lazy-once: a phone's few connections fetch one file, not a dozen), fetched
 * when the area first draws; only the reader's language ever downloads.
 */
import { AREA_SHARED_CATALOGUES, registerCatalogue } from '@skillfolio/shared';

export const NAMESPACES = [
  'accessibility-statement',
  'landing',
  'login',
  'not-authorised',
  'password',
  'register',
  'verify',
] as const;

/** Every namespace the area's screens use, its own and shared ones, loaded before any shows. */
export const AREA_NAMESPACES = [...NAMESPACES, ...AREA_SHARED_CATALOGUES.public];

export function registerCatalogues(): void {
  for (const folder of NAMESPACES) {
    registerCatalogue(folder, (language) =>
      language === 'cy'
        ? import(/* webpackMode: "lazy-once" */ `./${folder}/locales/cy.json`)
        : import(/* webpackMode: "lazy-once" */ `./${folder}/locales/en.json`),
    );
  }
}
