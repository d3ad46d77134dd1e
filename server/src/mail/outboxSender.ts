/**
 * Each instance's sender: takes due mail from the outbox (outboxQueries.ts) under a lease, a
 * bounded batch at a time, sends it, and deletes it once sent. A failure is tried again after
 * a growing delay, and after the last try the mail is marked failed for an admin to see. Runs
 * off the request path on a timer, woken at once when a mail is queued.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import {
  anyMailDue,
  claimDueMail,
  deleteFailedMailBefore,
  deleteSentMail,
  markMailFailed,
  scheduleRetry,
  type ClaimedMail,
} from './outboxQueries';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delays before the 2nd, 3rd, … try; after the last, the mail has failed (about 16 h in all). */
export const RETRY_DELAYS_MS: readonly number[] = [
  10_000,
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  60 * 60_000,
  2 * 60 * 60_000,
  4 * 60 * 60_000,
  8 * 60 * 60_000,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Mails claimed per pass: a pass's work is bounded whatever the backlog. */
export const BATCH_SIZE = 10;
/**
 * How long a claim holds: longer than one pass can take (a batch is sent side by side, each
 * bounded by the SMTP timeouts), so only a dead instance's mail is claimed again.
 */
export const LEASE_MS = 5 * 60_000;
/** How often an idle sender looks for due mail (retries, or mail another instance queued). */
export const POLL_MS = 5_000;
/** Failed mails nobody dismissed are deleted after this. */
export const FAILED_KEPT_MS = 30 * 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

export interface OutboxSenderOptions {
  db: Kysely<Database>;
  deliver: (mail: OutgoingMail) => Promise<void>;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface OutboxSender {
  start(): void;
  /** Sends due mail soon (a mail was just queued). */
  wake(): void;
  /** One pass now, after any pass under way: the number of mails it claimed. */
  deliverDue(): Promise<number>;
  /** No more passes; resolves once the one under way has finished. */
  stop(): Promise<void>;
}

export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, deliver, now, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  /** Woken while a pass ran: look again at once, the new mail may have missed that pass. */
  let wokenWhileRunning = false;
  let stopped = true;
  let chain: Promise<unknown> = Promise.resolve();
  let lastSweep = 0;

  async function sendOne(mail: ClaimedMail): Promise<void> {
    try {
      if (mail.text_body === null || mail.html_body === null) {
        throw new Error('The mail has no body left to send');
      }
      await deliver({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } catch (error) {
      const reason = describe(error);
      const at = now();
      if (mail.attempts >= MAX_ATTEMPTS) {
        await markMailFailed(db, mail.mail_id, at, reason);
        log.error(
          { mailId: mail.mail_id, attempts: mail.attempts, reason },
          'mail failed for good',
        );
      } else {
        const delay = RETRY_DELAYS_MS[mail.attempts - 1] ?? RETRY_DELAYS_MS[0] ?? 10_000;
        await scheduleRetry(db, mail.mail_id, new Date(at.getTime() + delay), reason);
        log.warn({ mailId: mail.mail_id, attempts: mail.attempts, reason }, 'mail not sent yet');
      }
      return;
    }
    await deleteSentMail(db, mail.mail_id);
    log.info({ mailId: mail.mail_id }, 'mail sent');
  }

  async function pass(): Promise<number> {
    const at = now();
    if (at.getTime() - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = at.getTime();
      await deleteFailedMailBefore(db, new Date(at.getTime() - FAILED_KEPT_MS));
    }
    if (!(await anyMailDue(db, at))) return 0;
    const claimed = await claimDueMail(db, at, LEASE_MS, BATCH_SIZE);
    await Promise.all(claimed.map((mail) => sendOne(mail)));
    return claimed.length;
  }

  function deliverDue(): Promise<number> {
    const next = chain.then(pass, pass);
    chain = next.catch(() => undefined);
    return next;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
    // A waiting sender never keeps the process alive.
    timer.unref();
  }

  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    wokenWhileRunning = false;
    let claimed = 0;
    try {
      claimed = await deliverDue();
    } catch (error) {
      log.error({ err: error }, 'the mail sender could not reach the outbox');
    } finally {
      running = false;
    }
    // A full batch: more may be waiting.
    schedule(claimed >= BATCH_SIZE || wokenWhileRunning ? 0 : POLL_MS);
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      if (running) wokenWhileRunning = true;
      else schedule(0);
    },
    deliverDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}

/** What an admin is shown: the server's reply or the network error, short, never the body. */
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Unknown error';
}
