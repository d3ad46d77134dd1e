/**
 * The mails Skillfolio sends, each as plain text and HTML made from the same lines. Names
 * people typed are escaped in the HTML; links are built by the caller from PUBLIC_BASE_URL.
 */
import { AUTHENTICATOR_NEEDED_TEXT } from '@skillfolio/shared/wire';
import { escapeHtml } from '../wire/html';
import type { MailMessage } from './mailer';

/** One paragraph of a mail: text, or a link with its own words. */
type Paragraph = string | { link: string; label: string };

function compose(to: string, subject: string, paragraphs: readonly Paragraph[]): MailMessage {
  const text = paragraphs
    .map((p) => (typeof p === 'string' ? p : `${p.label}:\n${p.link}`))
    .join('\n\n');
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>\n`;
  return { to, subject, text: `${text}\n\n-- \nSkillfolio\n`, html };
}

/** The code is in the body only: subjects show in mail relays' logs and lock-screen previews. */
export function registrationCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  return compose(to, 'Your Skillfolio confirmation code', [
    'Thank you for registering your school with Skillfolio.',
    `Your confirmation code is ${code}`,
    `Enter it on the registration page within ${validMinutes} minutes. The code works once.`,
    'If you did not ask to register a school, you can ignore this e-mail.',
  ]);
}

export interface WelcomeMail {
  to: string;
  firstName: string;
  schoolName: string;
  schoolUsername: string;
  link: string;
  validHours: number;
  /** The security page, to set up two-factor authentication (and then back to First Steps). */
  securityLink: string;
}

export function welcomeMail(mail: WelcomeMail): MailMessage {
  return compose(mail.to, 'Your Skillfolio school is ready: set your password', [
    `Hello ${mail.firstName},`,
    `${mail.schoolName} is registered with Skillfolio, and you are its school admin.`,
    `Your school username is ${mail.schoolUsername}. Pupils and staff give it when they log in with a username; you log in with this e-mail address.`,
    { label: 'Set your password', link: mail.link },
    `The link works once, within ${mail.validHours} hours. If it has expired, use "Forgot password?" on the login page.`,
    AUTHENTICATOR_NEEDED_TEXT,
    {
      label: 'Set up two-factor authentication (after you have set your password)',
      link: mail.securityLink,
    },
  ]);
}

export interface ResetMail {
  to: string;
  /** Which account the link is for, when an address has several (school name or "private"). */
  account: string;
  link: string;
  validMinutes: number;
}

export function passwordResetMail(mail: ResetMail): MailMessage {
  return compose(mail.to, 'Reset your Skillfolio password', [
    `Someone asked to reset the Skillfolio password of ${mail.account} for this e-mail address.`,
    { label: 'Choose a new password', link: mail.link },
    `The link works once, within ${mail.validMinutes} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ]);
}

export interface VerificationMail {
  to: string;
  /** Which account the address is being confirmed for. */
  account: string;
  link: string;
  validDays: number;
}

export function emailVerificationMail(mail: VerificationMail): MailMessage {
  return compose(mail.to, 'Confirm your e-mail address for Skillfolio', [
    `This address was given for ${mail.account} on Skillfolio. Confirm it is yours, and you can log in and reset your password with it.`,
    { label: 'Confirm this e-mail address', link: mail.link },
    `The link works once, within ${mail.validDays} days.`,
    'If this is not your account, ignore this e-mail: the address will not be used to log in.',
  ]);
}
