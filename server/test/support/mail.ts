/**
 * Mail in tests, read as a person would: an in-process SMTP server on a free port that keeps
 * every message, the outbox folder, and the plain-text part of a raw message decoded.
 * Used by the server tests and by e2e/registration.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ('' when there is none). */
  html: string;
}

/**
 * How the catcher behaves: takes mail; refuses every recipient with a 451 (a server that is
 * up but will not take mail); or accepts the connection and never greets (a server that hangs).
 */
export type CatcherMode = 'accept' | 'refuse' | 'hang';

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: CaughtMail[];
  /** Changed at any time; a connection already made keeps the mode it met. */
  mode: CatcherMode;
  /** Recipients refused so far (each try of each mail counts). */
  refused: number;
  /** The first mail to `address` after the `skip` already read, waiting up to 10 s. */
  next(address: string, skip?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(mode: CatcherMode = 'accept'): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Hung connections are cut at close instead of after the 30 s default.
    closeTimeout: 100,
    onConnect(_session, callback) {
      // Hanging: the greeting waits for this callback, which never comes.
      if (catcher.mode !== 'hang') callback();
    },
    onRcptTo(_address, _session, callback) {
      if (catcher.mode !== 'refuse') return callback();
      catcher.refused += 1;
      const error = Object.assign(new Error('Mailbox busy, try again later'), {
        responseCode: 451,
      });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const catcher: MailCatcher = {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mode,
    refused: 0,
    async next(address, skip = 0) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = mails.filter((m) => m.to.includes(address.toLowerCase()))[skip];
        if (found !== undefined) return found;
        if (Date.now() > deadline) throw new Error(`No mail ${skip + 1} to ${address} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return catcher;
}

/** Every `.eml` in the outbox folder, oldest first (the names start with the time). */
export function readOutbox(outboxDir: string): Array<CaughtMail & { file: string }> {
  let names: string[];
  try {
    names = readdirSync(outboxDir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = path.join(outboxDir, name);
    const raw = readFileSync(file, 'utf8');
    const to = /^To: (.*)$/im.exec(raw)?.[1]?.trim().toLowerCase() ?? '';
    return { file, to: [to], ...parseMail(raw) };
  });
}

/** Subject, text and HTML of a raw message (as nodemailer writes them: one level of parts). */
export function parseMail(raw: string): Omit<CaughtMail, 'to'> {
  const message = raw.replace(/\r\n/g, '\n');
  const subject = decodeHeader(/^Subject: (.*(?:\n[ \t].*)*)$/im.exec(message)?.[1] ?? '');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(message)?.[1];
  const parts = boundary === undefined ? [message] : message.split(`--${boundary}`).slice(1, -1);
  let text = '';
  let html = '';
  for (const part of parts) {
    const split = part.replace(/^\n/, '').indexOf('\n\n');
    const body = part.replace(/^\n/, '');
    const headers = body.slice(0, split);
    const content = decodeBody(body.slice(split + 2), headers);
    if (/content-type:\s*text\/plain/i.test(headers)) text = content;
    if (/content-type:\s*text\/html/i.test(headers)) html = content;
  }
  return { raw, subject, text, html };
}

function decodeBody(body: string, headers: string): string {
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** An RFC 2047 encoded-word header (=?UTF-8?Q?…?=), as nodemailer writes non-ASCII ones. */
function decodeHeader(value: string): string {
  return value
    .replace(/\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
