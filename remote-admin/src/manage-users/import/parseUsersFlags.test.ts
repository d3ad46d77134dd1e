import { i18n } from '@skillfolio/shared';
import { parseUsersCsv } from './parseUsersCsv';

function rowsOf(text: string) {
  const parsed = parseUsersCsv(text, i18n.getFixedT('en', 'manage-users'));
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.rows;
}

describe("parseUsersCsv and a pupil's flags", () => {
  it('sends the SEND and Disadvantaged columns as written, matched in any case', () => {
    const [first, second] = rowsOf(
      'username,first name,last name,SEND,disadvantaged\nsam,Sam,Smith, Yes ,n\nali,Ali,Ahmed,,\n',
    );
    expect(first).toMatchObject({ send: 'Yes', disadvantaged: 'n' });
    expect(second).toMatchObject({ send: '', disadvantaged: '' });
    const [exported] = rowsOf(
      'Username,First Name,Last Name,Send,DISADVANTAGED\nsam,Sam,Smith,1,0\n',
    );
    expect(exported).toMatchObject({ send: '1', disadvantaged: '0' });
  });

  it('sends neither for a file without the columns', () => {
    const [row] = rowsOf('username,first name,last name\nsam,Sam,Smith\n');
    expect(row && ('send' in row || 'disadvantaged' in row)).toBe(false);
  });
});
