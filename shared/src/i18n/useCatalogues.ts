/**
 * Waits (Suspense) until these namespaces are here in the page's language. An area calls it
 * once above its routes with every namespace its screens use, fetched together: a screen
 * then never suspends for its words part-way through drawing. A namespace that arrived late,
 * below content already shown, hid and re-showed that content, re-running its effects (a
 * screen's loads among them) each time: Class View looped on it.
 */
import { useTranslation } from 'react-i18next';

export function useCatalogues(namespaces: readonly string[]): void {
  useTranslation([...namespaces]);
}
