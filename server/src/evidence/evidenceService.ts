/**
 * The learner's evidence and reflections, and the step-up side of the class view: the
 * teacher's ratings beside the pupil's own (only of skills the pupil has rated, so the
 * teacher's view never anchors theirs) and the one note, step or piece of evidence a pupil
 * links to a step-up. The ids reaching here are the learner's own (plugins/ownership.ts).
 */
import { CLASS_VIEW_REFUSAL } from '@skillfolio/shared/wire';
import type {
  AssessmentFeedbackReply,
  Evidence,
  LinkStepUpEvidenceRequest,
  OkReply,
  ProjectEvidence,
  Reflection,
} from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
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
import { listProjectsOfUserByName } from '../queries/projects';
import { listReflectionsOfUser } from '../queries/reflections';
import { toStepUpEvidence } from '../wire/classView';
import { toReflection } from '../wire/learnerPages';
import { OK } from '../wire/replies';
import { evidenceOfProjects } from './evidenceOfProjects';

type Db = Kysely<Database>;

/** The evidence of each of the user's school projects, by project name. */
export async function evidenceOfUser(db: Db, userId: number): Promise<ProjectEvidence[]> {
  const projects = await listProjectsOfUserByName(db, userId);
  const evidence = await evidenceOfProjects(
    db,
    userId,
    projects.map((p) => p.project_id),
  );
  return projects.map((project) => ({
    school_project_id: project.project_id,
    project_name: project.project_name,
    evidence: evidence.get(project.project_id) ?? [],
  }));
}

export async function evidenceOfProject(
  db: Db,
  userId: number,
  projectId: number,
): Promise<Evidence[]> {
  return (await evidenceOfProjects(db, userId, [projectId])).get(projectId) ?? [];
}

export async function reflectionsOfUser(db: Db, userId: number): Promise<Reflection[]> {
  return (await listReflectionsOfUser(db, userId)).map(toReflection);
}

export async function assessmentFeedback(
  db: Db,
  userId: number,
  assessmentId: number,
): Promise<AssessmentFeedbackReply> {
  const graded = await listGradedSkills(db, assessmentId);
  const rated = new Set(graded.filter((g) => g.grade !== null).map((g) => g.assessment_grade_id));
  const gradeIds = graded.map((g) => g.assessment_grade_id);
  const ratings = (await listTeacherRatings(db, [...rated])).map((row) => ({
    assessment_grade_id: row.assessment_grade_id,
    grade: row.grade,
    comment: row.comment,
  }));
  const stepUps = (await listStepUpEvidence(db, gradeIds)).flatMap((row) => {
    const evidence = toStepUpEvidence(row);
    return evidence === null ? [] : [{ assessment_grade_id: row.assessment_grade_id, evidence }];
  });
  const context =
    graded[0] === undefined ? undefined : await findGradeContext(db, graded[0].assessment_grade_id);
  const choices =
    context === undefined
      ? { notes: [], steps: [], evidence: [] }
      : await listEvidenceChoices(db, userId, context.school_project_id);
  return { ratings, step_ups: stepUps, choices };
}

/** One kind at most; a step only once done; evidence only of the assessment's project. */
export async function linkStepUpEvidence(
  db: Db,
  userId: number,
  request: LinkStepUpEvidenceRequest,
  at: Date,
): Promise<OkReply | Refusal> {
  const { assessment_grade_id, note_id, step_id, evidence_id } = request;
  if ([note_id, step_id, evidence_id].filter((id) => id > 0).length > 1) {
    return refusal(CLASS_VIEW_REFUSAL.oneKind);
  }
  if (step_id > 0 && (await findCompletedStep(db, step_id)) === undefined) {
    return refusal(CLASS_VIEW_REFUSAL.stepNotDone);
  }
  if (evidence_id > 0) {
    const context = await findGradeContext(db, assessment_grade_id);
    const evidence = await findEvidenceOfUser(db, userId, evidence_id);
    if (context?.school_project_id !== evidence?.school_project_id) {
      return refusal(CLASS_VIEW_REFUSAL.otherProject);
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
    at.toISOString(),
  );
  return OK;
}
