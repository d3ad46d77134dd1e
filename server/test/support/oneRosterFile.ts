/**
 * A UK secondary school's OneRoster bulk export, made up but shaped like a real MIS's, for the
 * roster tests and benches. Deterministic: the same options make the same bytes.
 *
 * Five cohorts, Years 7 to 11. School year Y (2027 for 2026/27) has the cohort that joined
 * Year 7 in school year E in Year 7 + Y − E, for E from Y − 4 to Y; a pupil's sourcedId is
 * `pupil-<E>-<n>`, so next year's file (Y + 1) moves everyone up a year, leaves the Year 11
 * cohort out (the leavers) and brings a new Year 7 in. Staff (`staff-<n>`) and the orgs stay
 * the same from year to year; classes are the year's own (`form-<Y>-…`, `class-<Y>-…`).
 */
import { zipSync, strToU8 } from 'fflate';

export type OneRosterVersion = '1.1' | '1.2';

/** One file's header and rows, each row by column name: a test may change either. */
export interface OneRosterTable {
  columns: string[];
  rows: Record<string, string>[];
}

/** roles.csv is OneRoster 1.2's: a 1.1 export has it empty, and zipTables leaves it out. */
export interface OneRosterTables {
  manifest: OneRosterTable;
  orgs: OneRosterTable;
  academicSessions: OneRosterTable;
  courses: OneRosterTable;
  users: OneRosterTable;
  roles: OneRosterTable;
  classes: OneRosterTable;
  enrollments: OneRosterTable;
}

export interface OneRosterOptions {
  /** The school year as OneRoster writes it: 2027 for 2026/27. */
  schoolYear: number;
  pupilsPerYear?: number;
  version?: OneRosterVersion;
  schoolSourcedId?: string;
  emailDomain?: string;
  /** Changes the rows before they are zipped. */
  tweak?: (tables: OneRosterTables) => void;
}

export interface ZipTablesOptions {
  /** A folder the files are zipped inside, as some MIS export them ('export'). */
  folder?: string;
  /** Files to leave out ('classes.csv'). */
  leaveOut?: readonly string[];
  /** Further files, by name, as their text. */
  extra?: Readonly<Record<string, string>>;
}

export const STAFF_COUNT = 70;
const FORMS = 'ABCDEFGH';
const YEAR_GROUPS = [7, 8, 9, 10, 11] as const;
const SUBJECTS = [
  { name: 'Maths', code: 'Ma', subject: 'Mathematics', firstTeacher: 41 },
  { name: 'English', code: 'En', subject: 'English', firstTeacher: 56 },
] as const;
/** Teachers of each subject: staff 41–55 Maths, 56–70 English; 1–40 are form tutors. */
const SUBJECT_TEACHERS = 15;

const GIVEN_NAMES = (
  'Oliver,Amelia,Muhammad,Isla,Noah,Ava,George,Olivia,Leo,Zoë,Łukasz,Aoife,Jack,Freya,Harry,' +
  'Priya,Chloé,Ethan,Grace,Kwame,Mia,Oscar,Ruby,Sofia,Theo,Yusuf,Amira,Seán,Lily,Arjun,Poppy,' +
  'Jayden,Evie,Dylan,Hannah,Kacper,Niamh,Samuel,Ellie,Tomás,Maya,Reuben,Ife,Rhys'
).split(',');
const FAMILY_NAMES = (
  "Smith,Jones,O'Brien,Smith-Jones,Patel,Khan,Williams,Brown,Taylor,Davies,Evans,Wilson,Thomas," +
  'Nowak,Kowalski,Murphy,Ahmed,Begum,Okafor,Walker,Wright,Robinson,Thompson,Hughes,Edwards,' +
  'Green,Hall,Lewis,Clarke,Jackson,Wood,Harris,Martin,Cooper,Ali,Hussain,Singh,Kaur,Campbell,' +
  "Stewart,MacDonald,D'Souza,Müller,Ó Súilleabháin,Wiśniewski,Adeyemi,Nguyen"
).split(',');

const pad = (value: number, width: number): string => String(value).padStart(width, '0');
const pick = (names: readonly string[], index: number): string => names[index % names.length] ?? '';

