/**
 * The class view's rules: a round's grid compares each pupil with the round before and with
 * their own previous rating; a teacher rates only a grade the pupil has rated, so the
 * teacher's view never comes first. The ids reaching here are ones the staff member may see
 * (checked by plugins/ownership.ts from the endpoint's declaration).
 */
import type {
  ClassChoice,
  ClassProject,
  ClassRound,
  ClassViewReply,
  OkReply,
  PupilAssessmentReply,
  SaveTeacherRatingRequest,
  StepUpEvidence,
} from '@skillfolio/shared/types';
import { CLASS_VIEW_REFUSAL } from '@skillfolio/shared/wire';
import type { Executor } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import { listGradedSkills } from '../queries/assessments';
import { listClassProjects, listPupilsOfProject, type ClassViewer } from '../queries/classAccess';
import {
  findPupilGrade,
  listGradesOf,
  listSkillsOf,
  listStepUpEvidence,
  listTeacherRatings,
  upsertTeacherRating,
} from '../queries/classView';
import { listPreviousGradesOf } from '../queries/previousGrades';
import { listClassRoundAssessments, listClassRounds } from '../rounds/classRounds';
import { listPreviousGrades } from '../queries/progress';
import { listMissingAncestors } from '../queries/skills';
import { OK } from '../wire/replies';
import { toClassCells, toClassSkills, toStepUpEvidence, toTeacherRating } from '../wire/classView';
import { toAssessmentSkills } from '../wire/selfAssessment';
import { listClassesOfViewer, listPupilIdsOfClass } from './classQueries';
import { findUserNames } from './pupilQueries';

/** A parent's or school-less session has no viewer, and sees no projects. */
export async function projectsOf(
  db: Executor,
  viewer: ClassViewer | undefined,
): Promise<ClassProject[]> {
  return viewer === undefined ? [] : listClassProjects(db, viewer);
}

/** The classes the viewer may narrow the grid to; none without a viewer. */
export async function classesOf(
  db: Executor,
  viewer: ClassViewer | undefined,
): Promise<ClassChoice[]> {
  return viewer === undefined ? [] : listClassesOfViewer(db, viewer);
}

export async function roundsOf(
  db: Executor,
  schoolId: number,
  projectId: number,
): Promise<ClassRound[]> {
  const pupils = await listPupilsOfProject(db, schoolId, projectId);
  const rounds = await listClassRounds(
    db,
    projectId,
    pupils.map((p) => p.user_id),
  );
  return rounds.map((round) => ({ assessment_name: round.assessment_name }));
}

/**
 * The grid of a round: every pupil of the project, or (classId) those of them in the class.
 * The rounds, and so which one came before, are the project's whichever pupils are shown, as
 * the Assessment picker lists them; the averages are of the pupils shown.
 */
export async function classGrid(
  db: Executor,
  schoolId: number,
  projectId: number,
  name: string,
  classId?: number,
): Promise<ClassViewReply> {
  const projectPupils = await listPupilsOfProject(db, schoolId, projectId);
  // Rounds the school opened, and names pupils typed where it set none (rounds/classRounds.ts).
  const rounds = await listClassRounds(
    db,
    projectId,
    projectPupils.map((p) => p.user_id),
  );
  const inClass = classId === undefined ? undefined : await listPupilIdsOfClass(db, classId);
  const pupils =
    inClass === undefined ? projectPupils : projectPupils.filter((p) => inClass.has(p.user_id));
  const pupilIds = pupils.map((p) => p.user_id);
  const index = rounds.findIndex((round) => round.assessment_name === name);
  const round = rounds[index] ?? { assessment_name: name, round_id: null, started_at: '' };
  const previous = index > 0 ? rounds[index - 1] : undefined;
  const previousRound = previous?.assessment_name ?? null;

  const assessments = await listClassRoundAssessments(db, projectId, round, pupilIds);
  const assessmentIds = [...assessments.values()].map((a) => a.assessment_id);
  const grades = await listGradesOf(db, assessmentIds);
  const previousAssessments =
    previous === undefined
      ? new Map()
      : await listClassRoundAssessments(db, projectId, previous, pupilIds);
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
}

export async function pupilAssessment(
  db: Executor,
  userId: number,
  assessmentId: number,
): Promise<PupilAssessmentReply> {
  const graded = await listGradedSkills(db, assessmentId);
  const headings = await listMissingAncestors(db, graded);
  const previous = await listPreviousGrades(db, assessmentId);
  const gradeIds = graded.map((g) => g.assessment_grade_id);
  const names = await findUserNames(db, userId, assessmentId);
  const stepUps = (await listStepUpEvidence(db, gradeIds)).flatMap((row) => {
    const evidence = toStepUpEvidence(row);
    return evidence === null ? [] : [{ assessment_grade_id: row.assessment_grade_id, evidence }];
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
}

/**
 * Stores the rating in teacher_ratings, apart from the pupil's own grade, which it never
 * changes: one per grade row, with who rated and when.
 */
export async function rateGrade(
  db: Executor,
  request: SaveTeacherRatingRequest,
  ratedBy: number,
  at: Date,
): Promise<OkReply | Refusal> {
  if ((await findPupilGrade(db, request.assessment_grade_id)) === null) {
    return refusal(CLASS_VIEW_REFUSAL.notRated);
  }
  await upsertTeacherRating(db, {
    assessmentGradeId: request.assessment_grade_id,
    grade: request.grade,
    comment: request.comment.trim(),
    ratedBy,
    at: at.toISOString(),
  });
  return OK;
}
