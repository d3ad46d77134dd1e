import type { ClassViewReply } from '@skillfolio/shared';
import { classCsv, csvFileName } from './classCsv';

describe('the class CSV', () => {
  it('writes a row per pupil, their grades in skill order, and the class average', () => {
    const view: ClassViewReply = {
      assessment_name: 'Autumn 2026',
      previous_round: null,
      skills: [
        { skill_id: 1, skill_descriptor: 'Listening', average: 4, previous_average: null },
        { skill_id: 2, skill_descriptor: 'Speaking', average: 3.5, previous_average: null },
      ],
      pupils: [
        {
          user_id: 9,
          first_name: 'Pat',
          last_name: 'Pupil',
          assessment_id: 3,
          cells: [
            { skill_id: 1, grade: 4, teacher_grade: null, step_up: null },
            { skill_id: 2, grade: null, teacher_grade: null, step_up: null },
          ],
        },
      ],
    };
    const pat = view.pupils[0];
    if (pat) pat.first_name = '=HYPERLINK("http://evil")';
    expect(classCsv(view).split('\r\n')).toEqual([
      '\uFEFF"First name","Last name","Listening","Speaking"',
      '"\'=HYPERLINK(""http://evil"")","Pupil","4",""',
      '"Class average","","4","3.5"',
      '',
    ]);
  });

  it('names the file after the project and round', () => {
    expect(csvFileName('Year 10 Skills', 'Autumn 2026')).toBe('Year-10-Skills-Autumn-2026.csv');
  });
});
