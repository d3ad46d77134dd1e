/**
 * Rows of the learner's notes, reflections, resources, evidence and progress to the wire
 * shapes of SPEC §3 (and ours where the SPEC gives none).
 */
import type {
  Evidence,
  Note,
  Progress,
  Reflection,
  Resource,
  SanitisedHtml,
  Tag,
} from '@skillfolio/shared/types';
import type { CriterionRow, EvidenceCheckRow, EvidenceRow } from '../queries/evidence';
import type { NoteRow } from '../queries/notes';
import type { ProgressAssessmentRow, ProgressGradeRow } from '../queries/progress';
import type { ReflectionRow } from '../queries/reflections';
import type { ResourceRow, ResourceTagRow, TagRow } from '../queries/resources';
import { londonDate } from './dates';
import { renderMarkdown } from './markdown';

export function toNote(row: NoteRow): Note {
  return {
    notes_id: row.note_id,
    notes_title: row.note_title,
    // Rendered when saved; only a row from before the HTML was kept is rendered here.
    text_parsed: (row.note_html as SanitisedHtml | null) ?? renderMarkdown(row.note_text),
    start_date_local_string: londonDate(row.created_at),
    note_text: row.note_text,
  };
}

export function toReflection(row: ReflectionRow): Reflection {
  return { CreateDateString: londonDate(row.created_at), reflection_text: row.reflection_text };
}

export function toTag(row: TagRow): Tag {
  return { tag_id: row.tag_id, tag_label: row.tag_label };
}

/** The resources with their tags (tag rows of any of them, in label order). */
export function toResources(
  rows: readonly ResourceRow[],
  tagRows: readonly ResourceTagRow[],
): Resource[] {
  const tagsOf = new Map<number, ResourceTagRow[]>();
  for (const tag of tagRows) {
    const list = tagsOf.get(tag.resource_id) ?? [];
    list.push(tag);
    tagsOf.set(tag.resource_id, list);
  }
  return rows.map((row) => {
    const tags = tagsOf.get(row.resource_id) ?? [];
    return {
      weekly_task_id: row.resource_id,
      weekly_task_name: row.resource_name,
      weekly_task_detail:
        (row.resource_detail_html as SanitisedHtml | null) ?? renderMarkdown(row.resource_detail),
      tags: tags.map((t) => t.tag_label).join(', '),
      tagids: tags.map((t) => t.tag_id).join(','),
      active: row.active === 1,
      school_id: row.school_id,
      school_name: row.school_name,
      file_id: row.file_id,
      file_desc: row.file_name,
    };
  });
}

/**
 * Each piece of evidence with every success criterion of its project, in order, marked
 * where the evidence meets it.
 */
export function toEvidence(
  evidence: readonly EvidenceRow[],
  criteria: readonly CriterionRow[],
  checks: readonly EvidenceCheckRow[],
): Evidence[] {
  const checked = new Set(checks.map((c) => `${c.evidence_id}:${c.success_criteria_id}`));
  return evidence.map((row) => ({
    evidence_id: row.evidence_id,
    evidence_text: row.evidence_text,
    checkedEvidence: criteria
      .filter((c) => c.school_project_id === row.school_project_id)
      .map((c) => ({
        isChecked: checked.has(`${row.evidence_id}:${c.success_criteria_id}`),
        text: c.success_criteria_text,
        success_criteria_id: c.success_criteria_id,
      })),
    link_url: row.link_url,
    note:
      row.note_id === null || row.note_title === null
        ? null
        : { note_id: row.note_id, note_title: row.note_title },
    file:
      row.file_id === null || row.file_name === null
        ? null
        : { file_id: row.file_id, file_name: row.file_name },
    seen: row.seen_at === null ? null : { by: seenBy(row), on: londonDate(row.seen_at) },
  }));
}

/**
 * One row per skill graded in any of the assessments (skill order: ordering, then id), with
 * its grade in each assessment at the assessment's index; null where unrated or absent.
 */
export function toProgress(
  assessments: readonly ProgressAssessmentRow[],
  grades: readonly ProgressGradeRow[],
): Progress {
  const column = new Map(assessments.map((a, i) => [a.assessment_id, i]));
  const skills = new Map<number, { row: ProgressGradeRow; grades: Array<number | null> }>();
  for (const row of grades) {
    const index = column.get(row.assessment_id);
    if (index === undefined) continue;
    let skill = skills.get(row.skill_id);
    if (skill === undefined) {
      skill = { row, grades: assessments.map(() => null) };
      skills.set(row.skill_id, skill);
    }
    skill.grades[index] = row.grade;
  }
  return {
    assessments: assessments.map((a) => ({
      assessment_id: a.assessment_id,
      assessment_name: a.assessment_name,
      created_at: a.created_at,
    })),
    skills: [...skills.values()]
      .sort((a, b) => a.row.ordering - b.row.ordering || a.row.skill_id - b.row.skill_id)
      .map(({ row, grades: skillGrades }) => ({
        skill_id: row.skill_id,
        skill_descriptor: row.skill_descriptor,
        parent_descriptor: row.parent_descriptor,
        grades: skillGrades,
      })),
  };
}

/** The teacher who marked evidence seen, by name; "a teacher" once that teacher is erased. */
function seenBy(row: EvidenceRow): string {
  const name = [row.seen_by_first_name, row.seen_by_last_name]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' ');
  return name === '' ? 'a teacher' : name;
}
