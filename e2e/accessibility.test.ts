/** The accessibility hook itself: it must catch what it is there to catch, with no test asking. */
import { describeFindings, failOnFindings } from './support/accessibility';
import { takeViolationsOnceSeen } from './support/contentSecurity';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

// A page that exists only in this test, answered by the browser itself.
const BROKEN_PATH = '/app/accessibility-hook-proof';
const BROKEN_PAGE = `<!doctype html>
<html lang="en"><head><title>Broken on purpose</title></head>
<body><main><h1>Broken on purpose</h1><img src="/favicon.ico"></main>
<script>document.title = 'inline scripts ran'</script></body></html>`;

/** The page's inline script is refused on purpose: take both reports of it (event and console). */
async function takeInlineScriptRefusal(): Promise<void> {
  const violations = await takeViolationsOnceSeen(app.browser.contentSecurity, 2);
  expect(violations.map((violation) => violation.directive).sort()).toEqual([
    'console',
    'script-src-elem',
  ]);
}

async function serveBrokenPage(): Promise<void> {
  await app.browser.page.route(
    (url) => url.pathname === BROKEN_PATH,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        // The strict policy the app will send: axe must still get in.
        headers: { 'content-security-policy': "default-src 'self'; script-src 'self'" },
        body: BROKEN_PAGE,
      }),
  );
}

describe('the accessibility hook', () => {
  it('finds an image without alt text on a page the test only navigates to, under a strict CSP', async () => {
    const { page, accessibility } = app.browser;
    await serveBrokenPage();
    await page.goto(`${app.server.url}${BROKEN_PATH}`);
    await accessibility.settled();
    expect(await page.title()).toBe('Broken on purpose');

    const findings = accessibility.takeFindings();
    expect(findings).toEqual([
      expect.objectContaining({
        rule: 'image-alt',
        impact: 'critical',
        url: BROKEN_PATH,
        nodes: [expect.objectContaining({ target: 'img', html: '<img src="/favicon.ico">' })],
      }),
    ]);
    // What the failing test prints: the rule, the page and the offending node.
    expect(() => failOnFindings(findings)).toThrow(/image-alt/);
    const message = describeFindings(findings);
    expect(message).toContain('[critical] image-alt: Images must have alternative text');
    expect(message).toContain(`page: ${BROKEN_PATH} (heading "Broken on purpose")`);
    expect(message).toContain('node: img\n    <img src="/favicon.ico">');
    await takeInlineScriptRefusal();
  });

  it('audits a dialog that opens on a page it has already audited', async () => {
    const { page, accessibility } = app.browser;
    await page.goto(`${app.server.url}/app/public/notauthorised`);
    await page.getByRole('heading', { level: 1, name: 'Not authorised' }).waitFor();
    await accessibility.settled();
    expect(accessibility.takeFindings()).toEqual([]);

    await page.evaluate(() => {
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-label', 'Broken dialog');
      dialog.innerHTML = '<img src="/favicon.ico">';
      document.body.append(dialog);
    });
    await accessibility.settled();

    const findings = accessibility.takeFindings();
    expect(findings.map((finding) => [finding.rule, finding.url, finding.state])).toContainEqual([
      'image-alt',
      '/app/public/notauthorised',
      'heading "Not authorised", dialog "Broken dialog"',
    ]);
  });

  it('audits each URL and state once, however often it is asked', async () => {
    const { page, accessibility } = app.browser;
    await serveBrokenPage();
    await page.goto(`${app.server.url}${BROKEN_PATH}?again`);
    await accessibility.auditNow();
    await accessibility.auditNow();
    expect(accessibility.takeFindings().map((finding) => finding.rule)).toEqual(['image-alt']);
    await takeInlineScriptRefusal();
  });
});
