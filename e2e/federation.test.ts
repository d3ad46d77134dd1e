import { freePort, startServer } from './support/server';
import { HEAD, loginAs, PUPIL } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

const fromRemote = (name: string) => (url: string) => url.includes(`/app/remotes/${name}/`);

describe('module federation', () => {
  it('loads only the learner remote for a pupil on a learner screen', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    await app.browser.page.goto(`${app.server.url}/app/selfassessment`);
    await app.browser.page.getByRole('heading', { level: 1, name: 'Self Assessment' }).waitFor();

    expect(app.browser.requests.some(fromRemote('learner'))).toBe(true);
    expect(app.browser.requests.filter(fromRemote('admin'))).toEqual([]);
    expect(app.browser.requests.filter(fromRemote('globaladmin'))).toEqual([]);
  });

  it('loads the admin remote only when the head opens an admin screen', async () => {
    // To the dashboard: the demo head, in no project, would land on First Steps (admin).
    await loginAs(app.browser.page, app.server.url, HEAD, '/app/dashboard');
    await app.browser.page.waitForURL('**/app/dashboard');
    expect(app.browser.requests.filter(fromRemote('admin'))).toEqual([]);

    await app.browser.page.goto(`${app.server.url}/app/admin/manageUsers`);
    await app.browser.page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
    expect(app.browser.requests).toContain(`${app.server.url}/app/remotes/admin/remoteEntry.js`);
    expect(app.browser.requests.filter(fromRemote('globaladmin'))).toEqual([]);
  });

  it('shares one session store between the shell and the remotes', async () => {
    // Written by the public remote (login), read by the shell's header without a reload…
    await loginAs(app.browser.page, app.server.url, PUPIL);
    expect(await app.browser.page.locator('header').innerText()).toContain('Pat Pupil');

    // …and written by the shell (its first user check on a fresh load), read by the public remote.
    await app.browser.page.goto(`${app.server.url}/app/public/login`);
    const main = app.browser.page.locator('main');
    await main.getByText('Logged in as').waitFor();
    expect((await main.innerText()).replace(/\s+/g, ' ')).toContain('Logged in as Pat Pupil');
  });

  it('sends a pupil who opens an admin screen to the not-authorised page', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    await app.browser.page.goto(`${app.server.url}/app/admin/manageUsers`);
    await app.browser.page.getByRole('heading', { level: 1, name: 'Not authorised' }).waitFor();
    expect(app.browser.requests.filter(fromRemote('admin'))).toEqual([]);
  });
});

describe('a remote that cannot load', () => {
  it('fails alone: the header and menus still work and Retry is offered', async () => {
    const deadPort = await freePort();
    const broken = await startServer({
      env: { REMOTE_BASE_URL: `http://127.0.0.1:${deadPort}/remotes/` },
    });
    try {
      await app.browser.page.goto(`${broken.url}/app/`);
      await app.browser.page
        .getByRole('heading', { name: 'This part of Skillfolio could not be loaded' })
        .waitFor();
      await app.browser.page.getByRole('button', { name: 'Retry' }).waitFor();
      await app.browser.page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Login' })
        .waitFor();
    } finally {
      await broken.stop();
    }
  });
});
