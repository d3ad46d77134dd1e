/** The self assessment's endpoints (@skillfolio/shared/contract `SelfAssessment`). */
import type { FastifyPluginAsync } from 'fastify';
import { ASSESSMENT_ADD_FAILURE } from '@skillfolio/shared/wire';
import { SelfAssessment } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { sessionOf } from '../plugins/guard';
import { errorReply, OK } from '../wire/replies';
import {
  addAssessment,
  assessmentsOfProject,
  progressOfProject,
  projectsOfUser,
  rememberSelection,
  saveGrade,
  skillsOfAssessment,
} from './assessmentService';

const assessmentRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(fastify, SelfAssessment.RememberSelection, async (request) => {
    const { project_id, assessment_id } = request.body;
    await rememberSelection(db, sessionOf(request), project_id, assessment_id);
    return OK;
  });

  serve(fastify, SelfAssessment.GetProjectsForUser, async (request) =>
    projectsOfUser(db, sessionOf(request).user.user_id),
  );

  serve(fastify, SelfAssessment.GetAssessmentsForProject, async (request) =>
    assessmentsOfProject(db, sessionOf(request).user.user_id, request.query.project_id),
  );

  serve(
    fastify,
    SelfAssessment.SaveAssessmentName,
    async (request, reply) => {
      const { project_id, newName } = request.body;
      return answer(
        reply,
        await addAssessment(db, sessionOf(request).user, project_id, newName, new Date()),
      );
    },
    // The SPEC's message, not Not authorised: the client shows it in the modal.
    { config: { ownershipRefusal: errorReply(ASSESSMENT_ADD_FAILURE) } },
  );

  serve(fastify, SelfAssessment.GetSkillsForAssessment, async (request) =>
    skillsOfAssessment(db, request.query.assessment_id),
  );

  // The SPEC sends SaveGrade as query parameters with no body; a `{}` JSON body is fine too.
  serve(fastify, SelfAssessment.SaveGrade, async (request, reply) => {
    const { assessment_grade_id, grade, statement } = request.query;
    return answer(reply, await saveGrade(db, assessment_grade_id, grade, statement));
  });

  serve(fastify, SelfAssessment.GetProgress, async (request) =>
    progressOfProject(db, sessionOf(request).user.user_id, request.query.project_id),
  );
};

export default assessmentRoutes;
