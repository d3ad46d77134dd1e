/**
 * What a roster would change at a school, worked out before anything is written: people to
 * add, to update (names, e-mail, year group, a pupil's flags, classes), to link (an account
 * made by hand, matched once by e-mail or username), to make leavers; classes to add, change
 * or close.
 * A pure function of the roster and the school as it is, so the preview and the apply work
 * it out the same way, and the apply can tell that nothing changed in between (its digest).
 */
import { createHash } from 'node:crypto';
import { yearGroupLabel } from '@skillfolio/shared/wire';
import { yearOfGrades } from './gradeYears';
import type { RosterClass, RosterFile, RosterProblem, RosterUser } from './rosterFile';
import { proposeUsername } from './rosterUsernames';
import { ENGLISH } from '../i18n/serverTexts';

/** A person of the school as the sync sees them. */
export interface SchoolPerson {
  userId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  isStaff: boolean;
  yearGroup: number | null;
  /** A leaver already (left_at set). */
  left: boolean;
  /** The MIS's id when a roster made or linked the account; null: made by hand. */
  sourcedId: string | null;
  /** The flags the school keeps of a pupil (SEND; disadvantaged); absent: false. */
  send?: boolean;
  disadvantaged?: boolean;
}

export interface SchoolClassState {
  classId: number;
  /** null: made by hand (a roster never touches it). */
  sourcedId: string | null;
  title: string;
  classCode: string;
  classType: string;
  yearGroup: number | null;
  schoolYear: string | null;
  closed: boolean;
  members: readonly { userId: number; role: MemberRole }[];
}

export type MemberRole = 'pupil' | 'staff';

export interface SchoolRosterState {
  people: readonly SchoolPerson[];
  classes: readonly SchoolClassState[];
  /** The school's own grade → year group readings, keyed by the grade in upper case. */
  gradeYears: ReadonlyMap<string, number>;
  /** The school year of the last roster applied ("2027"), or null before the first. */
  lastSchoolYear: string | null;
  licenceNumber: number;
  /** Every account of the school, for the licence. */
  userCount: number;
}

/** One field that changes, in words for the preview. */
export interface FieldChange {
  field:
    | 'first name'
    | 'last name'
    | 'e-mail'
    | 'year group'
    | 'SEND'
    | 'disadvantaged'
    | 'classes'
    | 'leaver'
    | 'title';
  from: string;
  to: string;
}

/** A pupil's flags the school keeps, as a sync sets them. */
export interface PupilFlags {
  send: boolean;
  disadvantaged: boolean;
}

export interface PlannedAdd extends PupilFlags {
  sourcedId: string;
  kind: MemberRole;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  yearGroup: number | null;
  /** Titles of the classes they join. */
  classes: string[];
}

export interface PlannedUpdate extends PupilFlags {
  userId: number;
  sourcedId: string;
  username: string;
  name: string;
  /** Set when this sync links an account made by hand (matched by this). */
  linkBy: 'e-mail' | 'username' | null;
  /** A leaver the roster lists again: taken back. */
  returns: boolean;
  /** The new values, applied as one update. */
  firstName: string;
  lastName: string;
  email: string | null;
  yearGroup: number | null;
  changes: FieldChange[];
}

export interface PlannedLeaver {
  userId: number;
  sourcedId: string;
  username: string;
  name: string;
  why: 'left out of the file' | 'marked to be deleted' | 'disabled in the MIS';
}

export interface PlannedClass {
  sourcedId: string;
  title: string;
  classCode: string;
  classType: string;
  yearGroup: number | null;
  pupils: number;
  staff: number;
}

export interface PlannedClassUpdate extends PlannedClass {
  classId: number;
  reopens: boolean;
  changes: FieldChange[];
}

export interface PlannedClassClose {
  classId: number;
  title: string;
}

/** Who a class will hold: a person already at the school, or one this sync adds. */
export type MemberRef = { userId: number } | { newSourcedId: string };

