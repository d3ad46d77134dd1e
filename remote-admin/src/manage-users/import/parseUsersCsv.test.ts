import { i18n } from '@skillfolio/shared';
import { parseUsersCsv as parseWith } from './parseUsersCsv';

/** The file read as an English page reads it. */
function parseUsersCsv(text: string) {
  return parseWith(text, i18n.getFixedT('en', 'manage-users'));
}

function rowsOf(text: string) {
  const parsed = parseUsersCsv(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.rows;
}

describe('parseUsersCsv', () => {
  it('reads a file saved with a UTF-8 BOM as if it had none', () => {
    const text = 'username,first name,last name,email,projects,password\r\nzoë,Zoë,Ábel,,,\r\n';
    expect(rowsOf(`\uFEFF${text}`)).toEqual(rowsOf(text));
    expect(rowsOf(`\uFEFF${text}`)[0]).toMatchObject({ username: 'zoë', last_name: 'Ábel' });
  });

  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    const rows = rowsOf(
      'username,first name,last name,email,projects,password\n' +
        'sam,"Sam, Jr","O""Neil","s@x.test","Year 10 Skills; Work Experience","pass\nword"\n',
    );
    expect(rows).toEqual([
      {
        username: 'sam',
        first_name: 'Sam, Jr',
        last_name: 'O"Neil',
        email: 's@x.test',
        projects: 'Year 10 Skills; Work Experience',
        password: 'pass\nword',
      },
    ]);
  });

  it('takes the columns in any order and case, and skips blank lines', () => {
    const rows = rowsOf('Last_Name,USERNAME,First Name\n\nSmith,sam,Sam\n  \n');
    expect(rows).toEqual([
      {
        username: 'sam',
        first_name: 'Sam',
        last_name: 'Smith',
        email: '',
        projects: '',
        password: '',
      },
    ]);
  });

  it('names a missing column instead of guessing', () => {
    expect(parseUsersCsv('user,first name,last name\nsam,Sam,Smith\n')).toEqual({
      problem: expect.stringContaining('The file has no username column') as unknown as string,
    });
  });

  it('says when there are no users under the header', () => {
    expect(parseUsersCsv('username,first name,last name\n')).toEqual({
      problem: 'The file has no users after its header row.',
    });
  });

  it('reads a year column as written, and sends no year for a file without one', () => {
    const [withYear] = rowsOf('username,first name,last name,Year\nsam,Sam,Smith, Y7 \n');
    expect(withYear?.year).toBe('Y7');
    const [without] = rowsOf('username,first name,last name\nsam,Sam,Smith\n');
    expect(without && 'year' in without).toBe(false);
  });
});
