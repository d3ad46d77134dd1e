/** Logs in through the real login page, as a person would. */
import type { Page } from 'playwright-core';

export type LoginDetails =
  { email: string; password: string } | { username: string; school: string; password: string };

/** `returnUrl`: the page to go to once logged in (e.g. '/app/dashboard'), not the landing. */
export async function fillLogin(
  page: Page,
  baseUrl: string,
  details: LoginDetails,
  returnUrl?: string,
): Promise<void> {
  const query = returnUrl === undefined ? '' : `?returnUrl=${encodeURIComponent(returnUrl)}`;
  await page.goto(`${baseUrl}/app/public/login${query}`);
  if ('email' in details) {
    await page.getByRole('button', { name: 'Log in with email address' }).click();
    await page.getByLabel('Email').fill(details.email);
  } else {
    await page.getByRole('button', { name: 'Log in with username' }).click();
    await page.getByLabel('Username', { exact: true }).fill(details.username);
    await page.getByLabel('School username').fill(details.school);
  }
  await page.getByLabel('Password').fill(details.password);
}

/**
 * Where a login lands: the dashboard, or First Steps for a school admin in no project (the
 * demo heads), or the class view for a teacher in none.
 */
export const LANDING_URL = /\/app\/(dashboard|admin\/firststeps|class)$/;

export async function waitForLanding(page: Page): Promise<void> {
  await page.waitForURL(LANDING_URL);
}

export async function loginAs(
  page: Page,
  baseUrl: string,
  details: LoginDetails,
  returnUrl?: string,
): Promise<void> {
  await fillLogin(page, baseUrl, details, returnUrl);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await waitForLanding(page);
}

export const PUPIL = {
  username: 'pupil',
  school: 'demoacademy',
  password: 'demo-password',
} as const;
export const PARENT = {
  username: 'pupil',
  school: 'demoacademy',
  password: 'parent-password',
} as const;
export const TEACHER = {
  username: 'teacher',
  school: 'demoacademy',
  password: 'demo-password',
} as const;
export const HEAD = { username: 'head', school: 'demoacademy', password: 'demo-password' } as const;
export const RIVERSIDE_HEAD = {
  username: 'head',
  school: 'riverside',
  password: 'demo-password',
} as const;
export const GLOBAL_ADMIN = { email: 'admin@skillfolio.test', password: 'demo-password' } as const;
export const HOME_USER = { username: 'homeuser', school: '', password: 'demo-password' } as const;