export interface RosterPlan {
  /** The school year the file is for, as written ("2027"), or null when it names none. */
  schoolYear: string | null;
  previousSchoolYear: string | null;
  /** A new school year: pupils move up, last year's classes close. */
  rollover: boolean;
  adds: PlannedAdd[];
  updates: PlannedUpdate[];
  leavers: PlannedLeaver[];
  classAdds: PlannedClass[];
  classUpdates: PlannedClassUpdate[];
  classCloses: PlannedClassClose[];
  /** Every roster class's members after the sync, by the class's sourcedId. */
  members: ReadonlyMap<string, readonly { ref: MemberRef; role: MemberRole }[]>;
  /** People the file lists who match nothing to change. */
  unchanged: number;
  /** Rows left alone: parents and guardians, and people of other schools in the file. */
  ignored: number;
  /** Why the plan cannot be applied (the licence, several schools…); empty when it can. */
  problems: RosterProblem[];
}

const PLAN_FILE = ENGLISH('roster.fileAsAWhole');

export function fullName(first: string | null, last: string | null, username: string): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name === '' ? username : name;
}

const yearText = (year: number | null): string => (year === null ? 'none' : yearGroupLabel(year));

const yesNo = (flag: boolean): string => (flag ? 'yes' : 'no');

/** The one school of the file: its org of type school. */
function schoolOrgOf(roster: RosterFile): { sourcedId: string } | RosterProblem {
  const schools = roster.orgs.filter((org) => org.type === 'school' && org.status === 'active');
  if (schools.length === 1 && schools[0] !== undefined) return schools[0];
  if (schools.length === 0) {
    return {
      file: 'orgs.csv',
      line: 0,
      reason: ENGLISH('roster.noSchool'),
    };
  }
  return {
    file: 'orgs.csv',
    line: 0,
    reason: ENGLISH('roster.manySchools', {
      number: schools.length,
      names: schools.map((s) => s.name).join(', '),
    }),
  };
}

/** The school year the file is for: its newest school-year session (else its newest session). */
function schoolYearOf(roster: RosterFile): string | null {
  const active = roster.sessions.filter((s) => s.status === 'active' && s.schoolYear !== '');
  const years = active.some((s) => s.type === 'schoolYear')
    ? active.filter((s) => s.type === 'schoolYear')
    : active;
  if (years.length === 0) return null;
  return years.map((s) => s.schoolYear).reduce((newest, year) => (year > newest ? year : newest));
}

/** Each person's open roster classes now, by title: read once, not once a person. */
function rosterClassesByUser(classes: readonly SchoolClassState[]): Map<number, string[]> {
  const byUser = new Map<number, string[]>();
  for (const cls of classes) {
    if (cls.sourcedId === null || cls.closed) continue;
    for (const member of cls.members) {
      const titles = byUser.get(member.userId);
      if (titles === undefined) byUser.set(member.userId, [cls.title]);
      else titles.push(cls.title);
    }
  }
  for (const titles of byUser.values()) titles.sort((a, b) => a.localeCompare(b));
  return byUser;
}

function roleOf(user: RosterUser): MemberRole | null {
  if (user.kind === 'pupil') return 'pupil';
  if (user.kind === 'staff') return 'staff';
  return null;
}

interface Matchable {
  byEmail: Map<string, SchoolPerson[]>;
  byUsername: Map<string, SchoolPerson[]>;
}

/** Accounts made by hand (no sourcedId), by e-mail and by username, ignoring case. */
function handMadeIndex(people: readonly SchoolPerson[]): Matchable {
  const byEmail = new Map<string, SchoolPerson[]>();
  const byUsername = new Map<string, SchoolPerson[]>();
  const add = (map: Map<string, SchoolPerson[]>, key: string, person: SchoolPerson) => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [person]);
    else list.push(person);
  };
  for (const person of people) {
    if (person.sourcedId !== null) continue;
    if (person.email !== null && person.email.trim() !== '') {
      add(byEmail, person.email.trim().toLowerCase(), person);
    }
    add(byUsername, person.username.trim().toLowerCase(), person);
  }
  return { byEmail, byUsername };
}

