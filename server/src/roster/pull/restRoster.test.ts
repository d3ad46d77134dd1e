/**
 * The API's JSON read into a roster: the same roster the CSV reader makes of the same school,
 * the CSV's row rules said at the item's place (collection and 1-based index), JSON of the
 * wrong shape said rather than guessed at, and a tenant of several schools narrowed to the
 * one the settings name.
 */
import { parseOneRoster } from '../parseOneRoster';
import type { RosterFile, RosterParse } from '../rosterFile';
import { oneRosterTables, zipTables } from '../../../test/support/oneRosterFile';
import { restCollections } from '../../../test/support/oneRosterRestFixture';
import { rosterFromRest, type RestCollections } from './restRoster';

const tables = () => oneRosterTables({ schoolYear: 2027, pupilsPerYear: 6 });

/** The roster without where each row came from, which differs by nature. */
function placeless(roster: RosterFile) {
  const strip = <T extends { file: string; line: number }>(rows: readonly T[]) =>
    rows.map(({ file: _file, line: _line, ...rest }) => rest);
  return {
    version: roster.version,
    orgs: strip(roster.orgs),
    sessions: strip(roster.sessions),
    users: strip(roster.users),
    classes: strip(roster.classes),
    enrollments: strip(roster.enrollments),
  };
}

function rosterOf(parse: RosterParse): RosterFile {
  if (!parse.ok) throw new Error(JSON.stringify(parse.problems));
  return parse.roster;
}

/** The collections, as JSON the test may change. */
type Editable = Record<keyof RestCollections, Array<Record<string, unknown>>>;
const editable = (): Editable => restCollections(tables()) as Editable;

describe("the MIS's JSON as a roster", () => {
  it('is the roster the CSV reader makes of the same school', async () => {
    const school = tables();
    const fromCsv = rosterOf(await parseOneRoster(Buffer.from(zipTables(school, '1.2'))));
    const fromRest = rosterOf(rosterFromRest(restCollections(school), ''));
    expect(placeless(fromRest)).toEqual(placeless(fromCsv));
    expect(fromRest.users[4]).toMatchObject({ file: 'users', line: 5 });
  });

  it("says the CSV's row problems at the item's place, in collection order", () => {
    const json = editable();
    const user = json.users[3];
    const enrollment = json.enrollments[9];
    const cls = json.classes[1];
    if (user === undefined || enrollment === undefined || cls === undefined) throw new Error();
    user.email = 'not an address';
    user.givenName = { first: 'Ann' };
    enrollment.user = { sourcedId: 'nobody' };
    cls.school = { sourcedId: 'org-elsewhere' };
    json.orgs.push('an org' as unknown as Record<string, unknown>);
    const parse = rosterFromRest(json, '');
    expect(parse).toEqual({
      ok: false,
      more: 0,
      problems: [
        { file: 'orgs', line: 3, reason: 'this item is not a JSON object' },
        { file: 'orgs', line: 3, reason: 'the sourcedId is empty' },
        {
          file: 'users',
          line: 4,
          reason: 'the givenName is not a text, a number or true or false',
        },
        { file: 'users', line: 4, reason: 'the given name (givenName) is empty' },
        { file: 'users', line: 4, reason: 'the e-mail address "not an address" is not valid' },
        {
          file: 'classes',
          line: 2,
          reason: `the school "org-elsewhere" (schoolSourcedId) is not in the MIS's orgs`,
        },
        {
          file: 'enrollments',
          line: 10,
          reason: `the person "nobody" (userSourcedId) is not in the MIS's users`,
        },
      ],
    });
  });

  it("says a person's role problems at the person's place", () => {
    const json = editable();
    const [first, second] = json.users;
    if (first === undefined || second === undefined) throw new Error();
    first.roles = [{ roleType: 'main', role: 'student', org: { sourcedId: 'org-demoacademy' } }];
    second.roles = [];
    const parse = rosterFromRest(json, '');
    expect(parse.ok ? [] : parse.problems).toEqual([
      { file: 'users', line: 1, reason: 'the roleType "main" should be primary or secondary' },
      {
        file: 'users',
        line: 1,
        reason:
          'this person has no primary role in their roles, so Skillfolio cannot tell whether they are a pupil or staff',
      },
      {
        file: 'users',
        line: 2,
        reason:
          'this person has no primary role in their roles, so Skillfolio cannot tell whether they are a pupil or staff',
      },
    ]);
  });

  it('takes a NUL or an endless value as a problem, not as data', () => {
    const json = editable();
    const [first] = json.users;
    const [cls] = json.classes;
    if (first === undefined || cls === undefined) throw new Error();
    first.familyName = 'Smith\u0000';
    cls.title = 'x'.repeat(2_001);
    const parse = rosterFromRest(json, '');
    expect(parse.ok ? [] : parse.problems).toEqual([
      { file: 'users', line: 1, reason: 'the familyName has a NUL character in it' },
      {
        file: 'classes',
        line: 1,
        reason: 'the title is longer than 2,000 characters, more than Skillfolio reads',
      },
    ]);
  });

  describe('in a tenant of several schools', () => {
    /** A second school's people and classes beside the first's, in one tenant. */
    function tenant(): RestCollections {
      const one = restCollections(tables());
      const other = restCollections(
        oneRosterTables({
          schoolYear: 2027,
          pupilsPerYear: 3,
          schoolSourcedId: 'org-second',
          tweak: (t) => {
            for (const table of [t.users, t.roles, t.classes, t.enrollments]) {
              for (const row of table.rows) {
                for (const key of ['sourcedId', 'userSourcedId', 'classSourcedId']) {
                  if (row[key]) row[key] = `second-${row[key]}`;
                }
              }
            }
          },
        }),
      );
      return {
        orgs: [...one.orgs, ...other.orgs.filter((org) => org.sourcedId === 'org-second')],
        academicSessions: one.academicSessions,
        users: [...one.users, ...other.users],
        classes: [...one.classes, ...other.classes],
        enrollments: [...one.enrollments, ...other.enrollments],
      };
    }

    it('asks which school this is when the settings do not say', () => {
      const parse = rosterFromRest(tenant(), '');
      expect(parse.ok ? [] : parse.problems).toEqual([
        {
          file: 'orgs',
          line: 0,
          reason:
            "The MIS holds 2 schools (Demo Academy (org-demoacademy), Demo Academy (org-second)): enter this school's org sourcedId in the pull settings",
        },
      ]);
    });

    it('keeps only the school the settings name, so nothing of the others is held', () => {
      const roster = rosterOf(rosterFromRest(tenant(), 'org-second'));
      expect(roster.orgs.map((org) => org.sourcedId)).toEqual(['org-demotrust', 'org-second']);
      expect(roster.users).toHaveLength(70 + 3 * 5);
      expect(roster.users.every((user) => user.sourcedId.startsWith('second-'))).toBe(true);
      expect(roster.classes.every((cls) => cls.schoolSourcedId === 'org-second')).toBe(true);
      expect(roster.enrollments.every((e) => e.classSourcedId.startsWith('second-'))).toBe(true);
    });

    it('says so when the settings name an org the MIS does not have', () => {
      const parse = rosterFromRest(tenant(), 'org-third');
      expect(parse.ok ? [] : parse.problems).toEqual([
        {
          file: 'orgs',
          line: 0,
          reason:
            'The MIS has no org "org-third": check the school\'s org sourcedId in the pull settings',
        },
      ]);
    });
  });
});
