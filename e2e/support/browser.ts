/** Debian's Chromium driven by playwright-core, with the flags this closed network needs. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { watchAccessibility, type PageAudit } from './accessibility';
import { watchContentSecurity, type CspWatch } from './contentSecurity';

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Every URL the page requested, in order. */
  requests: string[];
  /** axe-core's audit of every page state this browser shows (see accessibility.ts). */
  accessibility: PageAudit;
  /** Every CSP refusal in any page or frame of this browser (see contentSecurity.ts). */
  contentSecurity: CspWatch;
  close: () => Promise<void>;
}

export async function openBrowser(): Promise<Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // One renderer for the whole browser, kept across navigations: the suite opens only our
      // own origin, and a fresh renderer process per site and per test's about:blank cost the
      // browser process twice the CPU (learner.test: 20 → 9.5 CPU-s) on a machine the files
      // share two at a time.
      '--disable-site-isolation-trials',
      '--renderer-process-limit=1',
    ],
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const contentSecurity = await watchContentSecurity(context);
  const accessibility = await watchAccessibility(context, page);
  return {
    context,
    page,
    requests,
    accessibility,
    contentSecurity,
    close: async () => {
      accessibility.stop();
      contentSecurity.stop();
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
