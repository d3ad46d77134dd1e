/**
 * The mails Skillfolio sends, each as plain text and HTML made from the same lines, in the
 * recipient's language (the `server` catalogue's `mail` texts). Names people typed are
 * escaped in the HTML; links are built by the caller from PUBLIC_BASE_URL.
 */
import type { Language } from '@skillfolio/shared/wire';
import { textsFor } from '../i18n/serverTexts';
import { escapeHtml } from '../wire/html';
import type { MailMessage } from './mailer';

/** One paragraph of a mail: text, or a link with its own words. */
type Paragraph = string | { link: string; label: string };

function compose(
  to: string,
  language: Language,
  subject: string,
  paragraphs: readonly Paragraph[],
): MailMessage {
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
  const html = `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n<body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>\n`;
  return { to, subject, text: `${text}\n\n-- \nSkillfolio\n`, html };
}

/** Which account a mail is about: its username, and its school's name when it has one. */
export function accountWords(
  language: Language,
  username: string,
  schoolName: string | undefined,
): string {
  const t = textsFor(language);
  return schoolName === undefined
    ? t('mail.account', { username })
    : t('mail.accountAtSchool', { username, schoolName });
}

/**
 * The code is in the body only: subjects show in mail relays' logs and lock-screen previews.
 * In `language`: the registrant's (the page they registered on), as they have no account yet.
 */
export function registrationCodeMail(
  to: string,
  code: string,
  validMinutes: number,
  language: Language,
): MailMessage {
  const t = textsFor(language);
  return compose(to, language, t('mail.registrationCode.subject'), [
    t('mail.registrationCode.thanks'),
    t('mail.registrationCode.code', { code }),
    t('mail.registrationCode.enter', { validMinutes }),
    t('mail.registrationCode.ignore'),
  ]);
}

/** Every mail is in its recipient's language (i18n/serverTexts.ts languageOfPerson). */
interface Recipient {
  to: string;
  language: Language;
}

export interface WelcomeMail extends Recipient {
  firstName: string;
  schoolName: string;
  schoolUsername: string;
  link: string;
  validHours: number;
  /** The security page, to set up two-factor authentication (and then back to First Steps). */
  securityLink: string;
}

export function welcomeMail(mail: WelcomeMail): MailMessage {
  const t = textsFor(mail.language);
  return compose(mail.to, mail.language, t('mail.welcome.subject'), [
    t('mail.welcome.hello', { firstName: mail.firstName }),
    t('mail.welcome.registered', { schoolName: mail.schoolName }),
    t('mail.welcome.username', { schoolUsername: mail.schoolUsername }),
    { label: t('mail.welcome.setPassword'), link: mail.link },
    t('mail.welcome.linkValid', { validHours: mail.validHours }),
    t('wire:AUTHENTICATOR_NEEDED_TEXT'),
    { label: t('mail.welcome.setUpSecondFactor'), link: mail.securityLink },
  ]);
}

export interface ResetMail extends Recipient {
  /** Which account the link is for (accountWords), in the mail's language. */
  account: string;
  link: string;
  validMinutes: number;
}

export function passwordResetMail(mail: ResetMail): MailMessage {
  const t = textsFor(mail.language);
  return compose(mail.to, mail.language, t('mail.passwordReset.subject'), [
    t('mail.passwordReset.asked', { account: mail.account }),
    { label: t('mail.passwordReset.choose'), link: mail.link },
    t('mail.passwordReset.linkValid', { validMinutes: mail.validMinutes }),
    t('mail.passwordReset.ignore'),
  ]);
}

export interface VerificationMail extends Recipient {
  /** Which account the address is being confirmed for (accountWords), in the mail's language. */
  account: string;
  link: string;
  validDays: number;
}

export function emailVerificationMail(mail: VerificationMail): MailMessage {
  const t = textsFor(mail.language);
  return compose(mail.to, mail.language, t('mail.emailVerification.subject'), [
    t('mail.emailVerification.given', { account: mail.account }),
    { label: t('mail.emailVerification.confirm'), link: mail.link },
    t('mail.emailVerification.linkValid', { validDays: mail.validDays }),
    t('mail.emailVerification.ignore'),
  ]);
}
