/** The roster sync's reads and writes (roster/). */
import type { Executor } from '../db/database';
import type {
  MemberRole,
  SchoolClassState,
  SchoolPerson,
  SchoolRosterState,
} from './planRosterSync';

/** The school as the sync plans against it. */
export async function loadRosterState(
  db: Executor,
  schoolId: number,
): Promise<SchoolRosterState | undefined> {
  const school = await db
    .selectFrom('schools')
    .select('licenceNumber')
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (school === undefined) return undefined;
  const [users, classes, members, grades, last] = await Promise.all([
    db
      .selectFrom('users')
      .leftJoin('roster_links', 'roster_links.user_id', 'users.user_id')
      .select([
        'users.user_id',
        'users.username',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.is_Staff',
        'users.is_schoolAdmin',
        'users.year_group',
        'users.send',
        'users.disadvantaged',
        'users.left_at',
        'roster_links.sourced_id',
      ])
      .where('users.school_id', '=', schoolId)
      .orderBy('users.user_id')
      .execute(),
    db
      .selectFrom('school_classes')
      .selectAll()
      .where('school_id', '=', schoolId)
      .orderBy('class_id')
      .execute(),
    db
      .selectFrom('class_members')
      .innerJoin('school_classes', 'school_classes.class_id', 'class_members.class_id')
      .select(['class_members.class_id', 'class_members.user_id', 'class_members.role'])
      .where('school_classes.school_id', '=', schoolId)
      .execute(),
    db
      .selectFrom('roster_grade_years')
      .select(['grade', 'year_group'])
      .where('school_id', '=', schoolId)
      .execute(),
    db
      .selectFrom('roster_syncs')
      .select('school_year')
      .where('school_id', '=', schoolId)
      .where('applied_at', 'is not', null)
      .orderBy('applied_at', 'desc')
      .orderBy('sync_id', 'desc')
      .executeTakeFirst(),
  ]);
  const membersOf = new Map<number, { userId: number; role: MemberRole }[]>();
  for (const member of members) {
    const list = membersOf.get(member.class_id) ?? [];
    list.push({ userId: member.user_id, role: member.role === 'staff' ? 'staff' : 'pupil' });
    membersOf.set(member.class_id, list);
  }
  const people: SchoolPerson[] = users.map((user) => ({
    userId: user.user_id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    isStaff: user.is_Staff === 1 || user.is_schoolAdmin === 1,
    yearGroup: user.year_group,
    send: user.send === 1,
    disadvantaged: user.disadvantaged === 1,
    left: user.left_at !== null,
    sourcedId: user.sourced_id,
  }));
  const schoolClasses: SchoolClassState[] = classes.map((cls) => ({
    classId: cls.class_id,
    sourcedId: cls.sourced_id,
    title: cls.title,
    classCode: cls.class_code,
    classType: cls.class_type,
    yearGroup: cls.year_group,
    schoolYear: cls.school_year,
    closed: cls.closed_at !== null,
    members: membersOf.get(cls.class_id) ?? [],
  }));
  return {
    people,
    classes: schoolClasses,
    gradeYears: new Map(grades.map((g) => [g.grade.toUpperCase(), g.year_group])),
    lastSchoolYear: last?.school_year ?? null,
    licenceNumber: school.licenceNumber,
    userCount: users.length,
  };
}

export async function linkRosterUser(
  db: Executor,
  link: { schoolId: number; sourcedId: string; userId: number; madeByRoster: boolean },
  at: string,
): Promise<void> {
  await db
    .insertInto('roster_links')
    .values({
      school_id: link.schoolId,
      sourced_id: link.sourcedId,
      user_id: link.userId,
      made_by_roster: link.madeByRoster ? 1 : 0,
      linked_at: at,
    })
    .execute();
}

export async function updateRosterPerson(
  db: Executor,
  userId: number,
  fields: {
    firstName: string;
    lastName: string;
    email: string | null;
    yearGroup: number | null;
    send: boolean;
    disadvantaged: boolean;
    returns: boolean;
  },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      first_name: fields.firstName,
      last_name: fields.lastName,
      email: fields.email,
      year_group: fields.yearGroup,
      send: fields.send ? 1 : 0,
      disadvantaged: fields.disadvantaged ? 1 : 0,
      ...(fields.returns ? { left_at: null, erase_after: null } : {}),
    })
    .where('user_id', '=', userId)
    .execute();
}

export async function insertSchoolClass(
  db: Executor,
  schoolId: number,
  cls: {
    sourcedId: string;
    title: string;
    classCode: string;
    classType: string;
    yearGroup: number | null;
    schoolYear: string | null;
  },
  at: string,
): Promise<number> {
  const row = await db
    .insertInto('school_classes')
    .values({
      school_id: schoolId,
      sourced_id: cls.sourcedId,
      title: cls.title,
      class_code: cls.classCode,
      class_type: cls.classType,
      year_group: cls.yearGroup,
      school_year: cls.schoolYear,
      closed_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('class_id')
    .executeTakeFirstOrThrow();
  return row.class_id;
}

export async function updateSchoolClass(
  db: Executor,
  classId: number,
  cls: {
    title: string;
    classCode: string;
    classType: string;
    yearGroup: number | null;
    schoolYear: string | null;
  },
  at: string,
): Promise<void> {
  await db
    .updateTable('school_classes')
    .set({
      title: cls.title,
      class_code: cls.classCode,
      class_type: cls.classType,
      year_group: cls.yearGroup,
      school_year: cls.schoolYear,
      closed_at: null,
      updated_at: at,
    })
    .where('class_id', '=', classId)
    .execute();
}

export async function closeSchoolClasses(
  db: Executor,
  classIds: readonly number[],
  at: string,
): Promise<void> {
  if (classIds.length === 0) return;
  await db
    .updateTable('school_classes')
    .set({ closed_at: at, updated_at: at })
    .where('class_id', 'in', classIds)
    .execute();
}

/** Makes the class hold exactly these members. */
export async function setClassMembers(
  db: Executor,
  classId: number,
  members: readonly { userId: number; role: MemberRole }[],
): Promise<void> {
  await db.deleteFrom('class_members').where('class_id', '=', classId).execute();
  // In slices: a statement has at most a few thousand parameters (SQLite's limit is 32,766).
  for (let start = 0; start < members.length; start += 500) {
    await db
      .insertInto('class_members')
      .values(
        members
          .slice(start, start + 500)
          .map((m) => ({ class_id: classId, user_id: m.userId, role: m.role })),
      )
      .execute();
  }
}
