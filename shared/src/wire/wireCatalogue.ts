/**
 * The wire texts' catalogues in every language, for the server: it answers a Welsh reader's
 * request in Welsh by finding its English reply text here (server/src/http/replyLanguage.ts).
 * Screens never import this (they load the `wire` namespace through i18n.ts), so no bundle
 * carries a language its reader did not ask for.
 */
import en from './locales/en.json';
import cy from './locales/cy.json';
import type { Language } from './languages';

/** A catalogue as its JSON holds it: texts, nested groups, and lists (the terms). */
export type WireCatalogue = { readonly [key: string]: string | readonly string[] | WireCatalogue };

export const WIRE_CATALOGUES: Readonly<Record<Language, WireCatalogue>> = { en, cy };
