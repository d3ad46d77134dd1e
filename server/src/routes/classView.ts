/**
 * The teachers' class view, /api/staff/*: the projects and rounds a staff member
 * may look at, the grid of a round, and one pupil's assessment with the teacher's ratings.
 * Access 'staff' (is_Staff, or an admin); which pupils and projects is declared per id
 * (classProject, classPupil, classAssessment: plugins/ownership.ts). Reads only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ClassProject,
  ClassProjectQuery,
  ClassRound,
  ClassViewQuery,
  ClassViewReply,
  PupilAssessmentQuery,
  PupilAssessmentReply,
  type StepUpEvidence,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { classViewerOf } from '../plugins/ownership';
import { sessionOf } from '../plugins/guard';
import { listGradedSkills } from '../queries/assessments';
import { listClassProjects, listPupilsOfProject, type ClassViewer } from '../queries/classAccess';
import {
  listGradesOf,
  listRoundAssessments,
  listRounds,
  listSkillsOf,
  listStepUpEvidence,
  listTeacherRatings,
} from '../queries/classView';
import { listPreviousGrades } from '../queries/progress';
import { listPreviousGradesOf } from '../queries/previousGrades';
import { listMissingAncestors } from '../queries/skills';
import { findUserNames } from '../queries/classPupils';
import { toClassCells, toClassSkills, toStepUpEvidence, toTeacherRating } from '../wire/classView';
import { toAssessmentSkills } from '../wire/selfAssessment';
import { replies } from '../wire/replies';

const STAFF = { access: 'staff' } as const;

/** The guard let only staff through; a parent's or school-less session has no viewer. */
function viewerOf(request: FastifyRequest): ClassViewer | undefined {
  return classViewerOf(sessionOf(request));
}

const classViewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/staff/ClassProjects',
    { config: STAFF, schema: { response: replies(Type.Array(ClassProject)) } },
    async (request) => {
      const viewer = viewerOf(request);
      return viewer === undefined ? [] : listClassProjects(db, viewer);
    },
  );

  fastify.get(
    '/api/staff/ClassRounds',
    {
      config: { ...STAFF, owns: { school_project_id: 'classProject' } },
      schema: { querystring: ClassProjectQuery, response: replies(Type.Array(ClassRound)) },
    },
    async (request) => {
      const schoolId = sessionOf(request).currentSchoolId ?? 0;
      const pupils = await listPupilsOfProject(db, schoolId, request.query.school_project_id);
      const rounds = await listRounds(
        db,
        request.query.school_project_id,
        pupils.map((p) => p.user_id),
      );
      return rounds.map((round) => ({ assessment_name: round.assessment_name }));
    },
  );

  fastify.get(
    '/api/staff/ClassView',
    {
      config: { ...STAFF, owns: { school_project_id: 'classProject' } },
      schema: { querystring: ClassViewQuery, response: replies(ClassViewReply) },
    },
    async (request) => {
      const { school_project_id: projectId, assessment_name: name } = request.query;
      const schoolId = sessionOf(request).currentSchoolId ?? 0;
      const pupils = await listPupilsOfProject(db, schoolId, projectId);
      const pupilIds = pupils.map((p) => p.user_id);
      const rounds = await listRounds(db, projectId, pupilIds);
      const index = rounds.findIndex((round) => round.assessment_name === name);
      const previousRound = index > 0 ? (rounds[index - 1]?.assessment_name ?? null) : null;

      const assessments = await listRoundAssessments(db, projectId, name, pupilIds);
      const assessmentIds = [...assessments.values()].map((a) => a.assessment_id);
      const grades = await listGradesOf(db, assessmentIds);
      const previousAssessments =
        previousRound === null
          ? new Map()
          : await listRoundAssessments(db, projectId, previousRound, pupilIds);
      const previousRoundGrades = await listGradesOf(
        db,
        [...previousAssessments.values()].map((a) => a.assessment_id),
      );
      const gradeIds = grades.map((g) => g.assessment_grade_id);
      const ratings = await listTeacherRatings(db, gradeIds);
      const evidence = new Map<number, StepUpEvidence>();
      for (const row of await listStepUpEvidence(db, gradeIds)) {
        const item = toStepUpEvidence(row);
        if (item !== null) evidence.set(row.assessment_grade_id, item);
      }
      // Step-ups compare with each pupil's own assessment before this one, as their
      // self-assessment screen does: the whole class in one query, not one per pupil.
      const previousGrades = await listPreviousGradesOf(db, assessmentIds);
      const input = {
        skills: await listSkillsOf(db, assessmentIds),
        grades,
        previousRoundGrades,
        ratings: new Map(ratings.map((r) => [r.assessment_grade_id, r.grade])),
        previousGrades,
        evidence,
      };
      return {
        assessment_name: name,
        previous_round: previousRound,
        skills: toClassSkills(input),
        pupils: pupils.map((pupil) => {
          const assessmentId = assessments.get(pupil.user_id)?.assessment_id;
          return {
            user_id: pupil.user_id,
            first_name: pupil.first_name ?? '',
            last_name: pupil.last_name ?? '',
            assessment_id: assessmentId ?? 0,
            cells: toClassCells(input, assessmentId),
          };
        }),
      };
    },
  );

  fastify.get(
    '/api/staff/PupilAssessment',
    {
      config: { ...STAFF, owns: { user_id: 'classPupil', assessment_id: 'classAssessment' } },
      schema: { querystring: PupilAssessmentQuery, response: replies(PupilAssessmentReply) },
    },
    async (request) => {
      const { user_id: userId, assessment_id: assessmentId } = request.query;
      const graded = await listGradedSkills(db, assessmentId);
      const headings = await listMissingAncestors(db, graded);
      const previous = await listPreviousGrades(db, assessmentId);
      const gradeIds = graded.map((g) => g.assessment_grade_id);
      const names = await findUserNames(db, userId, assessmentId);
      const stepUps = (await listStepUpEvidence(db, gradeIds)).flatMap((row) => {
        const evidence = toStepUpEvidence(row);
        return evidence === null
          ? []
          : [{ assessment_grade_id: row.assessment_grade_id, evidence }];
      });
      return {
        first_name: names?.first_name ?? '',
        last_name: names?.last_name ?? '',
        assessment_name: names?.assessment_name ?? '',
        skills: toAssessmentSkills(
          graded,
          headings,
          new Map(previous.map((row) => [row.skill_id, row])),
        ),
        ratings: (await listTeacherRatings(db, gradeIds)).map(toTeacherRating),
        step_ups: stepUps,
      };
    },
  );
};

export default classViewRoutes;