/** A name as a username has it: lower case ASCII letters only (Zoë → zoe, Łukasz → lukasz). */
function asciiName(name: string): string {
  return name
    .replace(/[Łł]/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** Each file's header row, in the standard's column order. */
const HEADERS = {
  manifest: 'propertyName,value',
  orgs: 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
  academicSessions:
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
  courses:
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,' +
    'subjects,subjectCodes',
  users11:
    'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,' +
    'familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
  users12:
    'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,' +
    'middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,' +
    'resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,' +
    'primaryOrgSourcedId,pronouns',
  roles:
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,' +
    'orgSourcedId,userProfileSourcedId',
  classes:
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,' +
    'schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
  enrollments:
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,' +
    'beginDate,endDate',
};
const header = (names: string): string[] => names.split(',');

/** The standard's file names, for the manifest's `file.<name>` rows. */
const MANIFEST_FILES = (
  'academicSessions,categories,classes,classResources,courses,courseResources,demographics,' +
  'enrollments,lineItems,orgs,resources,results,users'
).split(',');
const WRITTEN_FILES = [
  'academicSessions',
  'classes',
  'courses',
  'enrollments',
  'orgs',
  'users',
  'roles',
];

interface Person {
  sourcedId: string;
  role: 'student' | 'teacher' | 'aide';
  givenName: string;
  familyName: string;
  username: string;
  identifier: string;
  grades: string;
}

export function oneRosterTables(options: OneRosterOptions): OneRosterTables {
  const year = options.schoolYear;
  const perYear = options.pupilsPerYear ?? 240;
  const version = options.version ?? '1.2';
  const school = options.schoolSourcedId ?? 'org-demoacademy';
  const domain = options.emailDomain ?? 'demoacademy.test';
  const modified = `${year - 1}-08-20T09:00:00.000Z`;
  const district = 'org-demotrust';
  const yearId = `sy-${year}`;
  const terms = [1, 2, 3].map((term) => `term-${year}-${term}`);

  const pupils: (Person & { yearGroup: number; n: number })[] = [];
  for (const yearGroup of YEAR_GROUPS) {
    const entered = year - (yearGroup - 7);
    for (let n = 1; n <= perYear; n += 1) {
      // The given name turns with the cohort, so no two pupils share a username.
      const givenName = pick(GIVEN_NAMES, n + 3 * entered);
      const familyName = pick(FAMILY_NAMES, 7 * n + entered);
      pupils.push({
        sourcedId: `pupil-${entered}-${n}`,
        role: 'student',
        givenName,
        familyName,
        username: `${asciiName(givenName)}.${asciiName(familyName)}${n}`,
        identifier: `UPN${entered}${pad(n, 4)}`,
        grades: pad(yearGroup, 2),
        yearGroup,
        n,
      });
    }
  }
  const staff: Person[] = [];
  for (let n = 1; n <= STAFF_COUNT; n += 1) {
    const givenName = pick(GIVEN_NAMES, 5 * n + 2);
    const familyName = pick(FAMILY_NAMES, 3 * n + 1);
    staff.push({
      sourcedId: `staff-${n}`,
      // Two teaching assistants among the teachers.
      role: n === 39 || n === 40 ? 'aide' : 'teacher',
      givenName,
      familyName,
      username: `${asciiName(givenName).slice(0, 1)}${asciiName(familyName)}${n}`,
      identifier: `STAFF${pad(n, 3)}`,
      grades: '',
    });
  }
  const people = [...staff, ...pupils];

  const orgs = [
    {
      sourcedId: district,
      name: 'Demo Academy Trust',
      type: 'district',
      identifier: 'TRUST4001',
      parentSourcedId: '',
    },
    {
      sourcedId: school,
      name: 'Demo Academy',
      type: 'school',
      identifier: 'URN100001',
      parentSourcedId: district,
    },
  ].map((org) => ({ ...org, status: '', dateLastModified: modified }));

  const session = (
    sourcedId: string,
    title: string,
    type: string,
    start: string,
    end: string,
    parent: string,
  ) => ({
    sourcedId,
    status: '',
    dateLastModified: modified,
    title,
    type,
    startDate: start,
    endDate: end,
    parentSourcedId: parent,
    schoolYear: String(year),
  });
  const academicSessions = [
    session(
      yearId,
      `${year - 1}/${String(year).slice(2)}`,
      'schoolYear',
      `${year - 1}-09-01`,
      `${year}-07-31`,
      '',
    ),
    session(
      terms[0] ?? '',
      `Autumn ${year - 1}`,
      'term',
      `${year - 1}-09-01`,
      `${year - 1}-12-18`,
      yearId,
    ),
    session(terms[1] ?? '', `Spring ${year}`, 'term', `${year}-01-04`, `${year}-03-26`, yearId),
    session(terms[2] ?? '', `Summer ${year}`, 'term', `${year}-04-12`, `${year}-07-31`, yearId),
  ];

  const courses: Record<string, string>[] = [];
  const classes: Record<string, string>[] = [];
  const enrollments: Record<string, string>[] = [];
  const enrol = (classSourcedId: string, person: Person, teaches: boolean) =>
    enrollments.push({
      sourcedId: `enr-${classSourcedId}-${person.sourcedId}`,
      status: '',
      dateLastModified: modified,
      classSourcedId,
      schoolSourcedId: school,
      userSourcedId: person.sourcedId,
      role: teaches ? person.role : 'student',
      primary: teaches ? 'true' : 'false',
      beginDate: '',
      endDate: '',
    });
  const classRow = (row: Record<string, string>) =>
    classes.push({ status: '', dateLastModified: modified, schoolSourcedId: school, ...row });

  for (const yearGroup of YEAR_GROUPS) {
    const grade = pad(yearGroup, 2);
    const cohort = pupils.filter((pupil) => pupil.yearGroup === yearGroup);
    const formCourse = `course-${year}-${yearGroup}-form`;
    courses.push({
      sourcedId: formCourse,
      status: '',
      dateLastModified: modified,
      schoolYearSourcedId: yearId,
      title: `Year ${yearGroup} registration`,
      courseCode: `${yearGroup}REG`,
      grades: grade,
      orgSourcedId: school,
      subjects: '',
      subjectCodes: '',
    });
    [...FORMS].forEach((letter, index) => {
      const sourcedId = `form-${year}-${yearGroup}-${letter}`;
      classRow({
        sourcedId,
        title: `${yearGroup}${letter}`,
        grades: grade,
        courseSourcedId: formCourse,
        classCode: `${yearGroup}${letter}`,
        classType: 'homeroom',
        location: `Room ${yearGroup}${letter}, ${yearGroup < 10 ? 'Lower' : 'Upper'} School`,
        termSourcedIds: yearId,
        subjects: '',
        subjectCodes: '',
        periods: 'AM,PM',
      });
      const tutor = staff[(yearGroup - 7) * FORMS.length + index];
      if (tutor !== undefined) enrol(sourcedId, tutor, true);
      // Forms are mixed: every eighth pupil of the cohort in each.
      for (const pupil of cohort)
        if ((pupil.n - 1) % FORMS.length === index) enrol(sourcedId, pupil, false);
    });
    for (const subject of SUBJECTS) {
      const course = `course-${year}-${yearGroup}-${subject.code.toLowerCase()}`;
      courses.push({
        sourcedId: course,
        status: '',
        dateLastModified: modified,
        schoolYearSourcedId: yearId,
        title: `Year ${yearGroup} ${subject.name}`,
        courseCode: `${yearGroup}${subject.code}`,
        grades: grade,
        orgSourcedId: school,
        subjects: subject.subject,
        subjectCodes: '',
      });
      const sets = FORMS.length;
      for (let set = 1; set <= sets; set += 1) {
        const sourcedId = `class-${year}-${yearGroup}-${subject.code.toLowerCase()}-${set}`;
        classRow({
          sourcedId,
          title: `${yearGroup} ${subject.name} set ${set}`,
          grades: grade,
          courseSourcedId: course,
          classCode: `${yearGroup}${subject.code}${set}`,
          classType: 'scheduled',
          location: `Room ${subject.code}${set}`,
          termSourcedIds: terms.join(','),
          subjects: subject.subject,
          subjectCodes: '',
          periods: String(set),
        });
        const teacher =
          staff[subject.firstTeacher - 1 + (((yearGroup - 7) * sets + set) % SUBJECT_TEACHERS)];
        if (teacher !== undefined) enrol(sourcedId, teacher, true);
        // Sets by ability: the cohort in eight runs of consecutive pupils.
        for (const pupil of cohort) {
          if (Math.floor(((pupil.n - 1) * sets) / perYear) + 1 === set)
            enrol(sourcedId, pupil, false);
        }
      }
    }
  }

  const users = people.map((person) => ({
    sourcedId: person.sourcedId,
    status: '',
    dateLastModified: modified,
    enabledUser: 'true',
    orgSourcedIds: school,
    role: person.role,
    username: person.username,
    userIds: '',
    givenName: person.givenName,
    familyName: person.familyName,
    middleName: '',
    identifier: person.identifier,
    email: `${person.username}@${domain}`,
    sms: '',
    phone: '',
    agentSourcedIds: '',
    grades: person.grades,
    password: '',
    userMasterIdentifier: '',
    resourceSourcedIds: '',
    preferredGivenName: '',
    preferredMiddleName: '',
    preferredFamilyName: '',
    primaryOrgSourcedId: school,
    pronouns: '',
  }));
  const roles = people.map((person) => ({
    sourcedId: `role-${person.sourcedId}`,
    status: '',
    dateLastModified: modified,
    userSourcedId: person.sourcedId,
    roleType: 'primary',
    role: person.role,
    beginDate: '',
    endDate: '',
    orgSourcedId: school,
    userProfileSourcedId: '',
  }));

  const files = version === '1.2' ? [...MANIFEST_FILES, 'roles', 'userProfiles'] : MANIFEST_FILES;
  const manifest = [
    { propertyName: 'manifest.version', value: '1.0' },
    { propertyName: 'oneroster.version', value: version },
    ...files.map((file) => ({
      propertyName: `file.${file}`,
      value: WRITTEN_FILES.includes(file) ? 'bulk' : 'absent',
    })),
    { propertyName: 'source.systemName', value: 'Generator' },
    { propertyName: 'source.systemCode', value: 'skillfolio-test' },
  ];

  const tables: OneRosterTables = {
    manifest: { columns: header(HEADERS.manifest), rows: manifest },
    orgs: { columns: header(HEADERS.orgs), rows: orgs },
    academicSessions: { columns: header(HEADERS.academicSessions), rows: academicSessions },
    courses: { columns: header(HEADERS.courses), rows: courses },
    users: { columns: header(version === '1.2' ? HEADERS.users12 : HEADERS.users11), rows: users },
    roles: { columns: header(HEADERS.roles), rows: version === '1.2' ? roles : [] },
    classes: { columns: header(HEADERS.classes), rows: classes },
    enrollments: { columns: header(HEADERS.enrollments), rows: enrollments },
  };
  options.tweak?.(tables);
  return tables;
}

/** A value as CSV writes it: quoted when it has a comma, a quote or a line break. */
function csvValue(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A table as a CSV file: the header row, then a row per record, LF line ends. */
export function csvText(table: OneRosterTable): string {
  const lines = [
    table.columns,
    ...table.rows.map((row) => table.columns.map((column) => row[column] ?? '')),
  ];
  return lines.map((values) => `${values.map(csvValue).join(',')}\n`).join('');
}

/** The tables as a OneRoster zip: roles.csv only for 1.2. */
export function zipTables(
  tables: OneRosterTables,
  version: OneRosterVersion,
  options: ZipTablesOptions = {},
): Uint8Array {
  const texts: Record<string, string> = {
    'manifest.csv': csvText(tables.manifest),
    'orgs.csv': csvText(tables.orgs),
    'academicSessions.csv': csvText(tables.academicSessions),
    'courses.csv': csvText(tables.courses),
    'users.csv': csvText(tables.users),
    ...(version === '1.2' ? { 'roles.csv': csvText(tables.roles) } : {}),
    'classes.csv': csvText(tables.classes),
    'enrollments.csv': csvText(tables.enrollments),
    ...options.extra,
  };
  const prefix = options.folder === undefined ? '' : `${options.folder}/`;
  const entries = Object.entries(texts)
    .filter(([name]) => !(options.leaveOut ?? []).includes(name))
    .map(([name, text]) => [`${prefix}${name}`, strToU8(text)] as const);
  // A fixed time, so the same tables make the same bytes.
  return zipSync(Object.fromEntries(entries), {
    level: 6,
    mtime: new Date('2026-08-20T09:00:00Z'),
  });
}

export function makeOneRosterZip(options: OneRosterOptions): Uint8Array {
  return zipTables(oneRosterTables(options), options.version ?? '1.2');
}