export function planRosterSync(roster: RosterFile, school: SchoolRosterState): RosterPlan {
  const problems: RosterProblem[] = [];
  const org = schoolOrgOf(roster);
  const schoolOrgId = 'sourcedId' in org ? org.sourcedId : null;
  if (!('sourcedId' in org)) problems.push(org);

  const schoolYear = schoolYearOf(roster);
  const previousSchoolYear = school.lastSchoolYear;
  const rollover =
    schoolYear !== null && previousSchoolYear !== null && schoolYear !== previousSchoolYear;

  const bySourcedId = new Map<string, SchoolPerson>();
  for (const person of school.people) {
    if (person.sourcedId !== null) bySourcedId.set(person.sourcedId, person);
  }
  const handMade = handMadeIndex(school.people);
  const claimed = new Set<number>();
  const takenUsernames = new Set(school.people.map((p) => p.username.trim().toLowerCase()));

  // The roster's people of this school, each placed: an existing account, or a new one.
  const placed = new Map<string, MemberRef>();
  const adds: PlannedAdd[] = [];
  const updates: PlannedUpdate[] = [];
  const leavers: PlannedLeaver[] = [];
  let unchanged = 0;
  let ignored = 0;
  const listed = new Set<string>();

  const activeClasses = roster.classes.filter(
    (c) => c.status === 'active' && (schoolOrgId === null || c.schoolSourcedId === schoolOrgId),
  );
  const classBySourcedId = new Map(activeClasses.map((c) => [c.sourcedId, c]));
  const classesOfUser = new Map<string, RosterClass[]>();
  for (const enrollment of roster.enrollments) {
    if (enrollment.status !== 'active' || enrollment.kind === 'other') continue;
    const cls = classBySourcedId.get(enrollment.classSourcedId);
    if (cls === undefined) continue;
    const list = classesOfUser.get(enrollment.userSourcedId);
    if (list === undefined) classesOfUser.set(enrollment.userSourcedId, [cls]);
    else if (!list.includes(cls)) list.push(cls);
  }
  const classesNow = rosterClassesByUser(school.classes);
  const titlesOf = (sourcedId: string): string[] =>
    (classesOfUser.get(sourcedId) ?? []).map((c) => c.title).sort((a, b) => a.localeCompare(b));

  for (const user of roster.users) {
    const role = roleOf(user);
    const ofSchool = schoolOrgId === null || user.orgSourcedIds.includes(schoolOrgId);
    if (role === null || !ofSchool) {
      ignored += 1;
      continue;
    }
    listed.add(user.sourcedId);
    const existing = bySourcedId.get(user.sourcedId);
    const gone = user.status === 'tobedeleted' || !user.enabledUser;
    if (gone) {
      if (existing !== undefined && !existing.left) {
        leavers.push({
          userId: existing.userId,
          sourcedId: user.sourcedId,
          username: existing.username,
          name: fullName(existing.firstName, existing.lastName, existing.username),
          why: user.status === 'tobedeleted' ? 'marked to be deleted' : 'disabled in the MIS',
        });
      } else if (existing !== undefined) {
        unchanged += 1;
      } else {
        ignored += 1;
      }
      continue;
    }
    const yearGroup = role === 'pupil' ? yearOfGrades(user.grades, school.gradeYears) : null;
    let person = existing;
    let linkBy: PlannedUpdate['linkBy'] = null;
    if (person === undefined) {
      const match = matchHandMade(user, handMade, claimed);
      if ('problem' in match) {
        problems.push({ file: user.file, line: user.line, reason: match.problem });
        continue;
      }
      if (match.person !== undefined) {
        person = match.person;
        linkBy = match.by;
        claimed.add(person.userId);
      }
    }
    if (person === undefined) {
      const username = proposeUsername(user, takenUsernames);
      takenUsernames.add(username.toLowerCase());
      adds.push({
        sourcedId: user.sourcedId,
        kind: role,
        firstName: user.givenName,
        lastName: user.familyName,
        email: user.email,
        username,
        yearGroup,
        // A new pupil's flags as the file gives them (none given: false).
        send: role === 'pupil' && user.send === true,
        disadvantaged: role === 'pupil' && user.disadvantaged === true,
        classes: titlesOf(user.sourcedId),
      });
      placed.set(user.sourcedId, { newSourcedId: user.sourcedId });
      continue;
    }
    placed.set(user.sourcedId, { userId: person.userId });
    const update = updateOf(person, user, role, yearGroup, linkBy, {
      before: classesNow.get(person.userId) ?? [],
      after: titlesOf(user.sourcedId),
    });
    if (update === null) unchanged += 1;
    else updates.push(update);
  }

  // Accounts a roster made or linked that this file leaves out: leavers, never deleted.
  for (const person of school.people) {
    if (person.sourcedId === null || person.left || listed.has(person.sourcedId)) continue;
    leavers.push({
      userId: person.userId,
      sourcedId: person.sourcedId,
      username: person.username,
      name: fullName(person.firstName, person.lastName, person.username),
      why: 'left out of the file',
    });
  }

  const { classAdds, classUpdates, classCloses, members } = planClasses(
    roster,
    activeClasses,
    school,
    placed,
  );

  const after = school.userCount + adds.length;
  if (adds.length > 0 && after > school.licenceNumber) {
    problems.push({
      file: PLAN_FILE,
      line: 0,
      reason: ENGLISH('roster.overLicence', { licence: school.licenceNumber, after }),
    });
  }

  return {
    schoolYear,
    previousSchoolYear,
    rollover,
    adds,
    updates,
    leavers: leavers.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId),
    classAdds,
    classUpdates,
    classCloses,
    members,
    unchanged,
    ignored,
    problems,
  };
}

