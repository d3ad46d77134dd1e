/**
 * WCAG 2.2 AA: every screen of the areas' tables, as each role that sees it, in each state that
 * matters (empty, filled, a dialog open, an error shown, the Saved toast, the error banner),
 * audited by axe-core for violations of ANY impact (the e2e hook fails the test on what it
 * finds, naming the page and state). Screens not in STATES are still visited in their first
 * state, so screens added later are covered without an edit here.
 */
import type { Page } from 'playwright-core';
import { choose } from './support/controls';
import { setUpServerAndBrowser } from './support/harness';
import { loginAs } from './support/login';
import { screenReaderProblems } from './support/screenReaderChecks';
import { allScreens, LOGINS, ROLES_FOR, type Role, type ScreenEntry } from './support/screenTables';

const app = setUpServerAndBrowser();

interface State {
  name: string;
  /** Only for these roles (default: every role that sees the screen). */
  roles?: Role[];
  /** Brings the freshly opened screen into the state; it is audited once this resolves. */
  reach: (page: Page) => Promise<void>;
  /** Gone in moments (the Saved toast): audited at once, without waiting for the page to settle. */
  fleeting?: true;
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function openDialog(page: Page, button: string, title = button): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await dialog(page, title).waitFor();
}

async function sawToast(page: Page): Promise<void> {
  await page.getByRole('status').getByText('Saved', { exact: true }).waitFor();
}

/** The banner a 5xx shows: the next write is answered 500 by the test. */
async function bannerOnNextWrite(page: Page, write: () => Promise<void>): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/api/'),
    (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({ status: 500, body: 'Internal Server Error' }),
  );
  await write();
  await page.getByRole('alert').filter({ hasText: 'Something went wrong' }).waitFor();
  await page.unrouteAll({ behavior: 'wait' });
}

const STATES: Partial<Record<string, State[]>> = {
  login: [
    {
      name: 'username mode',
      reach: (page) => page.getByRole('button', { name: 'Log in with username' }).click(),
    },
    {
      name: 'refused login',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Log in with username' }).click();
        await page.getByLabel('Username', { exact: true }).fill('pupil');
        await page.getByLabel('School username').fill('demoacademy');
        await page.getByLabel('Password').fill('not-the-password');
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await page.locator('.sf-login__incorrect').waitFor();
      },
    },
  ],
  registerSchool: [
    {
      name: 'an error shown',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await page.locator('.sf-field__error, [role=alert]').first().waitFor();
      },
    },
  ],
  selfAssessment: [
    { name: 'a project chosen, skills listed', reach: (page) => chooseProject(page) },
    {
      name: 'Add New Assessment open',
      roles: ['pupil'],
      reach: async (page) => {
        await chooseProject(page);
        await openDialog(page, 'Add New', 'Add New Assessment');
      },
    },
    {
      name: 'Saved toast',
      roles: ['pupil'],
      fleeting: true,
      reach: async (page) => {
        await chooseProject(page);
        await page.getByRole('slider', { name: 'Listening' }).focus();
        await page.keyboard.press('ArrowRight');
        await sawToast(page);
      },
    },
  ],
  personalPlan: [
    {
      name: 'a project chosen, all detail shown',
      reach: async (page) => {
        await choose(page, 'Project', 'Year 10 Skills');
        await page.getByRole('rowheader', { name: 'Speaking' }).waitFor();
        await page.getByText('Show all detail').click();
      },
    },
    {
      name: 'Development Area open',
      roles: ['pupil'],
      reach: async (page) => {
        await choose(page, 'Project', 'Year 10 Skills');
        await page.getByRole('rowheader', { name: 'Speaking' }).waitFor();
        await openDialog(page, 'Edit Speaking', 'Development Area');
      },
    },
  ],
  projectEvidence: [
    {
      name: 'a project chosen',
      reach: async (page) => {
        await choose(page, 'School project', 'Year 10 Skills');
        await page.getByRole('table').waitFor();
      },
    },
  ],
  myNotes: [
    {
      name: 'Saved toast',
      roles: ['pupil'],
      fleeting: true,
      reach: async (page) => {
        await page.getByLabel('Title/Subject').fill('Sweep note');
        await page.getByLabel('Note text').fill('Checked by the accessibility sweep.');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await sawToast(page);
      },
    },
    {
      name: 'error banner',
      roles: ['pupil'],
      reach: (page) =>
        bannerOnNextWrite(page, async () => {
          await page.getByLabel('Title/Subject').fill('Banner note');
          await page.getByLabel('Note text').fill('The server fails this one.');
          await page.getByRole('button', { name: 'Save', exact: true }).click();
        }),
    },
  ],
  resources: [
    {
      name: 'nothing matches',
      reach: async (page) => {
        await page.getByLabel('Keyword').fill('no resource is called this');
        await page
          .getByText(/no resources/i)
          .first()
          .waitFor();
      },
    },
  ],
  manageUsers: [
    { name: 'Add New User open', reach: (page) => openDialog(page, 'Add New User') },
    {
      name: 'Add New User with errors',
      reach: async (page) => {
        await openDialog(page, 'Add New User');
        await dialog(page, 'Add New User').getByRole('button', { name: 'Save' }).click();
        await dialog(page, 'Add New User').locator('.sf-field__error').first().waitFor();
      },
    },
  ],
  manageProjects: [{ name: 'Add Project open', reach: (page) => openDialog(page, 'Add Project') }],
  manageResources: [
    {
      name: 'Upload New Resource open',
      reach: (page) => openDialog(page, 'Upload New Resource'),
    },
  ],
  manageSchools: [
    { name: 'Add School open', reach: (page) => openDialog(page, 'Add School') },
    { name: 'Change School open', reach: (page) => openDialog(page, 'Change School') },
  ],
};

