/**
 * The future-ready profile: /api/profile/*. GetProfile answers what a pupil's
 * profile can hold (the /profile screen's choices and preview); ProfilePdf draws the chosen
 * parts as a PDF and records that it was made. Both take the subject pupil's `user_id`,
 * checked by the ownership kind `profileSubject`, and read that pupil's data, never the
 * session user's; the project must be one of the subject's.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PROFILE_NOTES_MAX,
  PROFILE_REFUSAL,
  ProfileContent,
  ProfilePdfQuery,
  ProfileQuery,
} from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import type { FastifyRequest } from 'fastify';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { classViewerOf } from '../plugins/ownership';
import { listClassProjects } from '../queries/classAccess';
import type { Executor } from '../db/database';
import { gatherProfile } from '../profile/gatherProfile';
import { profileFileName } from '../profile/profileFileName';
import { renderProfilePdf } from '../profile/renderProfilePdf';
import { errorReply, replies } from '../wire/replies';
import { attachment } from '../files/attachment';

/** A pupil reads their own, a parent their child's: reads, so a parent session may. */
const READ = { access: 'user', allowReadOnly: true } as const;
const SUBJECT = { user_id: 'profileSubject' } as const;
/**
 * The project is checked by gatherProfile against the SUBJECT's projects the session may see
 * (answered Not authorised), not the session user's, so that staff can make a pupil's profile.
 */
const PROJECT_CHECKED_BY_HANDLER = {
  project_id:
    "one of the subject pupil's projects the session may see: gatherProfile refuses any other",
} as const;

/** The PDF's bytes, which Fastify sends as they are. */
const PdfBytes = Type.Unsafe<Buffer>(Type.String({ description: 'the PDF file' }));

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
  request: FastifyRequest,
  subjectId: number,
): Promise<ReadonlySet<number> | undefined> {
  const session = sessionOf(request);
  if (session.user.user_id === subjectId) return undefined;
  const viewer = classViewerOf(session);
  if (viewer === undefined) return new Set();
  return new Set((await listClassProjects(db, viewer)).map((p) => p.school_project_id));
}

const profileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/profile/GetProfile',
    {
      config: { ...READ, owns: SUBJECT, unchecked: PROJECT_CHECKED_BY_HANDLER },
      schema: { querystring: ProfileQuery, response: replies(ProfileContent) },
    },
    async (request, reply) => {
      const { user_id, project_id } = request.query;
      const seen = await projectsSeenBy(db, request, user_id);
      const gathered = await gatherProfile(db, user_id, project_id, new Date(), seen);
      if (typeof gathered === 'string') return denyNotAuthorised(reply);
      return gathered.content;
    },
  );

  fastify.get(
    '/api/profile/ProfilePdf',
    {
      config: { ...READ, owns: SUBJECT, unchecked: PROJECT_CHECKED_BY_HANDLER },
      schema: { querystring: ProfilePdfQuery, response: replies(PdfBytes) },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const query = request.query;
      const skillIds = parseIdList(query.skills);
      const noteIds = parseIdList(query.notes);
      if (skillIds === undefined || noteIds === undefined) {
        return reply.code(400).send(errorReply(PROFILE_REFUSAL.badList));
      }
      if (skillIds.length === 0) return reply.code(400).send(errorReply(PROFILE_REFUSAL.noSkills));
      if (noteIds.length > PROFILE_NOTES_MAX) {
        return reply.code(400).send(errorReply(PROFILE_REFUSAL.tooManyNotes));
      }
      const now = new Date();
      const seen = await projectsSeenBy(db, request, query.user_id);
      const gathered = await gatherProfile(db, query.user_id, query.project_id, now, seen);
      if (typeof gathered === 'string') return denyNotAuthorised(reply);
      const content = gathered.content;
      const skills = content.skills.filter((s) => skillIds.includes(s.skill_id));
      if (skills.length !== skillIds.length) {
        return reply.code(400).send(errorReply(PROFILE_REFUSAL.unknownSkill));
      }
      const notes = content.notes.filter((n) => noteIds.includes(n.notes_id));
      if (notes.length !== noteIds.length) {
        return reply.code(400).send(errorReply(PROFILE_REFUSAL.unknownNote));
      }
      const projectName =
        content.projects.find((p) => p.project_id === content.project_id)?.project_name ?? '';
      const pdf = await renderProfilePdf(content, {
        projectName,
        skills,
        notes,
        grades: query.grades,
        chart: query.chart,
        evidence: query.evidence,
      });
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
          ip: request.ip,
          detail: `project ${query.project_id}; ${skills.length} skills; ${notes.length} notes; sections ${sections.join(',')}${session.readOnly ? '; parent session' : ''}`,
        },
        now,
      );
      const fileName = profileFileName(content.pupil_name, now);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachment(fileName.own, fileName.ascii))
        .send(pdf);
    },
  );
};

export default profileRoutes;
