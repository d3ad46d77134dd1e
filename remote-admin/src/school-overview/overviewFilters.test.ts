import type { OverviewSkill } from '@skillfolio/shared';
import {
  NO_FILTERS,
  overviewQuery,
  percentages,
  pupilsQuery,
  schoolYearStart,
  skillsByArea,
} from './overviewFilters';

describe('the School Overview’s helpers', () => {
  it('gives whole percentages that add up to 100', () => {
    expect(percentages({ pupils: 120, higher: 54, same: 48, lower: 18 })).toEqual({
      higher: 45,
      same: 40,
      lower: 15,
    });
    // 33.3 each: one of them takes the point left over, never 99% in all.
    const thirds = percentages({ pupils: 3, higher: 1, same: 1, lower: 1 });
    expect(thirds.higher + thirds.same + thirds.lower).toBe(100);
    // 28.57, 42.86, 28.57: the largest remainders round up.
    expect(percentages({ pupils: 7, higher: 2, same: 3, lower: 2 })).toEqual({
      higher: 29,
      same: 43,
      lower: 28,
    });
  });

  it('sends only the filters chosen', () => {
    expect(overviewQuery(NO_FILTERS)).toEqual({ school_project_id: 0 });
    expect(overviewQuery({ ...NO_FILTERS, projectId: 4, yearGroup: 0, send: 'yes' })).toEqual({
      school_project_id: 4,
      year_group: 0,
      send: 'yes',
    });
    expect(
      pupilsQuery(
        4,
        { ...NO_FILTERS, classId: 9 },
        {
          kind: 'gaps',
          roundId: 2,
          skill: { id: 7, name: 'Teamwork' },
        },
      ),
    ).toEqual({ school_project_id: 4, round_id: 2, list: 'gaps', skill_id: 7, class_id: 9 });
  });

  it('starts the inspection pack on 1 September of the school year', () => {
    expect(schoolYearStart(new Date(2026, 10, 28))).toBe('2026-09-01');
    expect(schoolYearStart(new Date(2027, 7, 31))).toBe('2026-09-01');
    expect(schoolYearStart(new Date(2027, 8, 1))).toBe('2027-09-01');
  });

  it('groups the skills under their areas in the reply’s order', () => {
    const skill = (id: number, area: string | null): OverviewSkill => ({
      skill_id: id,
      skill_descriptor: `Skill ${id}`,
      area_descriptor: area,
      rounds: [],
      progress: [],
    });
    const groups = skillsByArea([skill(1, 'B'), skill(2, 'A'), skill(3, 'B'), skill(4, null)]);
    expect(groups.map((g) => [g.area, g.skills.map((s) => s.skill_id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
      [null, [4]],
    ]);
  });
});
