/** Which skills of an assessment are headings and which are graded (SPEC §2). */
import type { AssessmentSkill } from '@skillfolio/shared';

export function isHeading(skill: AssessmentSkill): boolean {
  // The server marks a skill with children by assessment_grade_id 0: it has no grade row to save to.
  return skill.assessment_grade_id === 0;
}
