/** What the pupil chose to put in their profile, and the PDF request it makes. */
import { type ProfileContent, type ProfilePdfQuery, type ProfileSkill } from '@skillfolio/shared';
import { PROFILE_NOTES_MAX } from '@skillfolio/shared/wire';

export interface ProfileChoices {
  grades: boolean;
  chart: boolean;
  evidence: boolean;
  /** Chosen skills (all of the project's by default). */
  skillIds: readonly number[];
  /** Chosen notes, at most PROFILE_NOTES_MAX, in the order picked. */
  noteIds: readonly number[];
}

export function defaultChoices(content: ProfileContent): ProfileChoices {
  return {
    grades: true,
    chart: true,
    evidence: true,
    skillIds: content.skills.map((s) => s.skill_id),
    noteIds: [],
  };
}

/** Adds or removes one id; a note beyond the limit is not added. */
export function toggled(ids: readonly number[], id: number, on: boolean, max = Infinity): number[] {
  if (!on) return ids.filter((other) => other !== id);
  if (ids.includes(id) || ids.length >= max) return [...ids];
  return [...ids, id];
}

export function toggledNote(ids: readonly number[], id: number, on: boolean): number[] {
  return toggled(ids, id, on, PROFILE_NOTES_MAX);
}

/** The chosen skills in the project's skill order. */
export function chosenSkills(content: ProfileContent, choices: ProfileChoices): ProfileSkill[] {
  return content.skills.filter((s) => choices.skillIds.includes(s.skill_id));
}

export function pdfQuery(
  userId: number,
  content: ProfileContent,
  choices: ProfileChoices,
): ProfilePdfQuery {
  return {
    user_id: userId,
    project_id: content.project_id,
    skills: chosenSkills(content, choices)
      .map((s) => s.skill_id)
      .join(','),
    notes: choices.noteIds.join(','),
    grades: choices.grades,
    chart: choices.chart,
    evidence: choices.evidence,
  };
}
