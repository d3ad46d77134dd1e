/**
 * /verify/<id>: the public check of a profile's link (printed on the PDF with a QR code).
 * Anyone may open it, logged in or not. A valid record shows its school, its date and what it
 * states; a withdrawn one only when it was issued and withdrawn; an unknown id (or none) says
 * only that the link cannot be found, never whether it once existed. The server sends
 * `X-Robots-Tag: noindex` for these pages; the meta tag says the same to any other copy.
 */
import { useCallback } from 'react';
import {
  call,
  LoadProblem,
  Page,
  Spinner,
  Stylesheet,
  useFormat,
  useLoad,
  useLocation,
  useTranslation,
  type ProfileStatement,
  type ScreenProps,
  type VerifiedSkill,
} from '@skillfolio/shared';
import { Verify } from '@skillfolio/shared/contract';
import verifyCss from './verify.css';

/** Dates as a UK school writes them, wherever the reader is: 28 November 2026. */
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'Europe/London' };

/** The id in /verify/<id> (a trailing slash allowed); '' when the path has none. */
export function verifyIdOf(pathname: string, base = '/verify'): string {
  const rest = pathname.startsWith(`${base}/`) ? pathname.slice(base.length + 1) : '';
  const id = rest.replace(/\/$/, '');
  // One path segment of the id's alphabet (base64url), and no longer than the query allows.
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : '';
}

interface SkillGroup {
  area: string | null;
  skills: VerifiedSkill[];
}

/** The skills under their area headings, in the order the profile states them. */
function byArea(skills: readonly VerifiedSkill[]): SkillGroup[] {
  const groups: SkillGroup[] = [];
  for (const skill of skills) {
    const last = groups.at(-1);
    if (last && last.area === skill.area) last.skills.push(skill);
    else groups.push({ area: skill.area, skills: [skill] });
  }
  return groups;
}

function Statement({ statement }: { statement: ProfileStatement }) {
  const { t } = useTranslation('verify');
  return (
    <section aria-labelledby="sf-verify-states" className="sf-verify__statement">
      <h2 id="sf-verify-states">{t('valid.states')}</h2>
      <dl className="sf-verify__facts">
        <dt>{t('valid.name')}</dt>
        <dd>{statement.pupil_name}</dd>
        <dt>{t('valid.project')}</dt>
        <dd>{statement.project_name}</dd>
      </dl>
      <h3>{t('valid.skills')}</h3>
      {byArea(statement.skills).map((group, index) => (
        <div key={index} className="sf-verify__area">
          {group.area !== null && <h4>{group.area}</h4>}
          <ul>
            {group.skills.map((skill, at) => (
              <li key={at}>
                {skill.rating === null
                  ? skill.skill
                  : t('valid.skillRating', { skill: skill.skill, rating: skill.rating })}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {statement.evidence.length > 0 && (
        <>
          <h3>{t('valid.evidence')}</h3>
          <ul>
            {statement.evidence.map((title, index) => (
              <li key={index}>{title}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function VerifyPage({ screen }: ScreenProps) {
  const { t } = useTranslation('verify');
  const f = useFormat();
  const { pathname } = useLocation();
  const id = verifyIdOf(pathname, screen.path);
  const check = useLoad(
    useCallback(() => (id === '' ? null : call(Verify.VerifyProfile, { id })), [id]),
  );
  const day = (iso: string | null) => (iso === null ? '' : f.date(iso, LONG_DATE));
  const reply = check.data;
  // No id (or not one of the ids' letters) is answered as an unknown link without asking.
  const unknown = id === '' || (check.status === 'loaded' && reply?.status === 'unknown');

  return (
    <Page title={t('title')}>
      <meta name="robots" content="noindex" />
      <Stylesheet name="skillfolio-verify" css={verifyCss} />
      <p className="sf-verify__about">{t('about')}</p>
      {unknown ? (
        <div className="sf-verify__banner sf-verify__banner--unknown">
          <p>{t('unknown')}</p>
        </div>
      ) : check.status === 'failed' ? (
        <LoadProblem what={t('loadProblem')} onRetry={check.reload} />
      ) : check.status === 'loading' || !reply ? (
        <Spinner label={t('checking')} />
      ) : reply.status === 'withdrawn' ? (
        <div className="sf-verify__banner sf-verify__banner--withdrawn">
          <h2>{t('withdrawn.heading')}</h2>
          <p>
            {t('withdrawn.text', {
              withdrawn: day(reply.withdrawn_at),
              school: reply.school_name ?? '',
              issued: day(reply.issued_at),
            })}
          </p>
        </div>
      ) : (
        <>
          <div className="sf-verify__banner sf-verify__banner--valid">
            <h2>
              <span className="sf-verify__mark" aria-hidden="true">
                ✓
              </span>
              {t('valid.issued', {
                school: reply.school_name ?? reply.statement?.school_name ?? '',
                date: day(reply.issued_at ?? reply.statement?.issued_at ?? null),
              })}
            </h2>
          </div>
          {reply.statement && <Statement statement={reply.statement} />}
        </>
      )}
    </Page>
  );
}
