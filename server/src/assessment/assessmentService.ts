/**
 * The self assessment's rules: a new assessment has a name and a blank grade for every leaf
 * skill the school offers, in one transaction; a grade is a whole number from 0 to 10 or none.
 * The ids reaching here are the learner's own (plugins/ownership.ts, from the declaration).
 */
import type {
  Assessment,
  AssessmentSkill,
  OkReply,
  Progress,
  UserProject,
} from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ROUND_REFUSAL } from '@skillfolio/shared/wire';
import { refusal, type Refusal } from '../http/refusal';
import type { RequestSession } from '../plugins/sessions';
import {
  insertAssessment,
  insertEmptyGrades,
  listAssessmentsOfProject,
  updateGrade,
} from '../queries/assessments';
import { listProgressAssessments, listProgressGrades } from '../queries/progress';
import { listProjectsOfUserByName } from '../queries/projects';
import { setSessionSelection, setUserSelection } from '../queries/sessions';
import { listLeafSkills } from '../queries/skills';
import { skillFrameworkOf, type HomeLearnerRef } from '../home/homeSpace';
import { toProgress } from '../wire/learnerPages';
import { OK } from '../wire/replies';
import { toAssessment, toAssessmentSkills, toUserProject } from '../wire/selfAssessment';
import { findRoundOfGrade, projectHasRounds } from '../rounds/roundQueries';
import { GRADE_MESSAGE, parseGrade } from './gradeInput';
import { readSelfAssessmentSkills } from './selfAssessmentSkills';
import { ENGLISH } from '../i18n/serverTexts';

type Db = Kysely<Database>;

export const ASSESSMENT_NAME_REQUIRED = ENGLISH('assessment.nameRequired');

/** Where the screens start: this session's, and the pupil's next login's (never a parent's). */
export async function rememberSelection(
  db: Db,
  session: RequestSession,
  projectId: number,
  assessmentId: number,
): Promise<void> {
  const selection = {
    projectId: projectId === 0 ? null : projectId,
    assessmentId: assessmentId === 0 ? null : assessmentId,
  };
  await db.transaction().execute(async (trx) => {
    await setSessionSelection(trx, session.idHash, selection);
    // The next login starts here; a parent's browsing leaves the pupil's choice alone.
    if (!session.readOnly) await setUserSelection(trx, session.user.user_id, selection);
  });
}

export async function projectsOfUser(db: Db, userId: number): Promise<UserProject[]> {
  return (await listProjectsOfUserByName(db, userId)).map(toUserProject);
}

export async function assessmentsOfProject(
  db: Db,
  userId: number,
  projectId: number,
): Promise<Assessment[]> {
  return (await listAssessmentsOfProject(db, userId, projectId)).map(toAssessment);
}

export async function addAssessment(
  db: Db,
  user: HomeLearnerRef,
  projectId: number,
  newName: string,
  at: Date,
): Promise<Assessment | Refusal> {
  const name = newName.trim();
  if (name === '') return refusal(ASSESSMENT_NAME_REQUIRED);
  // A project with rounds is assessed only in the rounds its school opens.
  if (await projectHasRounds(db, projectId)) return refusal(ROUND_REFUSAL.setBySchool);
  const created = await db.transaction().execute(async (trx) => {
    const skills = await listLeafSkills(trx, await skillFrameworkOf(trx, user));
    const assessment = await insertAssessment(trx, {
      userId: user.user_id,
      projectId,
      name,
      createdAt: at,
    });
    await insertEmptyGrades(
      trx,
      assessment.assessment_id,
      skills.map((skill) => skill.skill_id),
    );
    return assessment;
  });
  return toAssessment(created);
}

export async function skillsOfAssessment(db: Db, assessmentId: number): Promise<AssessmentSkill[]> {
  // One query (selfAssessmentSkills.ts): the screen's main read.
  const { graded, headings, previous } = await readSelfAssessmentSkills(db, assessmentId);
  return toAssessmentSkills(graded, headings, previous);
}

/** The grade arrives as query text: anything but a whole number from 0 to 10 is refused. */
export async function saveGrade(
  db: Db,
  assessmentGradeId: number,
  gradeText: string | undefined,
  statement: string,
): Promise<OkReply | Refusal> {
  const grade = parseGrade(gradeText);
  if (grade === undefined) return refusal(GRADE_MESSAGE);
  if (await isInClosedRound(db, assessmentGradeId)) return refusal(ROUND_REFUSAL.roundClosed);
  await updateGrade(db, assessmentGradeId, grade, statement);
  return OK;
}

export async function progressOfProject(
  db: Db,
  userId: number,
  projectId: number,
): Promise<Progress> {
  const assessments = await listProgressAssessments(db, userId, projectId);
  const grades = await listProgressGrades(
    db,
    assessments.map((a) => a.assessment_id),
  );
  return toProgress(assessments, grades);
}

/** A grade of an assessment made in a round that has closed: read-only from then on. */
export async function isInClosedRound(db: Db, assessmentGradeId: number): Promise<boolean> {
  const round = await findRoundOfGrade(db, assessmentGradeId);
  return round !== undefined && round.closed_at !== null;
}