function matchHandMade(
  user: RosterUser,
  index: Matchable,
  claimed: ReadonlySet<number>,
):
  | { person: SchoolPerson; by: 'e-mail' | 'username' }
  | { person: undefined }
  | { problem: string } {
  const tries: Array<['e-mail' | 'username', SchoolPerson[] | undefined]> = [
    ['e-mail', user.email === '' ? undefined : index.byEmail.get(user.email.toLowerCase())],
    [
      'username',
      user.username === '' ? undefined : index.byUsername.get(user.username.toLowerCase()),
    ],
  ];
  for (const [by, found] of tries) {
    if (found === undefined || found.length === 0) continue;
    if (found.length > 1) {
      return {
        problem: ENGLISH(by === 'e-mail' ? 'roster.accountsByEmail' : 'roster.accountsByUsername', {
          number: found.length,
          name: `${user.givenName} ${user.familyName}`,
        }),
      };
    }
    const [person] = found;
    if (person === undefined) continue;
    if (claimed.has(person.userId)) {
      return {
        problem: ENGLISH('roster.matchedTwice', {
          name: `${user.givenName} ${user.familyName}`,
          username: person.username,
        }),
      };
    }
    return { person, by };
  }
  return { person: undefined };
}

function updateOf(
  person: SchoolPerson,
  user: RosterUser,
  role: MemberRole,
  yearGroup: number | null,
  linkBy: PlannedUpdate['linkBy'],
  classTitles: { before: readonly string[]; after: readonly string[] },
): PlannedUpdate | null {
  const changes: FieldChange[] = [];
  const firstName = user.givenName;
  const lastName = user.familyName;
  // An address the MIS leaves blank keeps the one the school typed.
  const email = user.email === '' ? person.email : user.email;
  // A grade no year group reads (or a member of staff) keeps the year the school set.
  const year = role === 'pupil' && yearGroup !== null ? yearGroup : person.yearGroup;
  if ((person.firstName ?? '') !== firstName) {
    changes.push({ field: 'first name', from: person.firstName ?? '', to: firstName });
  }
  if ((person.lastName ?? '') !== lastName) {
    changes.push({ field: 'last name', from: person.lastName ?? '', to: lastName });
  }
  if ((person.email ?? '') !== (email ?? '')) {
    changes.push({ field: 'e-mail', from: person.email ?? '', to: email ?? '' });
  }
  if (person.yearGroup !== year) {
    changes.push({ field: 'year group', from: yearText(person.yearGroup), to: yearText(year) });
  }
  // A pupil's flags change only where the file has their column (readUsers reads a pupil's
  // alone); without it the school's stay as they are.
  const flagsNow: PupilFlags = {
    send: person.send ?? false,
    disadvantaged: person.disadvantaged ?? false,
  };
  const flags: PupilFlags = {
    send: user.send ?? flagsNow.send,
    disadvantaged: user.disadvantaged ?? flagsNow.disadvantaged,
  };
  if (flagsNow.send !== flags.send) {
    changes.push({ field: 'SEND', from: yesNo(flagsNow.send), to: yesNo(flags.send) });
  }
  if (flagsNow.disadvantaged !== flags.disadvantaged) {
    changes.push({
      field: 'disadvantaged',
      from: yesNo(flagsNow.disadvantaged),
      to: yesNo(flags.disadvantaged),
    });
  }
  const { before, after } = classTitles;
  if (before.join('\n') !== after.join('\n')) {
    changes.push({
      field: 'classes',
      from: before.join(', ') || 'none',
      to: after.join(', ') || 'none',
    });
  }
  if (person.left) changes.push({ field: 'leaver', from: 'leaver', to: 'back at the school' });
  if (changes.length === 0 && linkBy === null) return null;
  return {
    userId: person.userId,
    sourcedId: user.sourcedId,
    username: person.username,
    name: fullName(firstName, lastName, person.username),
    linkBy,
    returns: person.left,
    firstName,
    lastName,
    email,
    yearGroup: year,
    ...flags,
    changes,
  };
}

