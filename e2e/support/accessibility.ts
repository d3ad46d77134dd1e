/**
 * The accessibility hook: axe-core audits every page state the e2e suite reaches (each settled
 * navigation, each dialog that opens, and the page as each test leaves it), once per URL and
 * state, and `failOnFindings` fails the test on any serious or critical violation (of any
 * impact, once `reportEveryImpact` is called).
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type * as Axe from 'axe-core';

// Injected with page.evaluate, never an inline <script>: a strict CSP (script-src 'self')
// would block the tag, but not the DevTools protocol.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const STATE_CHANGED = '__skillfolioAccessibilityStateChanged';

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** The page's path and query, the same on every test server's port. */
  url: string;
  /** What besides the URL told this state apart: its main heading and any open dialogs. */
  state: string;
  nodes: { target: string; html: string; summary: string }[];
}

export interface PageAudit {
  /**
   * Audits the page as it is now, unless this URL and state were audited before; first waits
   * for the DOM to settle, unless told the state is fleeting (a toast that goes in 2.5 s).
   */
  auditNow: (options?: { fleeting?: boolean }) => Promise<void>;
  /** Resolves when the audits that navigations and dialogs started have finished. */
  settled: () => Promise<void>;
  /** Returns what was found and forgets it. */
  takeFindings: () => Finding[];
  /**
   * From now on, `auditNow` reports violations of any impact, minor and moderate included (the
   * WCAG 2.2 AA bar the accessibility statement claims for the pages and states it lists),
   * not only serious and critical ones.
   */
  reportEveryImpact: () => void;
  /** Every URL and state audited so far (at the current bar). */
  auditedStates: () => string[];
  stop: () => void;
}

const watched = new Set<PageAudit>();

/**
 * Origins whose pages are not the app's, so not ours to audit: the tests' stand-in for a
 * school's Google or Microsoft sign-in page (oidc-provider's development pages).
 */
const notOurs = new Set<string>();

export function neverAudit(origin: string): void {
  notOurs.add(new URL(origin).origin);
}

function isOurs(url: string): boolean {
  return /^https?:/.test(url) && !notOurs.has(new URL(url).origin);
}

/** Every page being watched now: the jest hook checks them after each test. */
export function watchedPages(): PageAudit[] {
  return [...watched];
}

export async function watchAccessibility(context: BrowserContext, page: Page): Promise<PageAudit> {
  const audited = new Set<string>();
  let findings: Finding[] = [];
  let chain: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;
  let everyImpact = false;

  // Any impact applies to the audits a test asks for, of pages it has let settle; the audits
  // of pages in passing (mid-navigation, still loading) keep to serious and critical ones.
  const runAudit = async (settle = true, asked = false): Promise<void> => {
    const anyImpact = everyImpact && asked;
    if (stopped || !isOurs(page.url())) return;
    if (settle) await waitUntilQuiet(page);
    await page.evaluate(watchForDialogs, STATE_CHANGED);
    const { url, state, shape } = await page.evaluate(describeState);
    const key = `${anyImpact ? 'any' : 'serious'} ${url} ${state} ${shape}`;
    if (audited.has(key)) return;
    audited.add(key);
    await injectAxe(page);
    const found = await page.evaluate(violations, anyImpact);
    findings.push(...found.map((violation) => ({ ...violation, url, state })));
  };

  const recordFailure = (error: unknown): void => {
    // The test moved on (a navigation, a closed page) while an audit ran: the next state gets
    // its own audit, so this one has nothing left to say. Anything else must not pass unseen.
    const message = error instanceof Error ? error.message : String(error);
    if (/context was destroyed|has been closed|Target closed|detached|navigat/i.test(message)) {
      return;
    }
    const url = page.url();
    findings.push({
      rule: 'audit-failed',
      impact: 'critical',
      help: message,
      url,
      state: '',
      nodes: [],
    });
  };

  const enqueue = (settle = true, asked = false): Promise<void> => {
    chain = chain.then(() => runAudit(settle, asked)).catch(recordFailure);
    return chain;
  };

  const enqueueOnce = (): void => {
    if (queued || stopped) return;
    queued = true;
    chain = chain
      .then(() => {
        queued = false;
        return runAudit();
      })
      .catch(recordFailure);
  };

  await context.exposeBinding(STATE_CHANGED, () => enqueueOnce());
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) enqueueOnce();
  });
  // Tests move on quickly (log in, then straight to another page), so a page may be left
  // before its audit after settling could run: going to another page first audits this one.
  const leave = async (): Promise<void> => {
    await page.evaluate(settleNow).catch(() => undefined);
    await enqueue(false);
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    await leave();
    return goto(url, options);
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    await leave();
    return reload(options);
  };

  const audit: PageAudit = {
    auditNow: (options) => enqueue(!options?.fleeting, true),
    settled: async () => {
      // A dialog seen while an audit ran queues another: wait until none is queued.
      do await chain;
      while (queued);
    },
    takeFindings: () => {
      const taken = findings;
      findings = [];
      return taken;
    },
    reportEveryImpact: () => {
      everyImpact = true;
    },
    auditedStates: () =>
      [...audited].filter((key) => key.startsWith(everyImpact ? 'any ' : 'serious ')),
    stop: () => {
      stopped = true;
      watched.delete(audit);
    },
  };
  watched.add(audit);
  return audit;
}

