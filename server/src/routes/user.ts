/**
 * SPEC §7 "User data": /api/User/*. The current user, the learner's own self assessment,
 * personal-plan steps, notes, evidence and progress, and where the learner screens start.
 * Every id is declared in
 * `config.owns` and checked by plugins/ownership.ts before the handler runs.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ASSESSMENT_ADD_FAILURE,
  Assessment,
  AssessmentQuery,
  AssessmentSkill,
  DeleteNoteRequest,
  Note,
  NOTE_REFUSAL,
  NOTE_TEXT_MAX,
  NOTE_TITLE_MAX,
  NOTES_PER_USER_MAX,
  NOTES_TEXT_TOTAL_MAX,
  OkReply,
  Progress,
  ProjectEvidence,
  ProjectQuery,
  RememberSelectionRequest,
  SaveAssessmentNameRequest,
  SaveGradeQuery,
  SaveNoteReply,
  SaveNoteRequest,
  SessionReply,
  UserProject,
  UserQuery,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { sessionOf } from '../plugins/guard';
import {
  insertAssessment,
  insertEmptyGrades,
  listAssessmentsOfProject,
  updateGrade,
} from '../queries/assessments';
import {
  listChecksOfEvidence,
  listCriteriaOfProjects,
  listEvidenceOfUser,
} from '../queries/evidence';
import { deleteNote, insertNote, listNotesOfUser, notesHeld, updateNote } from '../queries/notes';
import { renderMarkdown } from '../wire/markdown';
import { listProgressAssessments, listProgressGrades } from '../queries/progress';
import { listProjectsOfUserByName } from '../queries/projects';
import { setSessionSelection, setUserSelection } from '../queries/sessions';
import { listLeafSkills } from '../queries/skills';
import { readSelfAssessmentSkills } from '../queries/selfAssessmentSkills';
import { toEvidence, toNote, toProgress } from '../wire/learnerPages';
import { errorReply, OK, replies } from '../wire/replies';
import { toAssessment, toAssessmentSkills, toUserProject } from '../wire/selfAssessment';
import { loadSessionReply, sessionReplyFrom } from '../wire/sessionReply';
import { GRADE_MESSAGE, parseGrade } from './learnerInput';

// Every route here is the session's own: ownDataOnly (plugins/guard.ts) lets a staff member
// who still owes their second factor see their own rows, and ownership.ts holds the ids to it.
const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;
// Writes: the guard refuses them to read-only (parent) sessions.
const WRITE = { access: 'user', ownDataOnly: true } as const;
/** The `user_id` the SPEC sends along: only ever the session's own user. */
const SELF = { user_id: 'self' } as const;

