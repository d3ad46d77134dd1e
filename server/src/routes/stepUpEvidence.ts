/**
 * The pupil's side of the class view, /api/user/*: the teacher's ratings beside the pupil's own
 * sliders (only for skills the pupil has rated, so the teacher's view never anchors theirs),
 * and the evidence a pupil links to a step-up ("What shows this?"). A parent may read both;
 * only the pupil links.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssessmentFeedbackReply,
  AssessmentQuery,
  CLASS_VIEW_REFUSAL,
  LinkStepUpEvidenceRequest,
  OkReply,
} from '@skillfolio/shared/wire';
import { sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { listGradedSkills } from '../queries/assessments';
import {
  findCompletedStep,
  findEvidenceOfUser,
  findGradeContext,
  listEvidenceChoices,
  listStepUpEvidence,
  listTeacherRatings,
  setStepUpEvidence,
} from '../queries/classView';
import { toStepUpEvidence } from '../wire/classView';
import { OK, errorReply, replies } from '../wire/replies';

const SELF = { user_id: 'self' } as const;

const stepUpEvidenceRoutes: FastifyPluginAsyncTypebox<{ clock?: Clock }> = async (
  fastify,
  options,
) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  fastify.get(
    '/api/user/GetAssessmentFeedback',
    {
      config: { access: 'user', ownDataOnly: true, owns: { ...SELF, assessment_id: 'assessment' } },
      schema: { querystring: AssessmentQuery, response: replies(AssessmentFeedbackReply) },
    },
    async (request) => {
      const userId = sessionOf(request).user.user_id;
      const graded = await listGradedSkills(db, request.query.assessment_id);
      const rated = new Set(
        graded.filter((g) => g.grade !== null).map((g) => g.assessment_grade_id),
      );
      const gradeIds = graded.map((g) => g.assessment_grade_id);
      const ratings = (await listTeacherRatings(db, [...rated])).map((row) => ({
        assessment_grade_id: row.assessment_grade_id,
        grade: row.grade,
        comment: row.comment,
      }));
      const stepUps = (await listStepUpEvidence(db, gradeIds)).flatMap((row) => {
        const evidence = toStepUpEvidence(row);
        return evidence === null
          ? []
          : [{ assessment_grade_id: row.assessment_grade_id, evidence }];
      });
      const context =
        graded[0] === undefined
          ? undefined
          : await findGradeContext(db, graded[0].assessment_grade_id);
      const choices =
        context === undefined
          ? { notes: [], steps: [], evidence: [] }
          : await listEvidenceChoices(db, userId, context.school_project_id);
      return { ratings, step_ups: stepUps, choices };
    },
  );

  fastify.post(
    '/api/user/LinkStepUpEvidence',
    {
      config: {
        access: 'user',
        ownDataOnly: true,
        owns: {
          ...SELF,
          assessment_grade_id: 'assessmentGrade',
          note_id: { kind: 'note', zero: 'none' },
          step_id: { kind: 'step', zero: 'none' },
          evidence_id: { kind: 'evidence', zero: 'none' },
        },
      },
      schema: { body: LinkStepUpEvidenceRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const { assessment_grade_id, note_id, step_id, evidence_id } = request.body;
      const userId = sessionOf(request).user.user_id;
      if ([note_id, step_id, evidence_id].filter((id) => id > 0).length > 1) {
        return reply.code(400).send(errorReply(CLASS_VIEW_REFUSAL.oneKind));
      }
      if (step_id > 0 && (await findCompletedStep(db, step_id)) === undefined) {
        return reply.code(400).send(errorReply(CLASS_VIEW_REFUSAL.stepNotDone));
      }
      if (evidence_id > 0) {
        const context = await findGradeContext(db, assessment_grade_id);
        const evidence = await findEvidenceOfUser(db, userId, evidence_id);
        if (context?.school_project_id !== evidence?.school_project_id) {
          return reply.code(400).send(errorReply(CLASS_VIEW_REFUSAL.otherProject));
        }
      }
      await setStepUpEvidence(
        db,
        assessment_grade_id,
        {
          note_id: note_id > 0 ? note_id : null,
          step_id: step_id > 0 ? step_id : null,
          evidence_id: evidence_id > 0 ? evidence_id : null,
        },
        now().toISOString(),
      );
      return OK;
    },
  );
};

export default stepUpEvidenceRoutes;
