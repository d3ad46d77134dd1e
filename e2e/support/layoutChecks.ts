/**
 * What axe cannot see about layout: content wider than the window (reflow, WCAG
 * 1.4.10), targets under 24 × 24 px (2.5.8), and focus that is invisible or hidden under
 * something fixed (2.4.7, 2.4.11). Each check runs in the page and returns what breaks it.
 */
import type { Page } from 'playwright-core';

export interface LayoutProblem {
  check:
    | 'wider than the window'
    | 'scrolls sideways'
    | 'target under 24px'
    | 'focus'
    | 'controls overlap'
    | 'header too tall'
    | 'menu wraps'
    | 'layout shift';
  element: string;
  detail: string;
}

/** Everything on the page wider than the window, and whether the page scrolls sideways. */
export function overflowProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const describe = (el: Element): string => {
      const cls = el.getAttribute('class');
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}> ${text}`;
    };
    const width = document.documentElement.clientWidth;
    const problems: {
      check: 'wider than the window' | 'scrolls sideways';
      element: string;
      detail: string;
    }[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push({
        check: 'scrolls sideways',
        element: 'document',
        detail: `scrollWidth ${document.documentElement.scrollWidth} > ${width}`,
      });
    }
    // Inside an ancestor that clips to within the window (e.g. React Aria's visually hidden
    // native <select> in a 1 px box), nobody sees the overflow: not a reflow failure. A
    // scrolling ancestor (overflow auto or scroll) still counts: that is sideways scrolling.
    const clippedWithinWindow = (el: Element): boolean => {
      for (let up = el.parentElement; up !== null; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        if (
          (overflowX === 'hidden' || overflowX === 'clip') &&
          up.getBoundingClientRect().width <= width + 1
        ) {
          return true;
        }
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.width > width + 1 && !clippedWithinWindow(el)) {
        // Report the innermost culprit only: its ancestors are wide because of it.
        const inner = Array.from(el.querySelectorAll('*')).some(
          (child) => child.getBoundingClientRect().width > width + 1,
        );
        if (!inner) {
          problems.push({
            check: 'wider than the window',
            element: describe(el),
            detail: `${Math.round(rect.width)}px wide in a ${width}px window`,
          });
        }
      }
    }
    return problems;
  });
}

/**
 * Every visible control smaller than 24 × 24 px, but for WCAG 2.5.8's inline exception (a link
 * in a sentence) and, unless `strict`, its spacing exception (a 24 px circle on the control's
 * centre touches no other control). Strict: every target is 24 px, spaced or not (what a
 * finger on a phone needs; 19 px links can pass as "spaced" and still be missed).
 */
export function smallTargets(page: Page, strict = false): Promise<LayoutProblem[]> {
  return page.evaluate((strict) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=switch], [role=slider], [role=option], [role=menuitem], [role=tab]';
    // Visually hidden controls (React Aria's inputs of a switch or slider, the native select
    // behind its Select) are not targets: their label or button is, and is checked itself.
    const clippedAway = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
        if (node.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };
    const all = Array.from(document.querySelectorAll(selector)).filter(
      (el) => el.checkVisibility({ visibilityProperty: true }) && !clippedAway(el),
    );
    const rects = all.map((el) => el.getBoundingClientRect());
    const inSentence = (el: Element): boolean => {
      if (el.tagName !== 'A') return false;
      const parent = el.parentElement;
      if (!parent) return false;
      const own = Array.from(parent.childNodes)
        .filter((node) => node !== el)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      return own.length > 0 && getComputedStyle(el).display === 'inline';
    };
    const problems: { check: 'target under 24px'; element: string; detail: string }[] = [];
    all.forEach((el, index) => {
      const rect = rects[index]!;
      if (rect.width >= 23.5 && rect.height >= 23.5) return;
      if (inSentence(el)) return;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const crowded =
        strict ||
        rects.some((other, j) => {
          if (j === index || all[j]!.contains(el) || el.contains(all[j]!)) return false;
          const nx = Math.max(other.left, Math.min(cx, other.right));
          const ny = Math.max(other.top, Math.min(cy, other.bottom));
          return Math.hypot(nx - cx, ny - cy) < 12;
        });
      if (!crowded) return;
      const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      problems.push({
        check: 'target under 24px',
        element: `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${label}`,
        detail: `${Math.round(rect.width)} × ${Math.round(rect.height)} px${strict ? '' : ', another control within 12 px'}`,
      });
    });
    return problems;
  }, strict);
}

/** Visible controls drawn over one another (neither inside the other), by more than 2 px. */
export function overlapProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=switch], [role=slider]';
    // As in smallTargets: React Aria's visually hidden native <select> (in a 1 px box) is
    // drawn nowhere, so overlaps nothing.
    const clippedAway = (el: Element): boolean => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
        if (node.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };
    const shown = Array.from(document.querySelectorAll(selector)).filter(
      (el) => el.checkVisibility({ visibilityProperty: true }) && !clippedAway(el),
    );
    const describe = (el: Element): string =>
      `<${el.tagName.toLowerCase()}> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}`;
    const problems: { check: 'controls overlap'; element: string; detail: string }[] = [];
    const rects = shown.map((el) => el.getBoundingClientRect());
    shown.forEach((el, i) => {
      for (let j = i + 1; j < shown.length; j += 1) {
        const other = shown[j]!;
        if (el.contains(other) || other.contains(el)) continue;
        // A label wrapping its control (a switch, a checkbox) is one target.
        if (el.closest('label') !== null && el.closest('label') === other.closest('label')) {
          continue;
        }
        const a = rects[i]!;
        const b = rects[j]!;
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 2 && y > 2) {
          problems.push({
            check: 'controls overlap',
            element: `${describe(el)} and ${describe(other)}`,
            detail: `${Math.round(x)} × ${Math.round(y)} px in common`,
          });
        }
      }
    });
    return problems;
  });
}

/**
 * The header and menus (everything above <main>) must leave the page most of the window: at
 * most `fraction` of its height. And on a wide window the menu bar is one row: no entry
 * ("Global Admin ▾") pushed onto a second.
 */
export function frameProblems(page: Page, fraction = 0.25): Promise<LayoutProblem[]> {
  return page.evaluate((fraction) => {
    const problems: { check: 'header too tall' | 'menu wraps'; element: string; detail: string }[] =
      [];
    const main = document.querySelector('main');
    if (main) {
      const top = main.getBoundingClientRect().top + window.scrollY;
      const limit = window.innerHeight * fraction;
      if (top > limit) {
        problems.push({
          check: 'header too tall',
          element: 'header and menus',
          detail: `the page begins ${Math.round(top)} px down a ${window.innerHeight} px window (limit ${Math.round(limit)})`,
        });
      }
    }
    const entries = Array.from(document.querySelectorAll('nav[aria-label="Main"] > ul > li'))
      .filter((li) => li.checkVisibility())
      .map((li) => li.getBoundingClientRect());
    const rows = new Set(entries.map((box) => Math.round(box.top)));
    if (rows.size > 1 && window.innerWidth >= 1280) {
      problems.push({
        check: 'menu wraps',
        element: 'the main menu',
        detail: `${rows.size} rows at ${window.innerWidth} px`,
      });
    }
    return problems;
  }, fraction);
}

/**
 * Starts counting layout shifts (CLS, as Chromium reports them) from the page's start; call
 * before the page's scripts run (page.addInitScript). layoutShift() reads the sum.
 */
export function countLayoutShifts(): void {
  const record = { total: 0, worst: '' };
  (window as unknown as { __sfLayoutShift: typeof record }).__sfLayoutShift = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      };
      if (shift.hadRecentInput) continue;
      record.total += shift.value;
      const node = shift.sources?.[0]?.node;
      if (node instanceof Element) {
        record.worst = `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">`;
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The page's cumulative layout shift so far, over `limit` (0.1 is "good" in Web Vitals). */
export async function layoutShiftProblems(page: Page, limit = 0.1): Promise<LayoutProblem[]> {
  const record = await page.evaluate(
    () =>
      (window as unknown as { __sfLayoutShift?: { total: number; worst: string } })
        .__sfLayoutShift ?? null,
  );
  if (record === null || record.total <= limit) return [];
  return [
    {
      check: 'layout shift',
      element: record.worst || 'the page',
      detail: `CLS ${record.total.toFixed(3)} > ${limit}`,
    },
  ];
}

