/**
 * SPEC §7 "User data": /api/User/*. The current user, and the learner's own self assessment
 * and personal-plan steps. Every id the client sends is loaded scoped to the session's user;
 * anyone else's (or a missing) id gets `Not authorised`, so existence is never revealed.
 */
import type {
  AddStepReply,
  AddStepRequest,
  Assessment,
  AssessmentSkill,
  ASSESSMENT_ADD_FAILURE,
  DeleteStepRequest,
  DevelopmentArea,
  MarkStepCompleteRequest,
  OkReply,
  SaveAssessmentNameRequest,
  SessionReply,
  StepsAndDone,
  UserProject,
} from '@skillfolio/shared/types';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { denyNotAuthorised, isOtherUser, sessionOf } from '../plugins/guard';
import type { RequestSession } from '../plugins/sessions';
import {
  findAssessmentOfUser,
  insertAssessment,
  insertEmptyGrades,
  isGradeOfUser,
  listAssessmentsOfProject,
  listGradedSkills,
  updateGrade,
} from '../queries/assessments';
import { findAreaOfUser, listAreasOfProject } from '../queries/developmentAreas';
import { isProjectOfUser, listProjectsOfUserByName } from '../queries/projects';
import { setSelectedAssessment, setSelectedProject } from '../queries/sessions';
import { listLeafSkills, listMissingAncestors } from '../queries/skills';
import {
  deleteStep,
  insertStepAtEnd,
  isStepOfUserArea,
  listStepsOfAreas,
  setStepCompleted,
} from '../queries/steps';
import {
  addStepReplySchema,
  developmentAreaSchema,
  stepsAndDoneSchema,
  toDevelopmentArea,
  toStepsAndDone,
} from '../wire/personalPlan';
import { badRequest, errorReplySchema, OK, okReplySchema } from '../wire/replies';
import {
  assessmentSchema,
  assessmentSkillSchema,
  toAssessment,
  toAssessmentSkills,
  toUserProject,
  userProjectSchema,
} from '../wire/selfAssessment';
import { loadSessionReply, sessionReplySchema } from '../wire/sessionReply';
import { GRADE_MESSAGE, idSchema, parseGrade, userIdProperty } from './learnerInput';

/** SPEC §8's text, typed against the shared constant (the server imports shared types only). */
const ADD_FAILURE: typeof ASSESSMENT_ADD_FAILURE = 'You can only add as assessment for yourself';

/** The optional `user_id` the SPEC sends with most calls. */
interface UserIdField {
  user_id?: number;
}

type ProjectQuery = UserIdField & { project_id: number };
type AssessmentQuery = UserIdField & { assessment_id: number };
type AreaQuery = UserIdField & { development_area_id: number };

interface SaveGradeQuery extends UserIdField {
  assessment_grade_id: number;
  /** Text, checked by parseGrade. */
  grade?: string;
  statement: string;
}

type SaveAssessmentNameBody = SaveAssessmentNameRequest & UserIdField;
type AddStepBody = Omit<AddStepRequest, 'user_id'> & UserIdField;
type MarkStepCompleteBody = Omit<MarkStepCompleteRequest, 'user_id'> & UserIdField;
type DeleteStepBody = Omit<DeleteStepRequest, 'user_id'> & UserIdField;

const READ = { access: 'user', allowReadOnly: true } as const;
// Writes: the guard refuses them to read-only (parent) sessions.
const WRITE = { access: 'user' } as const;

const userQuerySchema = { type: 'object', properties: { ...userIdProperty } } as const;

function queryWith(idName: string) {
  return {
    type: 'object',
    required: [idName],
    properties: { ...userIdProperty, [idName]: idSchema },
  } as const;
}

const writeResponses = { 200: okReplySchema, 400: errorReplySchema } as const;

const userRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  /**
   * Whether the project is the session user's own (and `user_id`, if sent, is them); if so
   * it becomes the session's chosen project, which GetCurrentUser hands back after a reload.
   */
  async function chooseOwnProject(
    session: RequestSession,
    userIdParam: number | undefined,
    projectId: number,
  ): Promise<boolean> {
    if (isOtherUser(session, userIdParam)) return false;
    if (!(await isProjectOfUser(db, session.user.user_id, projectId))) return false;
    if (session.selectedProjectId !== projectId)
      await setSelectedProject(db, session.idHash, projectId);
    return true;
  }

  fastify.get<{ Reply: SessionReply }>(
    '/api/User/GetCurrentUser',
    { config: READ, schema: { response: { 200: sessionReplySchema } } },
    async (request) => {
      const session = sessionOf(request);
      return loadSessionReply(db, session.user, session.currentSchoolId, session.readOnly, {
        selectedProjectId: session.selectedProjectId,
        selectedAssessmentId: session.selectedAssessmentId,
      });
    },
  );

  // ---- Self assessment ------------------------------------------------------------------

  fastify.get<{ Querystring: UserIdField }>(
    '/api/user/GetProjectsForUser',
    {
      config: READ,
      schema: {
        querystring: userQuerySchema,
        response: { 200: { type: 'array', items: userProjectSchema } },
      },
    },
    async (request, reply): Promise<UserProject[] | FastifyReply> => {
      const session = sessionOf(request);
      if (isOtherUser(session, request.query.user_id)) return denyNotAuthorised(reply);
      const rows = await listProjectsOfUserByName(db, session.user.user_id);
      return rows.map(toUserProject);
    },
  );

  fastify.get<{ Querystring: ProjectQuery }>(
    '/api/user/GetAssessmentsForProject',
    {
      config: READ,
      schema: {
        querystring: queryWith('project_id'),
        response: { 200: { type: 'array', items: assessmentSchema } },
      },
    },
    async (request, reply): Promise<Assessment[] | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, project_id } = request.query;
      if (!(await chooseOwnProject(session, user_id, project_id))) return denyNotAuthorised(reply);
      const rows = await listAssessmentsOfProject(db, session.user.user_id, project_id);
      return rows.map(toAssessment);
    },
  );

  fastify.post<{ Body: SaveAssessmentNameBody }>(
    '/api/user/SaveAssessmentName',
    {
      config: WRITE,
      schema: {
        body: {
          type: 'object',
          required: ['newName', 'project_id'],
          properties: {
            ...userIdProperty,
            newName: { type: 'string', maxLength: 100 },
            project_id: idSchema,
          },
        },
        response: { 200: assessmentSchema, 400: errorReplySchema },
      },
    },
    async (request, reply): Promise<Assessment | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, project_id } = request.body;
      const name = request.body.newName.trim();
      if (name === '') return badRequest(reply, 'Enter a name for the assessment');
      const userId = session.user.user_id;
      // A 400 with the SPEC's message, not Not authorised: the client shows it in the modal.
      if (isOtherUser(session, user_id) || !(await isProjectOfUser(db, userId, project_id))) {
        return badRequest(reply, ADD_FAILURE);
      }
      const created = await db.transaction().execute(async (trx) => {
        const skills = await listLeafSkills(trx, session.user.school_id);
        const assessment = await insertAssessment(trx, {
          userId,
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

  fastify.get<{ Querystring: AssessmentQuery }>(
    '/api/user/GetSkillsForAssessment',
    {
      config: READ,
      schema: {
        querystring: queryWith('assessment_id'),
        response: { 200: { type: 'array', items: assessmentSkillSchema } },
      },
    },
    async (request, reply): Promise<AssessmentSkill[] | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, assessment_id } = request.query;
      if (
        isOtherUser(session, user_id) ||
        (await findAssessmentOfUser(db, session.user.user_id, assessment_id)) === undefined
      ) {
        return denyNotAuthorised(reply);
      }
      if (session.selectedAssessmentId !== assessment_id) {
        await setSelectedAssessment(db, session.idHash, assessment_id);
      }
      const graded = await listGradedSkills(db, assessment_id);
      const headings = await listMissingAncestors(db, graded);
      return toAssessmentSkills(graded, headings);
    },
  );

  // The SPEC sends SaveGrade as query parameters with no body; a `{}` JSON body is fine too.
  fastify.post<{ Querystring: SaveGradeQuery }>(
    '/api/user/SaveGrade',
    {
      config: WRITE,
      schema: {
        querystring: {
          type: 'object',
          required: ['assessment_grade_id'],
          properties: {
            ...userIdProperty,
            assessment_grade_id: idSchema,
            grade: { type: 'string' },
            // Plain text: stored as typed, shown by the client as text.
            statement: { type: 'string', maxLength: 4000, default: '' },
          },
        },
        response: writeResponses,
      },
    },
    async (request, reply): Promise<OkReply | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, assessment_grade_id, statement } = request.query;
      const grade = parseGrade(request.query.grade);
      if (grade === undefined) return badRequest(reply, GRADE_MESSAGE);
      if (
        isOtherUser(session, user_id) ||
        !(await isGradeOfUser(db, session.user.user_id, assessment_grade_id))
      ) {
        return denyNotAuthorised(reply);
      }
      await updateGrade(db, assessment_grade_id, grade, statement);
      return OK;
    },
  );

  // ---- Personal plan (the area itself is saved by /api/pages/SavePersonalPlan) ------------

  fastify.get<{ Querystring: ProjectQuery }>(
    '/api/user/GetDevelopmentAreas',
    {
      config: READ,
      schema: {
        querystring: queryWith('project_id'),
        response: { 200: { type: 'array', items: developmentAreaSchema } },
      },
    },
    async (request, reply): Promise<DevelopmentArea[] | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, project_id } = request.query;
      // The plan's project picker shares the choice with the self assessment's.
      if (!(await chooseOwnProject(session, user_id, project_id))) return denyNotAuthorised(reply);
      const areas = await listAreasOfProject(db, session.user.user_id, project_id);
      const steps = await listStepsOfAreas(
        db,
        areas.map((area) => area.development_area_id),
      );
      return areas.map((area) =>
        toDevelopmentArea(
          area,
          steps.filter((step) => step.development_area_id === area.development_area_id),
        ),
      );
    },
  );

  fastify.get<{ Querystring: AreaQuery }>(
    '/api/user/GetNextStepsWhatDone',
    {
      config: READ,
      schema: {
        querystring: queryWith('development_area_id'),
        response: { 200: stepsAndDoneSchema },
      },
    },
    async (request, reply): Promise<StepsAndDone | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, development_area_id } = request.query;
      if (
        isOtherUser(session, user_id) ||
        (await findAreaOfUser(db, session.user.user_id, development_area_id)) === undefined
      ) {
        return denyNotAuthorised(reply);
      }
      return toStepsAndDone(await listStepsOfAreas(db, [development_area_id]));
    },
  );

  fastify.post<{ Body: AddStepBody }>(
    '/api/user/AddStep',
    {
      config: WRITE,
      schema: {
        body: {
          type: 'object',
          required: ['development_area_id', 'step_text'],
          properties: {
            ...userIdProperty,
            development_area_id: idSchema,
            // Plain text; escaped wherever the server puts it into HTML (wire/html.ts).
            step_text: { type: 'string', maxLength: 1000 },
          },
        },
        response: { 200: addStepReplySchema, 400: errorReplySchema },
      },
    },
    async (request, reply): Promise<AddStepReply | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, development_area_id } = request.body;
      const stepText = request.body.step_text.trim();
      if (stepText === '') return badRequest(reply, 'Enter the next step');
      if (
        isOtherUser(session, user_id) ||
        (await findAreaOfUser(db, session.user.user_id, development_area_id)) === undefined
      ) {
        return denyNotAuthorised(reply);
      }
      // Read the last position, then insert after it: one transaction.
      const stepId = await db
        .transaction()
        .execute((trx) => insertStepAtEnd(trx, development_area_id, stepText));
      return { step_id: stepId };
    },
  );

  fastify.post<{ Body: MarkStepCompleteBody }>(
    '/api/user/MarkStepComplete',
    {
      config: WRITE,
      schema: {
        body: {
          type: 'object',
          required: ['development_area_id', 'step_id', 'complete'],
          properties: {
            ...userIdProperty,
            development_area_id: idSchema,
            step_id: idSchema,
            complete: { type: 'boolean' },
          },
        },
        response: writeResponses,
      },
    },
    async (request, reply): Promise<OkReply | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, development_area_id, step_id, complete } = request.body;
      if (
        isOtherUser(session, user_id) ||
        !(await isStepOfUserArea(db, session.user.user_id, development_area_id, step_id))
      ) {
        return denyNotAuthorised(reply);
      }
      await setStepCompleted(db, step_id, complete);
      return OK;
    },
  );

  fastify.post<{ Body: DeleteStepBody }>(
    '/api/user/deletestep',
    {
      config: WRITE,
      schema: {
        body: {
          type: 'object',
          required: ['development_area_id', 'step_id'],
          properties: {
            ...userIdProperty,
            development_area_id: idSchema,
            step_id: idSchema,
          },
        },
        response: writeResponses,
      },
    },
    async (request, reply): Promise<OkReply | FastifyReply> => {
      const session = sessionOf(request);
      const { user_id, development_area_id, step_id } = request.body;
      if (
        isOtherUser(session, user_id) ||
        !(await isStepOfUserArea(db, session.user.user_id, development_area_id, step_id))
      ) {
        return denyNotAuthorised(reply);
      }
      await deleteStep(db, step_id);
      return OK;
    },
  );
};

export default userRoutes;
