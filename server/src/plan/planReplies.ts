/** Rows of the personal-plan screen to the SPEC's Skill, DevelopmentArea, Step, StepsAndDone. */
import type { DevelopmentArea, Skill, Step, StepsAndDone } from '@skillfolio/shared/types';
import type { DevelopmentAreaRow } from './areaQueries';
import type { LeafSkillRow } from '../queries/skills';
import type { StepRow } from './stepQueries';
import { htmlList } from '../wire/html';

export function toSkill(row: LeafSkillRow): Skill {
  return { skill_id: row.skill_id, skill_descriptor: row.skill_descriptor };
}

export function toStep(row: StepRow): Step {
  return {
    step_id: row.step_id,
    step_text: row.step_text,
    development_area_id: row.development_area_id,
    is_completed: row.is_completed === 1,
  };
}

/** Splits steps (already in step order) into next steps and what I have done. */
export function toStepsAndDone(rows: readonly StepRow[]): StepsAndDone {
  const steps = rows.map(toStep);
  return {
    steps: steps.filter((step) => !step.is_completed),
    done: steps.filter((step) => step.is_completed),
  };
}

/**
 * An area with its steps as the table shows them: next_steps lists the incomplete steps,
 * my_notes ("What I Have Done") the completed ones. Both are built here from plain text and
 * escaped (see html.ts); the reason travels as plain text, for the client to show as text.
 */
export function toDevelopmentArea(
  row: DevelopmentAreaRow,
  stepsOfArea: readonly StepRow[],
): DevelopmentArea {
  const { steps, done } = toStepsAndDone(stepsOfArea);
  return {
    development_area_id: row.development_area_id,
    skill_id: row.skill_id,
    skill_descriptor: row.skill_descriptor,
    reason: row.reason,
    next_steps: htmlList(steps.map((step) => step.step_text)),
    my_notes: htmlList(done.map((step) => step.step_text)),
  };
}
