/**
 * Everything a pupil's profile can hold in one of their projects, read for the subject pupil
 * (never the session's user: a parent, and later staff, make it for someone): the /profile
 * preview shows it and the PDF is drawn from it, so the two always agree.
 */
import type { ProfileContent, ProfileSkill } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import { evidenceOfProjects } from '../evidence/evidenceOfProjects';
import { listTeacherRatings } from '../queries/classView';
import { listNotesOfUser } from '../queries/notes';
import { findProfileSubject } from '../queries/profile';
import {
  listProgressAssessments,
  listProgressGrades,
  type ProgressGradeRow,
} from '../queries/progress';
import { listProjectsOfUserByName } from '../queries/projects';
import { londonDate } from '../wire/dates';
import { notePlainText } from './notePlainText';

const LONG_LONDON_DATE = longLondonDate('en-GB');

/** A day in London written out, in `locale`'s words: "22 November 2026", "22 Tachwedd 2026". */
export function longLondonDate(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** Why no profile: the subject has gone, or the project is not one of theirs (that the maker may see). */
export type ProfileProblem = 'noSubject' | 'notTheirProject';

/**
 * The subject's profile content in the project (0: their first project by name), or the
 * problem. The caller's right to see the subject was checked by the ownership kind.
 */
export interface GatheredProfile {
  content: ProfileContent;
  /** The subject's school (null: a private user), the tenant the profile concerns. */
  schoolId: number | null;
}

export async function gatherProfile(
  db: Executor,
  subjectId: number,
  requestedProjectId: number,
  now: Date,
  /** The projects the maker may see (staff: those they teach); undefined: all the subject's. */
  seenProjects?: ReadonlySet<number>,
): Promise<GatheredProfile | ProfileProblem> {
  const subject = await findProfileSubject(db, subjectId);
  if (subject === undefined) return 'noSubject';
  const projects = (await listProjectsOfUserByName(db, subjectId)).filter(
    (p) => seenProjects === undefined || seenProjects.has(p.project_id),
  );
  const projectId = requestedProjectId === 0 ? (projects[0]?.project_id ?? 0) : requestedProjectId;
  if (projectId !== 0 && !projects.some((p) => p.project_id === projectId)) {
    return 'notTheirProject';
  }
  const rounds = projectId === 0 ? [] : await listProgressAssessments(db, subjectId, projectId);
  const grades = await listProgressGrades(
    db,
    rounds.map((r) => r.assessment_id),
  );
  const evidence =
    projectId === 0
      ? []
      : ((await evidenceOfProjects(db, subjectId, [projectId])).get(projectId) ?? []);
  const notes = await listNotesOfUser(db, subjectId);
  const ratings = await listTeacherRatings(
    db,
    grades.map((row) => row.assessment_grade_id),
  );
  const name = [subject.first_name, subject.last_name].filter(Boolean).join(' ').trim();
  const content: ProfileContent = {
    pupil_name: name === '' ? subject.username : name,
    school_name: subject.school_name,
    made_on: LONG_LONDON_DATE.format(now),
    projects: projects.map((p) => ({ project_id: p.project_id, project_name: p.project_name })),
    project_id: projectId,
    rounds: rounds.map((r) => ({
      assessment_id: r.assessment_id,
      assessment_name: r.assessment_name,
    })),
    skills: toProfileSkills(
      rounds.map((r) => r.assessment_id),
      rounds.map((r) => r.assessment_name),
      grades,
      new Map(ratings.map((rating) => [rating.assessment_grade_id, rating.grade])),
    ),
    evidence,
    notes: notes.map((note) => ({
      notes_id: note.note_id,
      notes_title: note.note_title,
      start_date_local_string: londonDate(note.created_at),
      note_plain: notePlainText(note.note_text),
    })),
  };
  return { content, schoolId: subject.school_id };
}

/**
 * One entry per skill with a grade row in any round (skill order), its grade in each round,
 * and its latest grade: the newest round that graded it, with that round's statement and
 * the teacher's rating of that grade (`ratings`: by grade row).
 */
export function toProfileSkills(
  roundIds: readonly number[],
  roundNames: readonly string[],
  rows: readonly ProgressGradeRow[],
  ratings: ReadonlyMap<number, number> = new Map(),
): ProfileSkill[] {
  const column = new Map(roundIds.map((id, i) => [id, i]));
  const skills = new Map<
    number,
    { row: ProgressGradeRow; byRound: Array<ProgressGradeRow | null> }
  >();
  for (const row of rows) {
    const index = column.get(row.assessment_id);
    if (index === undefined) continue;
    let skill = skills.get(row.skill_id);
    if (skill === undefined) {
      skill = { row, byRound: roundIds.map(() => null) };
      skills.set(row.skill_id, skill);
    }
    skill.byRound[index] = row;
  }
  return [...skills.values()]
    .sort((a, b) => a.row.ordering - b.row.ordering || a.row.skill_id - b.row.skill_id)
    .map(({ row, byRound }) => {
      let latest: ProfileSkill['latest'] = null;
      byRound.forEach((graded, i) => {
        if (graded?.grade != null) {
          latest = {
            grade: graded.grade,
            statement: graded.statement ?? '',
            assessment_name: roundNames[i] ?? '',
            teacher_grade: ratings.get(graded.assessment_grade_id) ?? null,
          };
        }
      });
      return {
        skill_id: row.skill_id,
        skill_descriptor: row.skill_descriptor,
        parent_descriptor: row.parent_descriptor,
        latest,
        grades: byRound.map((graded) => graded?.grade ?? null),
      };
    });
}
