import type { AssessmentSkill } from '@skillfolio/shared';
import { isHeading } from './skillKind';

function skill(overrides: Partial<AssessmentSkill>): AssessmentSkill {
  return {
    skill_id: 1,
    skill_descriptor: 'A skill',
    parent_skill_id: null,
    assessment_grade_id: 0,
    grade: null,
    statement: null,
    previous_grade: null,
    previous_assessment_name: null,
    ...overrides,
  };
}

describe('which skills are headings', () => {
  it('makes a top-level skill with children a heading', () => {
    expect(isHeading(skill({ parent_skill_id: null, assessment_grade_id: 0 }))).toBe(true);
  });

  it('makes a middle skill of a three-level tree a heading, though it has a parent', () => {
    expect(isHeading(skill({ parent_skill_id: 1, assessment_grade_id: 0 }))).toBe(true);
  });

  it('lets a top-level skill without children be graded', () => {
    expect(isHeading(skill({ parent_skill_id: null, assessment_grade_id: 17 }))).toBe(false);
  });

  it('lets a child skill be graded', () => {
    expect(isHeading(skill({ parent_skill_id: 3, assessment_grade_id: 18 }))).toBe(false);
  });
});
