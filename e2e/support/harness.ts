/** The set-up every end-to-end file shares: one server and one browser, fresh cookies per test. */
import { openBrowser, type Browser } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

export interface Harness {
  server: RunningServer;
  browser: Browser;
}

/**
 * Registers the jest hooks; read the fields inside tests (they are set in beforeAll).
 * `serverOptions`, when given, is asked in beforeAll how to start the server.
 */
export function setUpServerAndBrowser(serverOptions?: () => Promise<ServerOptions>): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.server = await startServer(await serverOptions?.());
    harness.browser = await openBrowser();
  });
  afterAll(async () => {
    await harness.browser?.close();
    await harness.server?.stop();
  });
  beforeEach(async () => {
    // Leave the last test's page first: a request of it still in flight would come back
    // Not Authenticated once cookies are gone, and its redirect would race the next goto.
    await harness.browser.page.goto('about:blank');
    await harness.browser.context.clearCookies();
    await harness.browser.page.unrouteAll({ behavior: 'wait' });
    harness.browser.requests.length = 0;
  });
  return harness;
}
