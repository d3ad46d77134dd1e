/** Driving the UI kit's composite controls the way a keyboard or mouse user would. */
import type { Locator, Page } from 'playwright-core';

/** The React Aria select whose visible label is `label`. */
export function selectNamed(scope: Page | Locator, label: string): Locator {
  // A `has` locator is matched inside each candidate, so it must start from the page.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope
    .locator('.sf-select')
    .filter({ has: page.locator('.sf-field__label', { hasText: new RegExp(`^${label}$`) }) });
}

export async function choose(
  page: Page,
  label: string,
  option: string,
  scope: Page | Locator = page,
): Promise<void> {
  await selectNamed(scope, label).getByRole('button').click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for the "Saved" toast, then for it to go, so the next one can be told apart. */
export async function sawSaved(page: Page): Promise<void> {
  const toast = page.getByRole('status').getByText('Saved', { exact: true });
  await toast.waitFor();
  await toast.waitFor({ state: 'detached', timeout: 10_000 });
}