const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/User/GetCurrentUser',
    // Read with the session, in one query (plugins/sessions.ts): the browser asks on every load.
    // Open to all: a visitor who is not logged in gets 204 No Content, not a 401, because
    // being logged out is an answer, not an error (browsers log every failed fetch in red).
    // The 401/403 texts of SPEC §8 stay for the routes that really refuse.
    {
      config: { access: 'public', sessionReply: true },
      schema: { response: { ...replies(SessionReply), 204: Type.Null() } },
    },
    async (request, reply) => {
      const session = request.session;
      // Password given, code not yet: not logged in until the code is.
      if (session === null || session.secondFactor === 'pending') {
        return reply.code(204).send(null);
      }
      const remembered = {
        projectId: session.selectedProjectId,
        assessmentId: session.selectedAssessmentId,
      };
      if (session.reply !== undefined) {
        return sessionReplyFrom(db, session.user, session.readOnly, remembered, session.reply);
      }
      return loadSessionReply(
        db,
        session.user,
        session.currentSchoolId,
        session.readOnly,
        remembered,
      );
    },
  );

  // Navigation, not data: a parent may choose too, for their own session only.
  fastify.post(
    '/api/user/RememberSelection',
    {
      config: {
        access: 'user',
        allowReadOnly: true,
        ownDataOnly: true,
        owns: {
          project_id: { kind: 'project', zero: 'none' },
          assessment_id: { kind: 'assessment', zero: 'none' },
        },
      },
      schema: { body: RememberSelectionRequest, response: replies(OkReply) },
    },
    async (request) => {
      const session = sessionOf(request);
      const { project_id, assessment_id } = request.body;
      const selection = {
        projectId: project_id === 0 ? null : project_id,
        assessmentId: assessment_id === 0 ? null : assessment_id,
      };
      await db.transaction().execute(async (trx) => {
        await setSessionSelection(trx, session.idHash, selection);
        // The next login starts here; a parent's browsing leaves the pupil's choice alone.
        if (!session.readOnly) await setUserSelection(trx, session.user.user_id, selection);
      });
      return OK;
    },
  );

  // ---- Self assessment ------------------------------------------------------------------

  fastify.get(
    '/api/user/GetProjectsForUser',
    {
      config: { ...READ, owns: SELF },
      schema: { querystring: UserQuery, response: replies(Type.Array(UserProject)) },
    },
    async (request) => {
      const rows = await listProjectsOfUserByName(db, sessionOf(request).user.user_id);
      return rows.map(toUserProject);
    },
  );

  fastify.get(
    '/api/user/GetAssessmentsForProject',
    {
      config: { ...READ, owns: { ...SELF, project_id: 'project' } },
      schema: { querystring: ProjectQuery, response: replies(Type.Array(Assessment)) },
    },
    async (request) => {
      const userId = sessionOf(request).user.user_id;
      const rows = await listAssessmentsOfProject(db, userId, request.query.project_id);
      return rows.map(toAssessment);
    },
  );

  fastify.post(
    '/api/user/SaveAssessmentName',
    {
      config: {
        ...WRITE,
        owns: { ...SELF, project_id: 'project' },
        // The SPEC's message, not Not authorised: the client shows it in the modal.
        ownershipRefusal: errorReply(ASSESSMENT_ADD_FAILURE),
      },
      schema: { body: SaveAssessmentNameRequest, response: replies(Assessment) },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { project_id } = request.body;
      const name = request.body.newName.trim();
      if (name === '') {
        return reply.code(400).send(errorReply('Enter a name for the assessment'));
      }
      const created = await db.transaction().execute(async (trx) => {
        const skills = await listLeafSkills(trx, session.user.school_id);
        const assessment = await insertAssessment(trx, {
          userId: session.user.user_id,
          projectId: project_id,
          name,
          createdAt: new Date(),
        });
        await insertEmptyGrades(
          trx,
          assessment.assessment_id,
          skills.map((skill) => skill.skill_id),
        );
        return assessment;
      });
      return toAssessment(created);
    },
  );

  fastify.get(
    '/api/user/GetSkillsForAssessment',
    {
      config: { ...READ, owns: { ...SELF, assessment_id: 'assessment' } },
      schema: { querystring: AssessmentQuery, response: replies(Type.Array(AssessmentSkill)) },
    },
    async (request) => {
      // One query (queries/selfAssessmentSkills.ts): the screen's main read.
      const { graded, headings, previous } = await readSelfAssessmentSkills(
        db,
        request.query.assessment_id,
      );
      return toAssessmentSkills(graded, headings, previous);
    },
  );

  // The SPEC sends SaveGrade as query parameters with no body; a `{}` JSON body is fine too.
  fastify.post(
    '/api/user/SaveGrade',
    {
      config: { ...WRITE, owns: { ...SELF, assessment_grade_id: 'assessmentGrade' } },
      schema: { querystring: SaveGradeQuery, response: replies(OkReply) },
    },
    async (request, reply) => {
      const { assessment_grade_id, statement } = request.query;
      const grade = parseGrade(request.query.grade);
      if (grade === undefined) return reply.code(400).send(errorReply(GRADE_MESSAGE));
      await updateGrade(db, assessment_grade_id, grade, statement);
      return OK;
    },
  );

  // ---- Notes, evidence and progress ---------------------------------------------------------

  fastify.get(
    '/api/user/GetMyNotes',
    {
      config: { ...READ, owns: SELF },
      schema: { querystring: UserQuery, response: replies(Type.Array(Note)) },
    },
    async (request) => {
      const rows = await listNotesOfUser(db, sessionOf(request).user.user_id);
      return rows.map(toNote);
    },
  );

  // note_id 0 adds a note, above 0 edits the caller's own (checked by ownership).
  fastify.post(
    '/api/user/SaveNote',
    {
      config: { ...WRITE, owns: { note_id: { kind: 'note', zero: 'new' } } },
      schema: { body: SaveNoteRequest, response: replies(SaveNoteReply) },
    },
    async (request, reply) => {
      const title = request.body.note_title.trim();
      // Stored as written: leading spaces and line breaks are Markdown (a code block, say).
      const text = request.body.note_text;
      const refusal = noteRefusal(title, text.trim());
      if (refusal !== undefined) return reply.code(400).send(errorReply(refusal));
      const { note_id } = request.body;
      const userId = sessionOf(request).user.user_id;
      // Caps on what one user keeps bound every read of their notes, however they write.
      const held = await notesHeld(db, userId, note_id);
      if (note_id === 0 && held.count >= NOTES_PER_USER_MAX) {
        return reply.code(400).send(errorReply(NOTE_REFUSAL.tooManyNotes));
      }
      if (held.characters + text.length > NOTES_TEXT_TOTAL_MAX) {
        return reply.code(400).send(errorReply(NOTE_REFUSAL.notesTooLong));
      }
      // Rendered once here, so reading the notes does no Markdown work at all.
      const html = renderMarkdown(text);
      if (note_id === 0) {
        return {
          note_id: await insertNote(db, { userId, title, text, html, createdAt: new Date() }),
        };
      }
      await updateNote(db, note_id, { title, text, html });
      return { note_id };
    },
  );

  fastify.post(
    '/api/user/DeleteNote',
    {
      config: { ...WRITE, owns: { note_id: 'note' } },
      schema: { body: DeleteNoteRequest, response: replies(OkReply) },
    },
    async (request) => {
      await deleteNote(db, request.body.note_id);
      return OK;
    },
  );

  fastify.get(
    '/api/user/GetMyEvidence',
    {
      config: { ...READ, owns: SELF },
      schema: { querystring: UserQuery, response: replies(Type.Array(ProjectEvidence)) },
    },
    async (request) => {
      const userId = sessionOf(request).user.user_id;
      const projects = await listProjectsOfUserByName(db, userId);
      const projectIds = projects.map((p) => p.project_id);
      const evidence = await listEvidenceOfUser(db, userId, projectIds);
      const criteria = await listCriteriaOfProjects(db, projectIds);
      const checks = await listChecksOfEvidence(
        db,
        evidence.map((e) => e.evidence_id),
      );
      return projects.map((project) => ({
        school_project_id: project.project_id,
        project_name: project.project_name,
        evidence: toEvidence(
          evidence.filter((e) => e.school_project_id === project.project_id),
          criteria,
          checks,
        ),
      }));
    },
  );

  fastify.get(
    '/api/user/GetProgress',
    {
      config: { ...READ, owns: { ...SELF, project_id: 'project' } },
      schema: { querystring: ProjectQuery, response: replies(Progress) },
    },
    async (request) => {
      const userId = sessionOf(request).user.user_id;
      const assessments = await listProgressAssessments(db, userId, request.query.project_id);
      const grades = await listProgressGrades(
        db,
        assessments.map((a) => a.assessment_id),
      );
      return toProgress(assessments, grades);
    },
  );
};

/** Why a note cannot be saved (given its trimmed title and text); undefined if it can. */
function noteRefusal(title: string, text: string): string | undefined {
  if (title === '') return NOTE_REFUSAL.titleRequired;
  if (title.length > NOTE_TITLE_MAX) return NOTE_REFUSAL.titleTooLong;
  if (text === '') return NOTE_REFUSAL.textRequired;
  if (text.length > NOTE_TEXT_MAX) return NOTE_REFUSAL.textTooLong;
  return undefined;
}

export default userRoutes;
