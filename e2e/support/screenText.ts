/**
 * Every text a person meets on the page: the text of each element that is drawn (or kept
 * for screen readers by the visually-hidden class), and the names and hints in aria-label,
 * placeholder, alt and title. Runs in the page.
 */
export interface ScreenText {
  text: string;
  /**
   * Marked as in a language of its own (an element inside the page with `lang`): a language
   * named in itself, or what the server recorded in English (the audit log's details).
   */
  marked: boolean;
  /** The element it is in, for the failure message. */
  in: string;
}

export function collectScreenText(): ScreenText[] {
  const found: ScreenText[] = [];
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}>`;
  const marked = (element: Element) =>
    (element.closest('[lang]') ?? document.documentElement) !== document.documentElement;
  const shown = (element: Element): boolean => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      if (at.getAttribute('aria-hidden') === 'true') return false;
    }
    return true;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || text.trim() === '') continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
    // What a person typed into a field is theirs, not the app's.
    if (parent.closest('textarea, [contenteditable="true"]')) continue;
    if (!shown(parent)) continue;
    found.push({ text, in: describe(parent), marked: marked(parent) });
  }
  for (const element of Array.from(
    document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title]'),
  )) {
    if (!shown(element)) continue;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
      const value = element.getAttribute(name);
      if (value && value.trim() !== '') {
        found.push({ text: value, in: `${describe(element)}@${name}`, marked: marked(element) });
      }
    }
  }
  // "<screen> – Skillfolio": the product's name is the same in every language.
  found.push({
    text: document.title.replace(/ – Skillfolio$/, ''),
    in: '<title>',
    marked: false,
  });
  return found;
}
