/**
 * What a screen-reader user relies on that axe does not insist on (WCAG 2.4.2, 1.3.1, 3.3.1,
 * 4.1.3): a page title naming the screen, one main heading and an outline with no skipped
 * levels, a visible label for every field, each shown error tied to its field, a table beside
 * every chart, and the live region the Saved toast speaks through (the banner's is checked
 * where it shows).
 */
import type { Page } from 'playwright-core';

export function screenReaderProblems(page: Page, screenTitle: string): Promise<string[]> {
  return page.evaluate((title) => {
    const problems: string[] = [];
    const visible = (el: Element | null): boolean =>
      el !== null &&
      el.getClientRects().length > 0 &&
      el.getBoundingClientRect().width > 1 &&
      el.checkVisibility({ visibilityProperty: true });
    const text = (el: Element | null): string => (el?.textContent ?? '').trim();

    if (!document.title.includes(title)) {
      problems.push(`the page title "${document.title}" does not name the screen "${title}"`);
    }
    const inModal = (el: Element): boolean =>
      el.closest('[role=dialog],[role=alertdialog]') !== null;
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter(
      (h) => visible(h) && !inModal(h),
    );
    const h1s = headings.filter((h) => h.tagName === 'H1');
    if (h1s.length !== 1) problems.push(`${h1s.length} main headings (h1), not 1`);
    let level = 0;
    for (const heading of headings) {
      const next = Number(heading.tagName.slice(1));
      if (next > level + 1) {
        problems.push(`heading "${text(heading)}" (h${next}) skips a level after h${level}`);
      }
      level = next;
    }

    const fields = Array.from(
      document.querySelectorAll('input:not([type=hidden]), select, textarea'),
    ).filter((field) => visible(field) || visible(field.closest('label')));
    for (const field of fields) {
      const input = field as HTMLInputElement;
      const labelledBy = (field.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
      const hasVisibleLabel =
        Array.from(input.labels ?? []).some((label) => visible(label) && text(label) !== '') ||
        labelledBy.some((label) => visible(label) && text(label) !== '');
      // A control in a table cell (a read-only checkbox, say) is labelled for sight by its
      // column's header, and for screen readers by its own name.
      const inLabelledCell =
        field.closest('td, [role=gridcell]') !== null &&
        (field.getAttribute('aria-label') ?? '') !== '';
      if (!hasVisibleLabel && !inLabelledCell) {
        problems.push(
          `a ${field.tagName.toLowerCase()} (${field.getAttribute('aria-label') ?? field.getAttribute('name') ?? 'unnamed'}) has no visible label`,
        );
      }
    }

    for (const field of Array.from(document.querySelectorAll('[aria-invalid=true]'))) {
      const described =
        `${field.getAttribute('aria-describedby') ?? ''} ${field.getAttribute('aria-errormessage') ?? ''}`
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id))
          .filter((el) => visible(el) && text(el) !== '');
      if (described.length === 0) {
        problems.push(
          `an invalid field (${field.getAttribute('name') ?? field.id}) has no error tied to it`,
        );
      }
    }

    // A chart (any drawing bigger than an icon) must have its figures as a table beside it.
    for (const chart of Array.from(document.querySelectorAll('svg, canvas'))) {
      const box = chart.getBoundingClientRect();
      if (box.width < 100 || box.height < 60) continue;
      const section = chart.closest('section, [role=region], main');
      if (!section?.querySelector('table, [role=grid], [role=table]')) {
        problems.push(
          `a chart (${chart.getAttribute('class') ?? chart.tagName}) has no table beside it`,
        );
      }
    }

    if (document.querySelectorAll('[role=status][aria-live=polite]').length === 0) {
      problems.push('no polite live region for the Saved toast');
    }
    return problems;
  }, screenTitle);
}
