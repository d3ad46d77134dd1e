/** Driving the app with the keyboard alone, and the checks every dialog must pass (WCAG 2.4.3). */
import type { Locator, Page } from 'playwright-core';

/** Whether focus is on the element or inside it. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (el) => el === document.activeElement || el.contains(document.activeElement),
  );
}

/**
 * Presses Tab (or Shift+Tab) until focus reaches the target, failing if it never does: proof
 * that the control can be reached by keyboard, in the page's own order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 80 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`Tab never reached ${String(target)}; focus is on ${focused}`);
}

/** Tabs to a button (or link) and presses Enter on it. */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/** Chooses an option of a kit Select with the keyboard: Tab to it, open it, arrow to the option. */
export async function chooseByKeyboard(page: Page, select: Locator, option: string): Promise<void> {
  await tabTo(page, select.getByRole('button'));
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: option, exact: true });
  await wanted.waitFor();
  for (let presses = 0; presses < 50 && !(await hasFocus(wanted)); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await wanted.waitFor({ state: 'detached' });
}

/**
 * The checks every modal must pass: focus moved into it on opening, kept inside it through
 * more Tab presses than it has stops, in both directions.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await page.waitForFunction(
    (el) => el !== null && el.contains(document.activeElement),
    await dialog.elementHandle(),
  );
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < stops + 2; presses += 1) {
      await page.keyboard.press(key);
      if (!(await hasFocus(dialog))) {
        throw new Error(`${key} took focus out of the open dialog after ${presses + 1} presses`);
      }
    }
  }
}

/** Escape closes the dialog and puts focus back on what opened it. */
export async function expectEscapeReturnsFocus(
  page: Page,
  dialog: Locator,
  opener: Locator,
): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForFunction((el) => el === document.activeElement, await opener.elementHandle());
}

/** Opens a dialog from its button by keyboard and checks the trap and Escape; leaves it closed. */
export async function checkDialog(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await press(page, opener);
  await expectFocusTrapped(page, dialog);
  await expectEscapeReturnsFocus(page, dialog, opener);
}

/**
 * Reaches a control inside a React Aria grid (the kit's DataTable) the way its keyboard model
 * asks: Tab into the grid (one tab stop), then ArrowDown to the control's row and ArrowRight
 * along it.
 */
export async function gridTo(
  page: Page,
  grid: Locator,
  row: Locator,
  target: Locator,
): Promise<void> {
  await tabTo(page, grid);
  for (let presses = 0; presses < 80; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press((await hasFocus(row)) ? 'ArrowRight' : 'ArrowDown');
  }
  if (!(await hasFocus(target))) throw new Error(`The arrow keys never reached ${String(target)}`);
}
