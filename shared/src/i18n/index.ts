export {
  currentLanguage,
  i18n,
  registerCatalogue,
  registeredNamespaces,
  SHARED_NAMESPACES,
  switchLanguage,
  type Catalogue,
  type CatalogueLoader,
} from './i18n';
export { useCatalogues } from './useCatalogues';
export { formattersFor, useFormat, type Formatters } from './format';
export { Trans, useTranslation } from 'react-i18next';
export type { TFunction } from 'i18next';
export { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../wire/languages';
export {
  browserLanguages,
  chosenLanguage,
  keepLanguage,
  storedLanguage,
  STORED_LANGUAGE_KEY,
  type LanguageFacts,
} from './languageChoice';
