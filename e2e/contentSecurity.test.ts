/**
 * The app under its Content Security Policy in Chromium: the hook that fails any test on a
 * refusal must catch one, the app's pages load with none, and no other origin may frame it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  describeViolations,
  failOnViolations,
  takeViolationsOnceSeen,
} from './support/contentSecurity';
import { setUpServerAndBrowser } from './support/harness';
import { GLOBAL_ADMIN, HEAD, loginAs, PUPIL } from './support/login';

const app = setUpServerAndBrowser();

describe('the Content Security Policy hook', () => {
  it('records an inline script the policy refuses, and fails the test on it', async () => {
    const { page, contentSecurity } = app.browser;
    const path = '/app/csp-hook-proof';
    await page.route(
      (url) => url.pathname === path,
      (route) =>
        route.fulfill({
          contentType: 'text/html',
          headers: { 'content-security-policy': "default-src 'self'; script-src 'self'" },
          body:
            '<!doctype html><html lang="en"><head><title>Proof</title></head><body><main>' +
            '<h1>Proof</h1></main><script>document.title = "inline ran"</script></body></html>',
        }),
    );
    await page.goto(`${app.server.url}${path}`);
    expect(await page.title()).toBe('Proof');

    // Both reports of the one refusal: the page's event and Chromium's console line.
    const violations = await takeViolationsOnceSeen(contentSecurity, 2);
    expect(violations.map((v) => v.directive).sort()).toEqual(['console', 'script-src-elem']);
    expect(violations).toContainEqual({
      url: path,
      directive: 'script-src-elem',
      blocked: 'inline',
      sample: '',
    });
    expect(() => failOnViolations(violations)).toThrow(/script-src-elem\] inline/);
    expect(describeViolations(violations)).toContain(`page: ${path}`);
  });
});

describe('the app under its policy', () => {
  it('serves its pages with script-src limited to itself', async () => {
    const response = await app.browser.page.goto(`${app.server.url}/app/public/login`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/(^|;\s*)script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(response?.headers()['x-frame-options']).toBe('DENY');
  });

  // Each screen below loads its remote (public, learner, admin, global admin) and draws
  // with the kit's injected styles; the hook fails the test on anything the policy refused.
  it('loads the login page, the learner screens and the admin screens with no refusal', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    for (const [path, heading] of [
      ['/app/selfassessment', 'Self Assessment'],
      ['/app/personalplan', 'Personal Plan'],
    ] as const) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }

    await page.context().clearCookies();
    await loginAs(page, app.server.url, HEAD);
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();

    await page.context().clearCookies();
    await loginAs(page, app.server.url, GLOBAL_ADMIN);
    await page.getByRole('button', { name: 'Global Admin' }).click();
    await page.getByRole('menuitem', { name: 'Manage Schools' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
  });
});

describe('framing', () => {
  let framer: http.Server;
  let framerUrl: string;
  beforeAll(async () => {
    // Another port of the same host: the same site to the browser, so the pupil's
    // SameSite=Lax cookie would go along with the framed request.
    framer = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!doctype html><html lang="en"><head><title>Framer</title></head><body>' +
          `<iframe title="Skillfolio" src="${app.server.url}/app/personalplan" ` +
          'width="800" height="600"></iframe></body></html>',
      );
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerUrl = `http://127.0.0.1:${(framer.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    const closed = new Promise<void>((resolve) => framer.close(() => resolve()));
    // Chromium keeps its connection alive, which would hold close() open.
    framer.closeAllConnections();
    await closed;
  });

  it('refuses to let a page on another port frame Personal Plan', async () => {
    const { page, contentSecurity } = app.browser;
    await loginAs(page, app.server.url, PUPIL);

    const refused = page.waitForEvent('console', (message) =>
      /frame-ancestors/.test(message.text()),
    );
    await page.goto(framerUrl);
    expect((await refused).text()).toContain(
      `Framing '${app.server.url}/' violates the following Content Security Policy ` +
        `directive: "frame-ancestors 'none'"`,
    );

    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    // Chromium shows its own error page in the frame: nothing of the app, no Edit buttons.
    expect(frame?.url()).not.toContain('/app/personalplan');
    expect(await frame?.locator('h1', { hasText: 'Personal Plan' }).count()).toBe(0);
    expect(await frame?.getByRole('button', { name: 'Edit' }).count()).toBe(0);

    // The refusal is what this test is about: taken here, so the hook does not fail it.
    expect(contentSecurity.takeViolations().map((v) => v.blocked)).toEqual([
      expect.stringContaining("frame-ancestors 'none'"),
    ]);
  });
});
