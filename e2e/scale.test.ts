/**
 * Two app instances on two ports, one database: sessions live in the database, so a user
 * who logs in on one instance carries on on the other (as behind any load balancer).
 * On PostgreSQL when the test run provides a cluster, else on one shared SQLite file.
 */
import { createTestDatabase, type TestDatabase } from '../server/test/support/testDatabase';
import { openBrowser, type Browser } from './support/browser';
import { loginAs, PUPIL } from './support/login';
import { startServer, type RunningServer } from './support/server';

let database: TestDatabase;
let instanceA: RunningServer;
let instanceB: RunningServer;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase('nothing');
  const target = database.target;
  const shared =
    target.kind === 'postgres' ? { env: { DATABASE_URL: target.url } } : { dataDir: database.dir };
  // One after the other: the first migrates and loads the demo data, the second finds it there.
  instanceA = await startServer(shared);
  instanceB = await startServer(shared);
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await instanceA?.stop();
  await instanceB?.stop();
  await database?.drop();
});

const headerText = async () =>
  (await browser.page.locator('header').innerText()).replace(/\s+/g, ' ');

describe(`two app instances on one database (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('serves one user seamlessly: logged in on A, carrying on and logging out on B', async () => {
    expect(instanceA.port).not.toBe(instanceB.port);
    await loginAs(browser.page, instanceA.url, PUPIL);

    // B's page carries the session A started, and the pupil's skills B read for it.
    await browser.page.goto(`${instanceB.url}/app/selfassessment`);
    await browser.page.getByRole('heading', { level: 1, name: 'Self Assessment' }).waitFor();
    expect(await headerText()).toContain('Logged in as Pat Pupil at Demo Academy');
    const boot = JSON.parse((await browser.page.locator('#sf-boot').textContent()) ?? '{}') as {
      currentUser: { currentUser: { username: string } } | null;
      replies: Record<string, unknown>;
    };
    expect(boot.currentUser?.currentUser.username).toBe('pupil');
    const skills = Object.keys(boot.replies).filter((key) =>
      key.startsWith('/api/user/GetSkillsForAssessment?'),
    );
    expect(skills).toHaveLength(1);
    await browser.page.getByText('Listening: statement').first().waitFor();

    // And B answers the pupil's calls for the session A started.
    const asked = await browser.page.evaluate(async () => {
      const answer = await fetch('/api/User/GetCurrentUser');
      return { status: answer.status, origin: window.location.origin };
    });
    expect(asked).toEqual({ status: 200, origin: instanceB.url });

    // Logging out on B ends the session for A too.
    await browser.page.goto(`${instanceB.url}/app/logout`);
    await browser.page.getByRole('button', { name: 'Logout' }).click();
    await browser.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login' })
      .waitFor();
    await browser.page.goto(`${instanceA.url}/app/personalplan`);
    await browser.page.waitForURL('**/app/public/login**');
  });
});