function planClasses(
  roster: RosterFile,
  activeClasses: readonly RosterClass[],
  school: SchoolRosterState,
  placed: ReadonlyMap<string, MemberRef>,
): Pick<RosterPlan, 'classAdds' | 'classUpdates' | 'classCloses' | 'members'> {
  const existing = new Map<string, SchoolClassState>();
  for (const cls of school.classes) if (cls.sourcedId !== null) existing.set(cls.sourcedId, cls);
  const members = new Map<string, { ref: MemberRef; role: MemberRole }[]>();
  for (const cls of activeClasses) members.set(cls.sourcedId, []);
  for (const enrollment of roster.enrollments) {
    if (enrollment.status !== 'active' || enrollment.kind === 'other') continue;
    const list = members.get(enrollment.classSourcedId);
    const ref = placed.get(enrollment.userSourcedId);
    if (list === undefined || ref === undefined) continue;
    const key = 'userId' in ref ? `u${ref.userId}` : `n${ref.newSourcedId}`;
    if (
      list.some((m) => ('userId' in m.ref ? `u${m.ref.userId}` : `n${m.ref.newSourcedId}`) === key)
    ) {
      continue;
    }
    list.push({ ref, role: enrollment.kind });
  }

  const classAdds: PlannedClass[] = [];
  const classUpdates: PlannedClassUpdate[] = [];
  for (const cls of activeClasses) {
    const list = members.get(cls.sourcedId) ?? [];
    const planned: PlannedClass = {
      sourcedId: cls.sourcedId,
      title: cls.title,
      classCode: cls.classCode,
      classType: cls.classType === 'homeroom' ? 'homeroom' : 'scheduled',
      yearGroup: yearOfGrades(cls.grades, school.gradeYears),
      pupils: list.filter((m) => m.role === 'pupil').length,
      staff: list.filter((m) => m.role === 'staff').length,
    };
    const now = existing.get(cls.sourcedId);
    if (now === undefined) {
      classAdds.push(planned);
      continue;
    }
    const changes: FieldChange[] = [];
    if (now.title !== planned.title) {
      changes.push({ field: 'title', from: now.title, to: planned.title });
    }
    const sameMembers = sameMemberSet(now.members, list);
    const sameFields =
      now.classCode === planned.classCode &&
      now.classType === planned.classType &&
      now.yearGroup === planned.yearGroup;
    if (changes.length > 0 || !sameMembers || !sameFields || now.closed) {
      classUpdates.push({ ...planned, classId: now.classId, reopens: now.closed, changes });
    }
  }
  const inFile = new Set(activeClasses.map((c) => c.sourcedId));
  const classCloses = school.classes
    .filter((c) => c.sourcedId !== null && !c.closed && !inFile.has(c.sourcedId))
    .map((c) => ({ classId: c.classId, title: c.title }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return { classAdds, classUpdates, classCloses, members };
}

function sameMemberSet(
  now: readonly { userId: number; role: MemberRole }[],
  next: readonly { ref: MemberRef; role: MemberRole }[],
): boolean {
  if (now.length !== next.length) return false;
  const keys = new Set(now.map((m) => `${m.userId}:${m.role}`));
  return next.every((m) => 'userId' in m.ref && keys.has(`${m.ref.userId}:${m.role}`));
}

/** What the preview showed, in a form the apply can compare: same digest, same plan. */
export function planDigest(plan: RosterPlan): string {
  const members = [...plan.members.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sourcedId, list]) => [
      sourcedId,
      list
        .map(
          (m) => `${'userId' in m.ref ? `u${m.ref.userId}` : `n${m.ref.newSourcedId}`}:${m.role}`,
        )
        .sort(),
    ]);
  const canonical = JSON.stringify({ ...plan, members });
  return createHash('sha256').update(canonical).digest('hex');
}
