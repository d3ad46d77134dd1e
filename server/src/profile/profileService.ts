/**
 * The profile's rules: the subject's data, never the session user's; staff see only the
 * projects they teach; a PDF names at least one skill, no more notes than the limit, and only
 * skills and notes the profile holds; making one is recorded in the audit log.
 */
import type { ProfileContent, ProfilePdfQuery } from '@skillfolio/shared/types';
import {
  LANGUAGE_LOCALES,
  PROFILE_NOTES_MAX,
  PROFILE_REFUSAL,
  type Language,
} from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import type { Executor } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import { classViewerOf } from '../plugins/ownership';
import type { RequestSession } from '../plugins/sessions';
import { listClassProjects } from '../queries/classAccess';
import { gatherProfile, longLondonDate } from './gatherProfile';
import { profileFileName, type ProfileFileName } from './profileFileName';
import { renderProfilePdf } from './renderProfilePdf';
import { verifyUrl } from '../verify/profileRecords';
import { issueRecord } from '../verify/verifyService';

/** The project is not one the session may see: answered Not authorised, as a foreign id. */
export const NOT_THEIRS = 'notTheirs';

/** Who makes the profile, for its audit row, and the language they read it in. */
export interface Maker {
  session: RequestSession;
  ip: string;
  language: Language;
  /** The app's public address: the base of the verify link a pupil's own profile carries. */
  publicBaseUrl: string;
}

export interface ProfileFile {
  pdf: Buffer;
  fileName: ProfileFileName;
}

/** The ids of a comma-separated list, or undefined when it is not one. */
export function parseIdList(list: string): number[] | undefined {
  const trimmed = list.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(',').map((part) => part.trim());
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return undefined;
  const ids = parts.map(Number);
  if (!ids.every((id) => id <= 2147483647)) return undefined;
  return [...new Set(ids)];
}

/**
 * The subject's projects the session may see: all of them for the pupil (and parent)
 * themselves; for staff only the projects they teach (a school admin: the school's), as in
 * the class view, so a teacher of Year 10 never reads the pupil's Work Experience.
 */
async function projectsSeenBy(
  db: Executor,
  session: RequestSession,
  subjectId: number,
): Promise<ReadonlySet<number> | undefined> {
  if (session.user.user_id === subjectId) return undefined;
  const viewer = classViewerOf(session);
  if (viewer === undefined) return new Set();
  return new Set((await listClassProjects(db, viewer)).map((p) => p.school_project_id));
}

export async function profileOf(
  db: Executor,
  session: RequestSession,
  subjectId: number,
  projectId: number,
): Promise<ProfileContent | typeof NOT_THEIRS> {
  const seen = await projectsSeenBy(db, session, subjectId);
  const gathered = await gatherProfile(db, subjectId, projectId, new Date(), seen);
  return typeof gathered === 'string' ? NOT_THEIRS : gathered.content;
}

export async function makeProfilePdf(
  db: Executor,
  maker: Maker,
  query: ProfilePdfQuery,
  now: Date,
): Promise<ProfileFile | Refusal | typeof NOT_THEIRS> {
  const { session } = maker;
  const skillIds = parseIdList(query.skills);
  const noteIds = parseIdList(query.notes);
  if (skillIds === undefined || noteIds === undefined) return refusal(PROFILE_REFUSAL.badList);
  if (skillIds.length === 0) return refusal(PROFILE_REFUSAL.noSkills);
  if (noteIds.length > PROFILE_NOTES_MAX) return refusal(PROFILE_REFUSAL.tooManyNotes);
  const seen = await projectsSeenBy(db, session, query.user_id);
  const gathered = await gatherProfile(db, query.user_id, query.project_id, now, seen);
  if (typeof gathered === 'string') return NOT_THEIRS;
  // The date in the PDF's language; the rest of the content is data, written as it was.
  const content =
    maker.language === 'en'
      ? gathered.content
      : {
          ...gathered.content,
          made_on: longLondonDate(LANGUAGE_LOCALES[maker.language]).format(now),
        };
  const skills = content.skills.filter((s) => skillIds.includes(s.skill_id));
  if (skills.length !== skillIds.length) return refusal(PROFILE_REFUSAL.unknownSkill);
  const notes = content.notes.filter((n) => noteIds.includes(n.notes_id));
  if (notes.length !== noteIds.length) return refusal(PROFILE_REFUSAL.unknownNote);
  const projectName =
    content.projects.find((p) => p.project_id === content.project_id)?.project_name ?? '';
  const shownName = query.shown_name?.trim() || content.pupil_name;
  // A pupil's own profile at a school is recorded, so anyone with its link can check it; a
  // parent's or a teacher's download, or a home learner's (no school signs it), records nothing.
  const record =
    session.user.user_id === query.user_id && !session.readOnly && gathered.schoolId !== null
      ? await issueRecord(
          db,
          { session, ip: maker.ip },
          {
            userId: query.user_id,
            schoolId: gathered.schoolId,
            statement: {
              school_name: content.school_name ?? '',
              pupil_name: shownName,
              project_name: projectName,
              issued_at: now.toISOString(),
              skills: skills.map((skill) => ({
                skill: skill.skill_descriptor,
                area: skill.parent_descriptor,
                rating: query.grades ? (skill.latest?.grade ?? null) : null,
              })),
              evidence: query.evidence ? content.evidence.map((e) => e.evidence_text) : [],
            },
          },
          now,
        )
      : undefined;
  const pdf = await renderProfilePdf(
    { ...content, pupil_name: shownName },
    {
      projectName,
      skills,
      notes,
      grades: query.grades,
      chart: query.chart,
      evidence: query.evidence,
      language: maker.language,
      ...(record === undefined
        ? {}
        : { verifyUrl: verifyUrl(maker.publicBaseUrl, record.public_id) }),
    },
  );
  const sections = [
    query.grades && 'grades',
    query.chart && 'chart',
    query.evidence && 'evidence',
    notes.length > 0 && 'notes',
  ].filter(Boolean);
  await recordAudit(
    db,
    {
      action: 'profile.made',
      actorUserId: session.user.user_id,
      actorSchoolId: session.currentSchoolId,
      schoolId: gathered.schoolId,
      targetKind: 'user',
      targetId: query.user_id,
      ip: maker.ip,
      detail: `project ${query.project_id}; ${skills.length} skills; ${notes.length} notes; sections ${sections.join(',')}${session.readOnly ? '; parent session' : ''}`,
    },
    now,
  );
  return { pdf, fileName: profileFileName(shownName, now) };
}
