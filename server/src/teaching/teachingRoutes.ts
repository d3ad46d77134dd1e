/** The teachers' class view (@skillfolio/shared/contract `Teaching`), over teachingService. */
import type { FastifyPluginAsync } from 'fastify';
import { Teaching } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { schoolOf, sessionOf } from '../plugins/guard';
import { classViewerOf } from '../plugins/ownership';
import type { Clock } from '../plugins/sessions';
import {
  classesOf,
  classGrid,
  projectsOf,
  pupilAssessment,
  rateGrade,
  roundsOf,
} from './teachingService';

const teachingRoutes: FastifyPluginAsync<{ clock?: Clock }> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  serve(fastify, Teaching.ClassProjects, async (request) =>
    projectsOf(db, classViewerOf(sessionOf(request))),
  );

  serve(fastify, Teaching.ClassList, async (request) =>
    classesOf(db, classViewerOf(sessionOf(request))),
  );

  serve(fastify, Teaching.ClassRounds, async (request) =>
    roundsOf(db, schoolOf(request), request.query.school_project_id),
  );

  serve(fastify, Teaching.ClassView, async (request) =>
    classGrid(
      db,
      schoolOf(request),
      request.query.school_project_id,
      request.query.assessment_name,
      request.query.class_id,
    ),
  );

  serve(fastify, Teaching.PupilAssessment, async (request) =>
    pupilAssessment(db, request.query.user_id, request.query.assessment_id),
  );

  serve(fastify, Teaching.SaveTeacherRating, async (request, reply) =>
    answer(reply, await rateGrade(db, request.body, sessionOf(request).user.user_id, now())),
  );
};

export default teachingRoutes;
