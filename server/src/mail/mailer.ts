/**
 * The mailer, `fastify.mailer`: with `SMTP_URL` set, mail goes over SMTP; without it (the
 * one-machine default) each message is written to `DATA_DIR/outbox/<time>-<id>.eml` and the
 * log says where, so registration works with `npm start` alone. Messages hold codes and
 * links that act as passwords, so neither they nor the log line ever carry those.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** Every mail has both parts: text for plain readers, HTML for the rest. */
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends now; rejects when the SMTP server refuses or the outbox cannot be written. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends after the reply, so how long a send takes never tells a caller whether an
   * account exists; a failure is logged. The app waits for these when it closes.
   */
  sendLater(message: MailMessage): void;
  /**
   * Runs work that leads to mail (looking up who gets it, making their links) off the
   * request path, once the current request has been answered, so the request does the same
   * work whoever the mail is for. A failure is logged. The app waits for these when it closes.
   */
  later(work: () => Promise<void>): void;
  /** Resolves once every job and send started so far has finished (for tests and shutdown). */
  settled(): Promise<void>;
  /** Holds jobs queued by `later` until the returned release is called (tests look at what a request did alone). */
  hold(): () => void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}

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
        : nodemailer.createTransport(options.smtpUrl);
    const pending = new Set<Promise<void>>();
    let held: Promise<void> = Promise.resolve();

    const mailer: Mailer = {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        if (options.smtpUrl !== null) {
          fastify.log.info({ messageId: info.messageId }, 'mail sent over SMTP');
          return;
        }
        const raw = (info as { message?: unknown }).message;
        if (!Buffer.isBuffer(raw)) throw new Error('The outbox transport gave no message');
        const file = await writeToOutbox(options.outboxDir, raw);
        fastify.log.info({ file }, `mail written to the outbox: ${file}`);
      },
      sendLater(message) {
        const sending = mailer
          .send(message)
          .catch((error: unknown) => {
            fastify.log.error({ err: error }, 'could not send mail');
          })
          .finally(() => pending.delete(sending));
        pending.add(sending);
      },
      later(work) {
        const job = new Promise<void>((resolve) => {
          // After the reply: a timer runs once the current request's I/O has been written.
          setTimeout(() => resolve(), 0);
        })
          .then(() => held)
          .then(work)
          .catch((error: unknown) => {
            fastify.log.error({ err: error }, 'could not prepare mail');
          })
          .finally(() => pending.delete(job));
        pending.add(job);
      },
      async settled() {
        while (pending.size > 0) await Promise.all([...pending]);
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
    fastify.addHook('onClose', async () => {
      await mailer.settled();
      transport.close();
    });
  },
  { name: 'mailer', fastify: '5.x' },
);

/** `<time>-<id>.eml`: sorts by time, never collides; readable by the server's user only. */
async function writeToOutbox(outboxDir: string, raw: Buffer): Promise<string> {
  await mkdir(outboxDir, { recursive: true, mode: 0o700 });
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outboxDir, `${time}-${randomBytes(6).toString('hex')}.eml`);
  await writeFile(file, raw, { mode: 0o600, flag: 'wx' });
  return file;
}