/** The message that fails a test: every rule, with the page and the nodes that break it. */
export function describeFindings(findings: Finding[]): string {
  const lines = [`axe-core found ${findings.length} accessibility violation(s):`];
  for (const finding of findings) {
    lines.push(
      `\n[${finding.impact}] ${finding.rule}: ${finding.help}`,
      `  page: ${finding.url}${finding.state ? ` (${finding.state})` : ''}`,
    );
    for (const node of finding.nodes) {
      lines.push(`  node: ${node.target}`, `    ${node.html}`);
      if (node.summary) lines.push(`    ${node.summary.replace(/\n/g, '\n    ')}`);
    }
  }
  return lines.join('\n');
}

export function failOnFindings(findings: Finding[]): void {
  if (findings.length > 0) throw new Error(describeFindings(findings));
}

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** Waits for the page to load and its DOM to stop changing for a moment (3 s at most). */
async function waitUntilQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = () => {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(finish, 250);
        });
        observer.observe(document, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        timer = setTimeout(finish, 250);
        const cap = setTimeout(finish, 3000);
        // A test about to leave the page cuts the wait short (see `leave`).
        (window as unknown as Record<string, unknown>).__skillfolioSettleNow = finish;
      }),
  );
}

// The functions below run in the page, so they use nothing from this module.

function settleNow(): void {
  const finish = (window as unknown as Record<string, unknown>).__skillfolioSettleNow;
  if (typeof finish === 'function') finish();
}

function watchForDialogs(bindingName: string): void {
  const holder = window as unknown as Record<string, unknown>;
  if (holder.__skillfolioDialogWatch) return;
  const isDialog = (node: Node): boolean =>
    node instanceof Element &&
    (node.matches('[role=dialog],[role=alertdialog]') ||
      node.querySelector('[role=dialog],[role=alertdialog]') !== null);
  const observer = new MutationObserver((records) => {
    if (records.some((record) => Array.from(record.addedNodes).some(isDialog))) {
      const notify = holder[bindingName];
      if (typeof notify === 'function') void notify();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  holder.__skillfolioDialogWatch = observer;
}

function describeState(): { url: string; state: string; shape: string } {
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const ids = (element.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  };
  const heading = document.querySelector('h1')?.textContent?.trim() ?? '';
  const dialogs = Array.from(document.querySelectorAll('[role=dialog],[role=alertdialog]'))
    .map(nameOf)
    .sort();
  // What the live regions say and how many fields show an error tell states apart too (a
  // toast, the banner, a refused form), so each of them gets its own audit.
  const spoken = (selector: string): string[] =>
    Array.from(document.querySelectorAll(selector))
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean);
  const status = spoken('[role=status]');
  const alerts = spoken('[role=alert]');
  const invalid = document.querySelectorAll('[aria-invalid=true]').length;
  const parts = [
    heading ? `heading "${heading}"` : '',
    dialogs.length ? `dialog ${dialogs.map((name) => `"${name}"`).join(', ')}` : '',
    status.length ? `status "${status.join(' ')}"` : '',
    alerts.length ? `alert "${alerts.join(' ')}"` : '',
    invalid ? `${invalid} invalid field(s)` : '',
  ];
  // Who is logged in, and which controls show, tell apart states that nothing above names (a
  // parent's read-only page, a login mode, a chosen project): each is audited on its own.
  const who = document.querySelector('header')?.textContent?.trim() ?? '';
  const controls = Array.from(
    document.querySelectorAll('a[href], button, input, select, textarea, [role=slider]'),
  ).filter((element) => element.getClientRects().length > 0).length;
  return {
    url: location.pathname + location.search,
    state: parts.filter(Boolean).join(', '),
    shape: `${controls} controls, ${who}`,
  };
}

async function violations(anyImpact: boolean): Promise<Omit<Finding, 'url' | 'state'>[]> {
  const axe = (window as unknown as { axe: typeof Axe }).axe;
  const results = await axe.run(document, { resultTypes: ['violations'] });
  return results.violations
    .filter(
      (violation) => anyImpact || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html,
        summary: node.failureSummary ?? '',
      })),
    }));
}
