/**
 * The future-ready profile, as a pupil, a parent and another school's pupil would
 * meet it: choose sections, skills and a note, download the PDF, and read its text back.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { choose } from './support/controls';
import { setUpServerAndBrowser } from './support/harness';
import { loginAs, PARENT, PUPIL } from './support/login';
import { readPdf } from '../server/test/support/pdfText';

const RIVERSIDE_PUPIL = {
  username: 'pupil',
  school: 'riverside',
  password: 'demo-password',
} as const;

/** Pat's latest grade in each skill of Year 10 Skills (DEMO.md: Spring 2027 where graded). */
const LATEST = {
  Listening: 'Grade 6 out of 10 · Spring 2027',
  Speaking: 'Grade 5 out of 10 · Spring 2027',
  Collaboration: 'Grade 6 out of 10 · Autumn 2026',
  Leadership: 'Grade 4 out of 10 · Spring 2027',
  'Aiming high': 'Grade 6 out of 10 · Autumn 2026',
  'Problem solving': 'Grade 5 out of 10 · Autumn 2026',
} as const;
const LEFT_OUT = ['Creativity', 'Staying positive'];

const app = setUpServerAndBrowser();

async function openYear10Profile(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Future-ready Profile' }).waitFor();
  await choose(page, 'Project', 'Year 10 Skills');
  await page
    .getByRole('region', { name: 'Preview' })
    .getByRole('heading', { level: 4, name: 'Listening' })
    .waitFor();
}

/** Flips a switch of the kit by clicking its label, as a mouse user does. */
async function flip(page: Page, name: string | RegExp): Promise<void> {
  const control = page.getByRole('switch', { name, exact: typeof name === 'string' });
  const before = await control.isChecked();
  await page.locator('label.sf-switch').filter({ has: control }).click();
  expect(await control.isChecked()).toBe(!before);
}

/** Clicks Download PDF and answers the downloaded file's name and text. */
async function downloadPdf(page: Page): Promise<{ name: string; text: string; bytes: number }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { text } = await readPdf(bytes);
  return { name: download.suggestedFilename(), text, bytes: bytes.length };
}

function expectChosenSkillsOnly(text: string): void {
  expect(text).toContain('Pat Pupil');
  expect(text).toContain('Demo Academy');
  for (const [skill, grade] of Object.entries(LATEST)) {
    expect(text).toMatch(new RegExp(`${skill}\\s+${grade}`));
  }
  for (const skill of LEFT_OUT) expect(text).not.toContain(skill);
}

describe('the future-ready profile', () => {
  it('the pupil chooses sections, skills and a note, and the PDF holds exactly those', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    await openYear10Profile(page);
    for (const skill of LEFT_OUT) await flip(page, skill);
    await flip(page, 'Evidence against success criteria');
    await flip(page, /^Careers fair/);
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { level: 4, name: 'Careers fair' }).waitFor();
    expect(await preview.getByRole('heading', { level: 4, name: 'Creativity' }).count()).toBe(0);

    const pdf = await downloadPdf(page);
    expect(pdf.name).toMatch(/^profile-pat-pupil-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(pdf.bytes).toBeLessThan(500 * 1024);
    expectChosenSkillsOnly(pdf.text);
    expect(pdf.text).toContain('Progress across rounds');
    expect(pdf.text).toContain('Careers fair');
    expect(pdf.text).not.toContain('Evidence against success criteria');
    await page
      .getByRole('status')
      .getByText(/Your profile is downloading/)
      .waitFor();
  });

  it('the parent (read-only) makes the same download', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PARENT);
    await openYear10Profile(page);
    for (const skill of LEFT_OUT) await flip(page, skill);
    const pdf = await downloadPdf(page);
    expectChosenSkillsOnly(pdf.text);
    expect(pdf.text).toContain('Evidence against success criteria');
  });

  it("another school's pupil gets Not authorised for Pat's profile", async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    const pat = (await (
      await page.request.get(`${app.server.url}/api/User/GetCurrentUser`)
    ).json()) as {
      currentUser: { user_id: number };
    };
    const patId = pat.currentUser.user_id;
    // Leave the app first: on a page that stays open, it sees the session go and goes to the
    // login page itself, racing the next login's own navigation.
    await page.goto('about:blank');
    await app.browser.context.clearCookies();
    await loginAs(page, app.server.url, RIVERSIDE_PUPIL);
    for (const path of [
      `profile/GetProfile?user_id=${patId}&project_id=0`,
      `profile/ProfilePdf?user_id=${patId}&project_id=1&skills=1`,
    ]) {
      const reply = await page.request.get(`${app.server.url}/api/${path}`);
      expect(reply.status()).toBe(403);
      expect(await reply.text()).toBe('Not authorised');
    }
    // Their own profile screen shows their own record, never Pat's.
    await page.goto(`${app.server.url}/app/profile`);
    await page.getByRole('region', { name: 'Preview' }).getByText('Rory River').waitFor();
  });
});
