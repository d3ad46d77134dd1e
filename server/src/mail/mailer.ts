/**
 * The mailer, `fastify.mailer`. Every mail is queued in the outbox in the database first
 * (mail/outboxQueries.ts), so a request never waits on SMTP and a mail outlives a restart;
 * each instance's sender (mail/outboxSender.ts) sends it off the request path, tries again
 * with growing delays, and marks it failed for an admin to see after the last try. With
 * `SMTP_URL` set, mail goes over SMTP, every step bounded by short timeouts; without it (the
 * one-machine default) each message is written to `DATA_DIR/outbox/<time>-<id>.eml` and the
 * log says where, so registration works with `npm start` alone. Messages hold codes and
 * links that act as passwords, so neither the log nor a failed mail's row ever keeps those.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Clock } from '../plugins/sessions';
import { insertMail } from './outboxQueries';
import { createOutboxSender, type OutgoingMail } from './outboxSender';

export interface MailMessage {
  to: string;
  subject: string;
  /** Every mail has both parts: text for plain readers, HTML for the rest. */
  text: string;
  html: string;
}

/** Whose admin is shown the mail if it finally fails: a school's, or (null) the global admin. */
export type MailOwner = number | null;

export interface Mailer {
  /**
   * Queues the mail in the outbox; resolves once it is stored, never waiting on SMTP.
   * Rejects only when the database does.
   */
  send(message: MailMessage, owner: MailOwner): Promise<void>;
  /**
   * Queues the mail without making the caller wait, so the caller's timing never tells
   * whether an account exists (and a caller inside a transaction is not held up by it); a
   * failure to queue is logged. The app waits for these when it closes.
   */
  sendLater(message: MailMessage, owner: MailOwner): void;
  /**
   * Runs work that leads to mail (looking up who gets it, making their links) off the
   * request path, once the current request has been answered, so the request does the same
   * work whoever the mail is for. A failure is logged. The app waits for these when it closes.
   */
  later(work: () => Promise<void>): void;
  /**
   * Resolves once every job and queueing started so far has finished and every mail due
   * now has been tried (for tests; a mail that fails waits for its next try).
   */
  settled(): Promise<void>;
  /** Holds jobs queued by `later` until the returned release is called (tests look at what a request did alone). */
  hold(): () => void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  /** Now, for the outbox's times; tests move it on to reach a retry. */
  clock?: Clock;
}

/**
 * Every SMTP step is cut off after this: connecting, the server's greeting, and any silence
 * after (nodemailer's defaults are 2 minutes, 30 seconds and 10 minutes).
 */
export const SMTP_TIMEOUT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<MailerOptions>(
  async (fastify, options) => {
    const transport =
      options.smtpUrl === null
        ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
        : nodemailer.createTransport({
            url: options.smtpUrl,
            connectionTimeout: SMTP_TIMEOUT_MS,
            greetingTimeout: SMTP_TIMEOUT_MS,
            socketTimeout: SMTP_TIMEOUT_MS,
            dnsTimeout: SMTP_TIMEOUT_MS,
          });
    const now = options.clock ?? (() => new Date());
    const pending = new Set<Promise<void>>();
    let held: Promise<void> = Promise.resolve();

    async function deliver(message: OutgoingMail): Promise<void> {
      const info = await transport.sendMail({ from: options.from, ...message });
      if (options.smtpUrl !== null) return;
      const raw = (info as { message?: unknown }).message;
      if (!Buffer.isBuffer(raw)) throw new Error('The outbox transport gave no message');
      const file = await writeToOutbox(options.outboxDir, raw);
      fastify.log.info({ file }, `mail written to the outbox: ${file}`);
    }

    const sender = createOutboxSender({ db: fastify.db, deliver, now, log: fastify.log });

    function track(work: Promise<void>): void {
      const job = work.finally(() => pending.delete(job));
      pending.add(job);
    }

    async function allJobs(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    }

    const mailer: Mailer = {
      async send(message, owner) {
        await insertMail(fastify.db, { ...message, schoolId: owner }, now());
        sender.wake();
      },
      sendLater(message, owner) {
        track(
          mailer.send(message, owner).catch((error: unknown) => {
            fastify.log.error({ err: error }, 'could not queue mail');
          }),
        );
      },
      later(work) {
        track(
          new Promise<void>((resolve) => {
            // After the reply: a timer runs once the current request's I/O has been written.
            setTimeout(() => resolve(), 0);
          })
            .then(() => held)
            .then(work)
            .catch((error: unknown) => {
              fastify.log.error({ err: error }, 'could not prepare mail');
            }),
        );
      },
      async settled() {
        await allJobs();
        while ((await sender.deliverDue()) > 0) await allJobs();
      },
      hold() {
        let release = () => {};
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
        return () => {
          release();
          held = Promise.resolve();
        };
      },
    };
    fastify.decorate('mailer', mailer);
    fastify.addHook('onReady', async () => {
      sender.start();
    });
    fastify.addHook('onClose', async () => {
      // Queued mail stays in the outbox for the next start (or another instance) to send.
      await allJobs();
      await sender.stop();
      transport.close();
    });
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['db'] },
);

/** `<time>-<id>.eml`: sorts by time, never collides; readable by the server's user only. */
async function writeToOutbox(outboxDir: string, raw: Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outboxDir, `${time}-${randomBytes(6).toString('hex')}.eml`);
  await writeFile(file, raw, { mode: 0o600, flag: 'wx' });
  return file;
}
