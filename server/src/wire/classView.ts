/** Rows of the class view to its wire shapes. */
import type {
  ClassCell,
  ClassSkill,
  StepUpEvidence,
  TeacherRating,
} from '@skillfolio/shared/types';
import { STEP_UP_MIN } from '@skillfolio/shared/wire';
import type { GridGradeRow, StepUpEvidenceRow, TeacherRatingRow } from '../queries/classView';
import { escapeHtml } from './html';
import { renderMarkdown } from './markdown';
import type { SanitisedHtml } from '@skillfolio/shared/types';

/** The linked note, step or evidence; null when the link names nothing any more. */
export function toStepUpEvidence(row: StepUpEvidenceRow): StepUpEvidence | null {
  if (row.note_id !== null && row.note_title !== null) {
    return {
      kind: 'note',
      id: row.note_id,
      title: row.note_title,
      html: (row.note_html as SanitisedHtml | null) ?? renderMarkdown(row.note_text ?? ''),
    };
  }
  if (row.step_id !== null && row.step_text !== null) {
    return { kind: 'step', id: row.step_id, title: row.step_text, html: plain(row.step_text) };
  }
  if (row.evidence_id !== null && row.evidence_text !== null) {
    return {
      kind: 'evidence',
      id: row.evidence_id,
      title: row.evidence_text,
      html: plain(row.evidence_text),
    };
  }
  return null;
}

function plain(text: string): SanitisedHtml {
  // Escaped whole: the pupil's text can only reach the page as text.
  return `<p>${escapeHtml(text)}</p>` as SanitisedHtml;
}

export function isStepUp(grade: number | null, previous: number | undefined): boolean {
  return grade !== null && previous !== undefined && grade - previous >= STEP_UP_MIN;
}

export function toTeacherRating(row: TeacherRatingRow): TeacherRating {
  const name = [row.first_name, row.last_name].filter((part) => part).join(' ');
  return {
    assessment_grade_id: row.assessment_grade_id,
    grade: row.grade,
    comment: row.comment,
    rated_by_name: name === '' ? 'A former member of staff' : name,
    rated_at: row.rated_at,
  };
}

/** The mean of the grades, to one decimal; null when there are none. */
export function averageOf(grades: readonly number[]): number | null {
  if (grades.length === 0) return null;
  const sum = grades.reduce((total, grade) => total + grade, 0);
  return Math.round((sum / grades.length) * 10) / 10;
}

export interface GridInput {
  skills: ReadonlyArray<{ skill_id: number; skill_descriptor: string }>;
  /** This round's grade rows, by assessment. */
  grades: readonly GridGradeRow[];
  /** The previous round's grade rows (for the averages). */
  previousRoundGrades: readonly GridGradeRow[];
  ratings: ReadonlyMap<number, number>;
  /** Per assessment of this round: each skill's grade in the pupil's previous assessment. */
  previousGrades: ReadonlyMap<number, ReadonlyMap<number, number>>;
  evidence: ReadonlyMap<number, StepUpEvidence>;
}

export function toClassSkills(input: GridInput): ClassSkill[] {
  const rated = (rows: readonly GridGradeRow[], skillId: number) =>
    rows.flatMap((row) => (row.skill_id === skillId && row.grade !== null ? [row.grade] : []));
  return input.skills.map((skill) => ({
    skill_id: skill.skill_id,
    skill_descriptor: skill.skill_descriptor,
    average: averageOf(rated(input.grades, skill.skill_id)),
    previous_average: averageOf(rated(input.previousRoundGrades, skill.skill_id)),
  }));
}

export function toClassCells(input: GridInput, assessmentId: number | undefined): ClassCell[] {
  const rows = new Map(
    input.grades
      .filter((row) => row.assessment_id === assessmentId)
      .map((row) => [row.skill_id, row]),
  );
  const previous = assessmentId === undefined ? undefined : input.previousGrades.get(assessmentId);
  return input.skills.map((skill) => {
    const row = rows.get(skill.skill_id);
    const grade = row?.grade ?? null;
    const before = previous?.get(skill.skill_id);
    return {
      skill_id: skill.skill_id,
      grade,
      teacher_grade:
        row === undefined ? null : (input.ratings.get(row.assessment_grade_id) ?? null),
      step_up:
        row !== undefined && before !== undefined && isStepUp(grade, before)
          ? {
              previous_grade: before,
              evidence: input.evidence.get(row.assessment_grade_id) ?? null,
            }
          : null,
    };
  });
}
