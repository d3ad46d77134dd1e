/**
 * The page's one i18next instance, inside the shared singleton so the shell and every area
 * translate with it. Each area registers its own namespaces with a loader of per-language
 * chunks, so an area still releases alone and a reader downloads only their language.
 */
import { createInstance, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../wire/languages';
import { TEXT_VARIABLES } from '../wire/textVariables';

/** A namespace's messages in one language, as its JSON file holds them. */
export type Catalogue = { [key: string]: string | Catalogue };
type CatalogueModule = Catalogue | { default: Catalogue };
export type CatalogueLoader = (language: Language) => Promise<CatalogueModule>;

const loaders = new Map<string, CatalogueLoader>();

/**
 * An area's namespace and where its catalogues come from, e.g.
 * `(language) => import(`./locales/${language}/learner.json`)`: webpack makes one chunk per
 * language, fetched the first time a screen of the area asks for the namespace.
 */
export function registerCatalogue(namespace: string, load: CatalogueLoader): void {
  loaders.set(namespace, load);
}

async function loadCatalogue(language: string, namespace: string): Promise<ResourceKey> {
  const load = loaders.get(namespace);
  if (!load || !isLanguage(language)) throw new Error(`No catalogue ${language}/${namespace}`);
  const loaded = await load(language);
  return 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : loaded;
}

/** The shared package's own: the kit, the admin kit, the API's messages, screen names, wire texts. */
export const SHARED_NAMESPACES = ['ui', 'admin-kit', 'selection', 'api', 'areas', 'wire'] as const;
// Each language's in one chunk (lazy-once), as an area's are.
for (const folder of SHARED_NAMESPACES) {
  loaders.set(folder, (language) =>
    language === 'cy'
      ? import(/* webpackMode: "lazy-once" */ `../${folder}/locales/cy.json`)
      : import(/* webpackMode: "lazy-once" */ `../${folder}/locales/en.json`),
  );
}

export const i18n = createInstance();

void i18n
  .use(initReactI18next)
  .use(resourcesToBackend(loadCatalogue))
  .init({
    lng: 'en',
    // No fallback: a Welsh reader never downloads the English catalogues too, and a key
    // missing from Welsh shows as the key, which the catalogue tests catch.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    // React escapes what it renders; escaping here too would show `&amp;` in names.
    interpolation: { escapeValue: false, defaultVariables: TEXT_VARIABLES },
    // Screens wait (Suspense) for their namespaces; only a language change draws them again:
    // redrawing on each namespace's arrival would give every open screen a new `t`.
    react: { useSuspense: true, bindI18n: 'languageChanged' },
    initAsync: false,
  });

/** The language the page is in now. */
export function currentLanguage(): Language {
  const language = i18n.language;
  return isLanguage(language) ? language : 'en';
}

/**
 * Puts the page into `language`: the namespaces already in use load in it before the switch,
 * so the screen changes once, not into keys and then into words. `<html lang>` follows.
 */
export async function switchLanguage(language: Language): Promise<void> {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language === language) return;
  const inUse = Object.keys(i18n.store.data[i18n.language] ?? {});
  await i18n.loadLanguages(language);
  await i18n.loadNamespaces(inUse.filter((ns) => loaders.has(ns)));
  await i18n.changeLanguage(language);
}

/** Every namespace registered so far (tests load them all in English before rendering). */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}