async function chooseProject(page: Page): Promise<void> {
  await choose(page, 'Project', 'Year 10 Skills');
  await page.getByRole('heading', { level: 2, name: 'Communication' }).waitFor();
}

/** The state a screen is in as it opens (open() has waited for its data). */
const OPENED = 'as opened';

const ROLE_ORDER: Role[] = ['visitor', 'pupil', 'parent', 'head', 'globalAdmin'];
let pages = 0;
let reachedStates = 0;
let states = 0;

async function open(page: Page, screen: ScreenEntry): Promise<void> {
  await page.goto(`${app.server.url}/app${screen.path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Audited once nothing is loading: every load shows the kit's spinner until its data is in
  // (the network's half-second of quiet, twice on each of ~75 pages, cost the suite ~50 s).
  await page.waitForFunction(() => document.querySelector('.sf-spinner') === null);
}

beforeAll(() => {
  app.browser.accessibility.reportEveryImpact();
});

afterAll(() => {
  console.log(
    `Accessibility sweep: ${pages} pages (screen × role) opened, ${reachedStates} further ` +
      `states reached; axe-core checked ${states} distinct states for violations of any impact.`,
  );
});

describe('every screen in every state that matters, audited for violations of any impact', () => {
  it.each(ROLE_ORDER)('has none as %s', async (role) => {
    const { page, accessibility } = app.browser;
    const problems: string[] = [];
    const audit = async (screen: ScreenEntry, state: string, fleeting = false): Promise<void> => {
      // A state reached by pressing something may still be talking to the server.
      if (!fleeting && state !== OPENED) await page.waitForLoadState('networkidle');
      await accessibility.auditNow({ fleeting });
      await accessibility.settled();
      const found = await screenReaderProblems(page, screen.title);
      problems.push(...found.map((problem) => `${screen.path} (${state}): ${problem}`));
    };
    const before = accessibility.auditedStates().length;
    if (role !== 'visitor') await loginAs(page, app.server.url, LOGINS[role]);
    const screens = allScreens().filter((screen) => ROLES_FOR[screen.access].includes(role));
    expect(screens.length).toBeGreaterThan(0);
    let reached = 0;
    for (const screen of screens) {
      await open(page, screen);
      await audit(screen, OPENED);
      pages += 1;
      for (const state of STATES[screen.id] ?? []) {
        if (state.roles && !state.roles.includes(role)) continue;
        await open(page, screen);
        // Nothing queued before the state is reached, so its own audit runs at once.
        await accessibility.settled();
        await state.reach(page);
        await audit(screen, state.name, state.fleeting);
        if (state.fleeting) {
          const toastAudited = accessibility
            .auditedStates()
            .some((key) => key.includes(screen.path) && key.includes('status "Saved"'));
          expect([state.name, toastAudited]).toEqual([state.name, true]);
        }
        reached += 1;
      }
    }
    const audited = accessibility.auditedStates().length - before;
    states += audited;
    reachedStates += reached;
    // Each screen was told apart from the others (by its URL) and audited; a state that looks
    // the same as another (same heading, dialogs, live regions and controls) is audited once.
    expect(audited).toBeGreaterThanOrEqual(screens.length);
    expect(problems).toEqual([]);
  });
});
