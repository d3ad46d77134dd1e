/**
 * Issue 18, zoom and small screens: every screen of the areas' tables, as each role that sees
 * it, 320 CSS px wide (a phone, and 400% zoom of a 1280 px window) and 640 px wide (200%
 * zoom): nothing wider than the window and no sideways scrolling, every control at least
 * 24 × 24 px (or spaced as WCAG 2.5.8 allows), and, at 320 px, a visible focus ring at each
 * Tab stop that nothing fixed or sticky covers.
 */
import type { Page } from 'playwright-core';
import { setUpServerAndBrowser } from './support/harness';
import {
  describeProblems,
  focusProblems,
  overflowProblems,
  smallTargets,
  type LayoutProblem,
} from './support/layoutChecks';
import { loginAs } from './support/login';
import { allScreens, LOGINS, ROLES_FOR, type Role, type ScreenEntry } from './support/screenTables';

const app = setUpServerAndBrowser();

const ROLE_ORDER: Role[] = ['visitor', 'pupil', 'parent', 'head', 'globalAdmin'];
const WIDTHS = [320, 640];
let visited = 0;

afterAll(() => {
  console.log(`Reflow: ${visited} screen × role × width combinations checked.`);
});

async function open(page: Page, screen: ScreenEntry): Promise<void> {
  await page.goto(`${app.server.url}/app${screen.path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('every screen reflows at 320 px and 640 px wide', () => {
  it.each(ROLE_ORDER)('as %s', async (role) => {
    const { page } = app.browser;
    if (role !== 'visitor') await loginAs(page, app.server.url, LOGINS[role]);
    const screens = allScreens().filter((screen) => ROLES_FOR[screen.access].includes(role));
    const problems: (LayoutProblem & { where: string })[] = [];
    for (const screen of screens) {
      // Opened once, narrowest first, then widened: the layout answers a resize as it answers
      // a load at that width (CSS only; nothing in the app measures the window), at half the
      // page loads.
      for (const [index, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 720 });
        if (index === 0) await open(page, screen);
        else await page.evaluate(() => window.scrollTo(0, 0));
        visited += 1;
        const where = `${screen.path} at ${width}px`;
        const found = [
          ...(await overflowProblems(page)),
          ...(await smallTargets(page)),
          ...(width === 320 ? await focusProblems(page) : []),
        ];
        problems.push(...found.map((problem) => ({ ...problem, where })));
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(
      describeProblems(problems.map((p) => ({ ...p, element: `${p.where}: ${p.element}` }))),
    ).toBe('');
  });

  it('finds what it is there to find: a wide element, a crowded small target, a ring hidden under a fixed header', async () => {
    const { page } = app.browser;
    await page.setViewportSize({ width: 320, height: 480 });
    await page.route(
      (url) => url.pathname === '/app/layout-checks-proof',
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Broken on purpose</title>
<style>header{position:fixed;top:0;left:0;right:0;height:120px;background:#fff;z-index:10}
#plain:focus{outline:none}</style></head><body><header>Fixed</header><main>
<button style="position:absolute;top:40px;left:10px;width:100px;height:40px">Under the header</button>
<h1 style="margin-top:130px">Broken on purpose</h1>
<div style="width:600px">Too wide</div>
<button style="width:16px;height:16px;padding:0">a</button><button style="width:16px;height:16px;padding:0">b</button>
<button id="plain">No ring</button><div style="height:2000px"></div></main></body></html>`,
        }),
    );
    await page.goto(`${app.server.url}/app/layout-checks-proof`);
    const overflow = await overflowProblems(page);
    const small = await smallTargets(page);
    const focus = await focusProblems(page, 5);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(overflow.map((p) => p.check)).toEqual(['scrolls sideways', 'wider than the window']);
    expect(overflow[1]!.element).toContain('Too wide');
    expect(small.map((p) => p.element)).toEqual([
      expect.stringContaining(' a'),
      expect.stringContaining(' b'),
    ]);
    expect(focus).toContainEqual(
      expect.objectContaining({
        element: expect.stringContaining('Under the header'),
        detail: expect.stringContaining('hidden under'),
      }),
    );
    expect(focus).toContainEqual(
      expect.objectContaining({
        element: expect.stringContaining('No ring'),
        detail: 'no visible focus ring',
      }),
    );
  });

  it('shows a table as stacked rows, each cell headed by its column, at 320 px', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, LOGINS.head);
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    const row = page.getByRole('row').filter({ hasText: 'Pat' }).first();
    await row.waitFor();
    const cells = row.getByRole('gridcell');
    const layout = await row.evaluate((tr) => {
      const boxes = Array.from(tr.children).map((cell) => cell.getBoundingClientRect());
      return {
        display: getComputedStyle(tr).display,
        stacked: boxes.every((box, i) => i === 0 || box.top >= boxes[i - 1]!.bottom - 1),
        label: getComputedStyle(tr.children[1]!, '::before').content,
      };
    });
    expect(await cells.count()).toBeGreaterThan(1);
    expect(layout.display).toBe('block');
    expect(layout.stacked).toBe(true);
    expect(layout.label).not.toBe('none');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
