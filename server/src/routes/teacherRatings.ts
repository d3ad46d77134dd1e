/**
 * A teacher's rating of a pupil's grade: stored in teacher_ratings, apart from the
 * pupil's own grade, which it never changes; one per grade row, with who rated and when.
 * Only a grade the pupil has rated can be rated, so the teacher's view never comes first.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CLASS_VIEW_REFUSAL, OkReply, SaveTeacherRatingRequest } from '@skillfolio/shared/wire';
import { sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { findPupilGrade, upsertTeacherRating } from '../queries/classView';
import { OK, errorReply, replies } from '../wire/replies';

const teacherRatingsRoutes: FastifyPluginAsyncTypebox<{ clock?: Clock }> = async (
  fastify,
  options,
) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  fastify.post(
    '/api/staff/SaveTeacherRating',
    {
      config: { access: 'staff', owns: { assessment_grade_id: 'classGrade' } },
      schema: { body: SaveTeacherRatingRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const { assessment_grade_id, grade } = request.body;
      if ((await findPupilGrade(db, assessment_grade_id)) === null) {
        return reply.code(400).send(errorReply(CLASS_VIEW_REFUSAL.notRated));
      }
      await upsertTeacherRating(db, {
        assessmentGradeId: assessment_grade_id,
        grade,
        comment: request.body.comment.trim(),
        ratedBy: sessionOf(request).user.user_id,
        at: now().toISOString(),
      });
      return OK;
    },
  );
};

export default teacherRatingsRoutes;
