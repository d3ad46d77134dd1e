import {
  planDigest,
  planRosterSync,
  type SchoolPerson,
  type SchoolRosterState,
} from './planRosterSync';
import type { RosterClass, RosterEnrollment, RosterFile, RosterUser } from './rosterFile';

const ORG = 'org-school';

function user(sourcedId: string, over: Partial<RosterUser> = {}): RosterUser {
  return {
    file: 'users.csv',
    line: 2,
    sourcedId,
    status: 'active',
    enabledUser: true,
    kind: 'pupil',
    username: '',
    givenName: `Given${sourcedId}`,
    familyName: 'Family',
    email: '',
    identifier: '',
    grades: ['07'],
    orgSourcedIds: [ORG],
    ...over,
  };
}

function klass(sourcedId: string, title: string): RosterClass {
  return {
    file: 'classes.csv',
    line: 2,
    sourcedId,
    status: 'active',
    title,
    classCode: title,
    classType: 'homeroom',
    grades: ['07'],
    schoolSourcedId: ORG,
    termSourcedIds: [],
  };
}

function enrol(classSourcedId: string, userSourcedId: string, kind: 'pupil' | 'staff' = 'pupil') {
  const enrollment: RosterEnrollment = {
    file: 'enrollments.csv',
    line: 2,
    sourcedId: `${classSourcedId}-${userSourcedId}`,
    status: 'active',
    classSourcedId,
    userSourcedId,
    kind,
    primary: false,
  };
  return enrollment;
}

function roster(over: Partial<RosterFile> = {}): RosterFile {
  return {
    version: '1.2',
    manifest: new Map(),
    orgs: [
      {
        file: 'orgs.csv',
        line: 2,
        sourcedId: ORG,
        status: 'active',
        name: 'Demo Academy',
        type: 'school',
        identifier: '',
      },
    ],
    sessions: [
      {
        file: 'academicSessions.csv',
        line: 2,
        sourcedId: 'sy',
        status: 'active',
        title: '2026/27',
        type: 'schoolYear',
        startDate: '2026-09-01',
        endDate: '2027-07-31',
        schoolYear: '2027',
      },
    ],
    users: [],
    classes: [],
    enrollments: [],
    ...over,
  };
}

function person(userId: number, over: Partial<SchoolPerson> = {}): SchoolPerson {
  return {
    userId,
    username: `user${userId}`,
    firstName: 'First',
    lastName: 'Last',
    email: null,
    isStaff: false,
    yearGroup: null,
    left: false,
    sourcedId: null,
    ...over,
  };
}

function school(over: Partial<SchoolRosterState> = {}): SchoolRosterState {
  return {
    people: [],
    classes: [],
    gradeYears: new Map(),
    lastSchoolYear: null,
    licenceNumber: 10_000,
    userCount: 0,
    ...over,
  };
}