/**
 * Moves focus with Tab through the page (at most `limit` stops) and reports each stop whose
 * focus ring cannot be seen: no outline or shadow on it or the element drawn for it, or its
 * centre covered by something fixed or sticky (the header, the banner, the toast).
 */
export async function focusProblems(page: Page, limit = 40): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const seen = new Set<string>();
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(focusAsShown);
    if (!result) continue;
    if (seen.has(result.id)) break;
    seen.add(result.id);
    if (!result.rings) {
      problems.push({ check: 'focus', element: result.describe, detail: 'no visible focus ring' });
    }
    if (result.covered) {
      problems.push({
        check: 'focus',
        element: result.describe,
        detail: `hidden under ${String(result.over) || 'nothing in view'}`,
      });
    }
  }
  // Leave nothing focused: the round ends back on the skip link, which then sits over the logo.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return problems;
}

/**
 * Where focus is, two frames after the key (runs in the page): its ring, and whether anything
 * else is drawn over it. Two frames, as a person's next look comes: React Aria scrolls a
 * collection's focused row into view in an animation frame after focus moves, and a Tab sent
 * before that frame ran saw the page pulled back to the row it had just left.
 */
async function focusAsShown(): Promise<{
  id: string;
  describe: string;
  rings: boolean;
  covered: boolean;
  over: string;
} | null> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  // A modal traps focus, and any page ends: a stop seen before means the round is done.
  const path: string[] = [];
  for (let node: Element | null = el; node; node = node.parentElement) {
    path.unshift(`${node.tagName}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
  }
  const id = path.join('/');
  const describe = `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
  // React Aria draws the ring on a wrapper for its hidden inputs (switch, slider thumb).
  const drawn =
    el.closest('[data-focus-visible]') ??
    (el.getBoundingClientRect().width <= 1 ? (el.closest('label') ?? el.parentElement) : el) ??
    el;
  const rings = [drawn, ...Array.from(drawn.querySelectorAll('*'))].some((node) => {
    const style = getComputedStyle(node);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) ||
      style.boxShadow !== 'none'
    );
  });
  const rect = drawn.getBoundingClientRect();
  const cx = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1);
  // Clamped into the window like cx: a row taller than the window (a stacked table row on
  // a phone) is scrolled to show part of it, not always its top edge.
  const cy = Math.min(
    Math.max(rect.top + Math.min(rect.height / 2, 12), 0),
    window.innerHeight - 1,
  );
  const onTop = document.elementFromPoint(cx, cy);
  const inView = rect.bottom > 0 && rect.top < window.innerHeight;
  const covered =
    !inView ||
    (onTop !== null && !drawn.contains(onTop) && !onTop.contains(drawn) && !el.contains(onTop));
  return { id, describe, rings, covered, over: onTop ? onTop.className : '' };
}

export function describeProblems(problems: LayoutProblem[]): string {
  return problems.map((p) => `${p.check}: ${p.element} (${p.detail})`).join('\n');
}
