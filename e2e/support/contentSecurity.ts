/**
 * The Content Security Policy hook: every `securitypolicyviolation` event in any page or
 * frame of a browser, and every CSP error Chromium writes to a console (a refused frame
 * reports only there), is recorded; `failOnViolations` fails the test on any.
 */
import type { BrowserContext, ConsoleMessage } from 'playwright-core';

const REPORT_BINDING = '__skillfolioCspViolation';

export interface Violation {
  /** Where it was seen: the page's path and query, or the console's location. */
  url: string;
  /** The directive the browser enforced, e.g. `script-src-elem`; `console` if from there. */
  directive: string;
  /** The refused resource (`inline`, `eval`, a URL) or the console's text. */
  blocked: string;
  /** The first characters of the refused inline code, when the browser gives them. */
  sample: string;
}

export interface CspWatch {
  /** Returns what was recorded and forgets it (a test that expects a refusal takes it). */
  takeViolations: () => Violation[];
  stop: () => void;
}

const watched = new Set<CspWatch>();

/** Every browser being watched now: the jest hook checks them after each test. */
export function watchedBrowsers(): CspWatch[] {
  return [...watched];
}

export async function watchContentSecurity(context: BrowserContext): Promise<CspWatch> {
  let violations: Violation[] = [];
  let stopped = false;

  await context.exposeBinding(REPORT_BINDING, (_source, violation: Violation) => {
    if (!stopped) violations.push(violation);
  });
  // An init script runs in every document and frame before the page's own scripts, and
  // is injected through the DevTools protocol, so the policy under test cannot block it.
  await context.addInitScript(listenForViolations, REPORT_BINDING);
  const onConsole = (message: ConsoleMessage): void => {
    if (stopped || !isCspMessage(message)) return;
    const location = message.location();
    violations.push({
      url: location.url === '' ? '(the console gave no page)' : pathOf(location.url),
      directive: 'console',
      blocked: message.text(),
      sample: '',
    });
  };
  context.on('console', onConsole);

  const watch: CspWatch = {
    takeViolations: () => {
      const taken = violations;
      violations = [];
      return taken;
    },
    stop: () => {
      stopped = true;
      context.off('console', onConsole);
      watched.delete(watch);
    },
  };
  watched.add(watch);
  return watch;
}

/** Chromium's wording for anything the policy refused ("Refused to … Content Security Policy"). */
export function isCspMessage(message: Pick<ConsoleMessage, 'type' | 'text'>): boolean {
  return (
    (message.type() === 'error' || message.type() === 'warning') &&
    /Content Security Policy|frame-ancestors|X-Frame-Options/i.test(message.text())
  );
}

/**
 * Waits until at least `count` refusals have been recorded (they arrive from the page a
 * moment after it loads), then takes them all: for tests that provoke refusals on purpose.
 */
export async function takeViolationsOnceSeen(
  watch: CspWatch,
  count: number,
  timeoutMs = 5000,
): Promise<Violation[]> {
  const seen: Violation[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    seen.push(...watch.takeViolations());
    if (seen.length >= count) return seen;
    if (Date.now() > deadline) {
      throw new Error(
        `Expected ${count} CSP refusal(s) within ${timeoutMs} ms, saw ${seen.length}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function describeViolations(violations: Violation[]): string {
  const lines = [`The Content Security Policy refused ${violations.length} thing(s):`];
  for (const violation of violations) {
    lines.push(
      `\n[${violation.directive}] ${violation.blocked}`,
      `  page: ${violation.url}`,
      ...(violation.sample ? [`  sample: ${violation.sample}`] : []),
    );
  }
  return lines.join('\n');
}

export function failOnViolations(violations: Violation[]): void {
  if (violations.length > 0) throw new Error(describeViolations(violations));
}

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol.startsWith('http') ? parsed.pathname + parsed.search : url;
  } catch {
    return url;
  }
}

// Runs in the page, so it uses nothing from this module.
function listenForViolations(bindingName: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, unknown>)[bindingName];
    if (typeof report !== 'function') return;
    void report({
      url: location.pathname + location.search,
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI || '(none)',
      sample: event.sample,
    });
  });
}