describe('planning a roster sync', () => {
  it('adds the pupils and staff of the file, with usernames, year groups and classes', () => {
    const plan = planRosterSync(
      roster({
        users: [
          user('p1', { givenName: 'Zoë', familyName: "O'Brien" }),
          user('t1', { kind: 'staff', grades: [], username: 'mr.t' }),
          user('g1', { kind: 'other' }),
        ],
        classes: [klass('c1', '7A')],
        enrollments: [enrol('c1', 'p1'), enrol('c1', 't1', 'staff'), enrol('c1', 'g1')],
      }),
      school({ people: [person(1, { username: 'zoe.obrien' })] }),
    );
    expect(plan.adds).toEqual([
      expect.objectContaining({
        sourcedId: 'p1',
        username: 'zoe.obrien2',
        yearGroup: 7,
        classes: ['7A'],
      }),
      expect.objectContaining({
        sourcedId: 't1',
        kind: 'staff',
        username: 'mr.t',
        yearGroup: null,
      }),
    ]);
    expect(plan.ignored).toBe(1);
    expect(plan.classAdds).toEqual([expect.objectContaining({ title: '7A', pupils: 1, staff: 1 })]);
    expect(plan.problems).toEqual([]);
  });

  it('changes only what changed on a second look, and nothing when nothing did', () => {
    const file = roster({ users: [user('p1', { grades: ['08'] })] });
    const linked = person(1, {
      sourcedId: 'p1',
      firstName: 'Givenp1',
      lastName: 'Family',
      yearGroup: 8,
    });
    const same = planRosterSync(file, school({ people: [linked] }));
    expect([same.adds, same.updates, same.leavers, same.unchanged]).toEqual([[], [], [], 1]);

    const moved = planRosterSync(file, school({ people: [{ ...linked, yearGroup: 7 }] }));
    expect(moved.updates).toEqual([
      expect.objectContaining({
        userId: 1,
        changes: [{ field: 'year group', from: 'Year 7', to: 'Year 8' }],
      }),
    ]);
  });

  it('links an account made by hand once, by e-mail (any case) or username, and refuses an ambiguous one', () => {
    const file = roster({
      users: [
        user('p1', { email: 'Pat@School.test', givenName: 'First', familyName: 'Last' }),
        user('p2', { username: 'sam', givenName: 'First', familyName: 'Last' }),
      ],
    });
    const plan = planRosterSync(
      file,
      school({
        people: [
          person(1, { email: 'pat@school.test', yearGroup: 7 }),
          person(2, { username: 'Sam', yearGroup: 7 }),
        ],
      }),
    );
    expect(plan.updates.map((u) => [u.userId, u.linkBy, u.changes])).toEqual([
      [1, 'e-mail', [{ field: 'e-mail', from: 'pat@school.test', to: 'Pat@School.test' }]],
      [2, 'username', []],
    ]);
    expect(plan.adds).toEqual([]);

    const twice = planRosterSync(
      roster({ users: [user('p1', { email: 'pat@school.test' })] }),
      school({
        people: [person(1, { email: 'pat@school.test' }), person(2, { email: 'PAT@school.test' })],
      }),
    );
    expect(twice.problems).toEqual([
      expect.objectContaining({
        file: 'users.csv',
        reason: expect.stringMatching(/^2 accounts made by hand/),
      }),
    ]);
  });

  it('makes leavers of linked accounts the file leaves out or marks, never of hand-made ones', () => {
    const plan = planRosterSync(
      roster({ users: [user('p2', { status: 'tobedeleted' })] }),
      school({
        people: [
          person(1, { sourcedId: 'p1' }),
          person(2, { sourcedId: 'p2' }),
          person(3),
          person(4, { sourcedId: 'p4', left: true }),
        ],
      }),
    );
    expect(plan.leavers.map((l) => [l.userId, l.why])).toEqual([
      [1, 'left out of the file'],
      [2, 'marked to be deleted'],
    ]);
  });

  it('takes a leaver the file lists again back, and sees a new school year as a rollover', () => {
    const plan = planRosterSync(
      roster({ users: [user('p1', { givenName: 'First', familyName: 'Last' })] }),
      school({
        people: [person(1, { sourcedId: 'p1', left: true, yearGroup: 7 })],
        lastSchoolYear: '2026',
      }),
    );
    expect(plan.updates).toEqual([expect.objectContaining({ returns: true })]);
    expect([plan.rollover, plan.schoolYear, plan.previousSchoolYear]).toEqual([
      true,
      '2027',
      '2026',
    ]);
  });

  it('closes the classes the file leaves out, and keeps hand-made ones', () => {
    const plan = planRosterSync(
      roster({ classes: [klass('c2', '8A')] }),
      school({
        classes: [
          {
            classId: 1,
            sourcedId: 'c1',
            title: '7A',
            classCode: '',
            classType: 'homeroom',
            yearGroup: 7,
            schoolYear: '2026',
            closed: false,
            members: [],
          },
          {
            classId: 2,
            sourcedId: null,
            title: 'Chess club',
            classCode: '',
            classType: 'scheduled',
            yearGroup: null,
            schoolYear: null,
            closed: false,
            members: [],
          },
        ],
      }),
    );
    expect(plan.classCloses).toEqual([{ classId: 1, title: '7A' }]);
    expect(plan.classAdds.map((c) => c.title)).toEqual(['8A']);
  });

  it("refuses a file beyond the school's licence, and one of several schools", () => {
    const over = planRosterSync(
      roster({ users: [user('p1'), user('p2')] }),
      school({ licenceNumber: 3, userCount: 2 }),
    );
    expect(over.problems).toEqual([
      expect.objectContaining({
        reason: expect.stringMatching(
          /^The school's licence allows 3 users; with this file it would have 4/,
        ),
      }),
    ]);
    const two = roster();
    two.orgs.push({ ...two.orgs[0]!, sourcedId: 'org-2', name: 'Other School' });
    expect(planRosterSync(two, school()).problems[0]?.reason).toMatch(/holds 2 schools/);
  });

  it('gives the same digest for the same plan, and another when the school changed', () => {
    const file = roster({ users: [user('p1')] });
    const a = planDigest(planRosterSync(file, school()));
    expect(planDigest(planRosterSync(file, school()))).toBe(a);
    expect(
      planDigest(
        planRosterSync(file, school({ people: [person(9, { username: 'givenp1.family' })] })),
      ),
    ).not.toBe(a);
  });
});
