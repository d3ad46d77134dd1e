/**
 * Reads a OneRoster CSV bulk zip (1.1 or 1.2) into the roster the sync plans from, or says
 * what is wrong with it, row by row, as a school's admin can fix it in their MIS.
 *
 * In two stages. The zip is streamed (rosterZip): each file Skillfolio reads is inflated and
 * parsed as it arrives (rosterCsv), keeping only the columns read. The zip's entries come in
 * any order, so the rules that need another file (users.csv needs the manifest's version, and
 * in 1.2 roles.csv) run once all are read: each file's rows (rosterRows), then across files
 * (rosterReferences).
 */
import type { Readable } from 'node:stream';
import { CsvTableReader } from './rosterCsv';
import type { RosterFile, RosterParse, RosterProblem } from './rosterFile';
import {
  CLASS_COLUMNS,
  ENROLLMENT_COLUMNS,
  isRosterFileName,
  MANIFEST_COLUMNS,
  ORG_COLUMNS,
  ROLE_COLUMNS,
  SESSION_COLUMNS,
  USER_COLUMNS,
  USER_COLUMNS_EITHER,
  USER_COLUMNS_ONLY_1_1,
  USER_FLAG_COLUMNS,
  type RosterFileName,
} from './rosterHeaders';
import { DEFAULT_ROSTER_LIMITS, formatBytes, formatCount, type RosterLimits } from './rosterLimits';
import { readManifest } from './rosterManifest';
import { RosterProblems, THE_UPLOAD } from './rosterProblems';
import { checkReferences } from './rosterReferences';
import {
  readClasses,
  readEnrollments,
  readOrgs,
  readRoles,
  readSessions,
  readUsers,
  rolesInRolesFile,
  rolesInUsers,
  type RoleOf,
  type RosterRole,
} from './rosterRows';
import { readZip, type ZipEntrySink, type ZipStop } from './rosterZip';
import { ENGLISH } from '../i18n/serverTexts';

export { DEFAULT_ROSTER_LIMITS, ROSTER_PROBLEMS_MAX, type RosterLimits } from './rosterLimits';

const NOT_A_ZIP: RosterProblem = {
  file: THE_UPLOAD,
  line: 0,
  reason: ENGLISH('roster.notAZip'),
};

/**
 * Resolves to the roster, or to the problems found (the first ROSTER_PROBLEMS_MAX, in file
 * and line order). Rejects only if `zip`, a stream, fails. When a problem stops the reading
 * (a limit passed, not a zip), the rest of the stream is left unread, not destroyed: the
 * caller drains it.
 */
export async function parseOneRoster(
  zip: Readable | Buffer,
  limits: Partial<RosterLimits> = {},
): Promise<RosterParse> {
  const limit: RosterLimits = { ...DEFAULT_ROSTER_LIMITS, ...limits };
  const problems = new RosterProblems();
  const files = fileReaders(limit, problems);
  let stop: ZipStop | undefined;
  try {
    stop = await readZip(zip, limit, entryTaker(files, problems));
  } finally {
    for (const reader of Object.values(files)) reader.abandon();
  }
  if (stop?.stop === 'notAZip') return { ok: false, problems: [NOT_A_ZIP], more: 0 };
  if (stop !== undefined) {
    // What was read is not the whole zip: a file not reached would be reported as missing.
    const { file, reason } = stopProblem(stop, limit);
    problems.add(file, 0, reason);
    return { ok: false, ...problems.list() };
  }
  const roster = rosterOf(files, problems);
  if (roster === undefined || problems.count > 0) return { ok: false, ...problems.list() };
  return { ok: true, roster };
}

type FileReaders = ReturnType<typeof fileReaders>;

function fileReaders(limits: RosterLimits, problems: RosterProblems) {
  const reader = <C extends string>(
    file: RosterFileName,
    columns: readonly C[],
    required: readonly C[] = columns,
  ): CsvTableReader<C> => new CsvTableReader(file, columns, required, limits, problems);
  return {
    'manifest.csv': reader('manifest.csv', MANIFEST_COLUMNS),
    'orgs.csv': reader('orgs.csv', ORG_COLUMNS),
    'academicSessions.csv': reader('academicSessions.csv', SESSION_COLUMNS),
    // The flags' extension columns are read when the file has them.
    'users.csv': reader('users.csv', [...USER_COLUMNS, ...USER_FLAG_COLUMNS], USER_COLUMNS_EITHER),
    'roles.csv': reader('roles.csv', ROLE_COLUMNS),
    'classes.csv': reader('classes.csv', CLASS_COLUMNS),
    'enrollments.csv': reader('enrollments.csv', ENROLLMENT_COLUMNS),
  } satisfies Record<RosterFileName, CsvTableReader<string>>;
}

/**
 * Which reader an entry goes to: by its base name, as the standard spells it, so an export
 * zipped with its folder (export/users.csv) reads the same. macOS's copies of resource forks
 * (__MACOSX/export/._users.csv) have base names of their own and are skipped like any other.
 */
function entryTaker(
  files: FileReaders,
  problems: RosterProblems,
): (name: string) => ZipEntrySink | undefined {
  const taken = new Map<string, string>();
  return (name) => {
    const base = baseName(name);
    if (!isRosterFileName(base)) return undefined;
    const earlier = taken.get(base);
    if (earlier !== undefined) {
      problems.add(base, 0, ENGLISH('roster.twoOfAFile', { file: base, earlier, name }));
      return undefined;
    }
    taken.set(base, name);
    return files[base].open();
  };
}

const baseName = (name: string): string =>
  name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);

function stopProblem(stop: Exclude<ZipStop, { stop: 'notAZip' }>, limits: RosterLimits) {
  switch (stop.stop) {
    case 'tooManyEntries':
      return {
        file: THE_UPLOAD,
        reason: ENGLISH('roster.tooManyEntries', { max: formatCount(limits.entriesMax) }),
      };
    case 'tooLarge':
      return {
        file: THE_UPLOAD,
        reason: ENGLISH('roster.tooLargeUnzipped', { size: formatBytes(limits.totalBytesMax) }),
      };
    case 'fileTooLarge':
      return {
        file: baseName(stop.name),
        reason: ENGLISH('roster.fileTooLarge', { size: formatBytes(limits.fileBytesMax) }),
      };
    case 'unsupported':
      return {
        file: baseName(stop.name),
        reason: ENGLISH('roster.unsupported', { method: stop.method }),
      };
  }
}

const REQUIRED_FILES = ['manifest.csv', 'orgs.csv', 'users.csv'] as const;

/** The second stage: every file's rules, then the rules across files. */
function rosterOf(files: FileReaders, problems: RosterProblems): RosterFile | undefined {
  for (const file of REQUIRED_FILES) {
    if (files[file].state === 'absent') {
      problems.add(file, 0, ENGLISH('roster.missingFile', { file }));
    }
  }
  const inZip = new Set(
    Object.values(files)
      .filter((reader) => reader.state !== 'absent')
      .map((reader) => reader.file),
  );
  const manifestFile = files['manifest.csv'];
  const manifest =
    manifestFile.state === 'read' ? readManifest(manifestFile, inZip, problems) : undefined;
  const version = manifest?.version;

  const usersFile = files['users.csv'];
  let roleOf: RoleOf = () => ({ kind: undefined, orgSourcedIds: [] });
  let roles: RosterRole[] = [];
  if (version === '1.1') {
    usersFile.requireColumns(USER_COLUMNS_ONLY_1_1);
    roleOf = rolesInUsers(usersFile, problems);
  } else if (version === '1.2') {
    const rolesFile = files['roles.csv'];
    if (rolesFile.state === 'absent') {
      problems.add('roles.csv', 0, ENGLISH('roster.noRolesFile'));
    }
    roles = readRoles(rolesFile, problems);
    roleOf = rolesInRolesFile(roles, rolesFile.state === 'read', usersFile.file, problems);
  }

  const orgs = readOrgs(files['orgs.csv'], problems);
  const sessions = readSessions(files['academicSessions.csv'], problems);
  const users = readUsers(usersFile, roleOf, problems, usersFile);
  const classes = readClasses(files['classes.csv'], problems);
  const enrollments = readEnrollments(files['enrollments.csv'], problems);

  const classesFile = files['classes.csv'];
  checkReferences(
    { orgs, users, roles, classes, enrollments },
    {
      orgs: files['orgs.csv'].state === 'read',
      users: usersFile.state === 'read',
      classes: classesFile.state === 'read' || classesFile.state === 'absent',
    },
    problems,
  );
  if (manifest === undefined || version === undefined) return undefined;
  return { version, manifest: manifest.properties, orgs, sessions, users, classes, enrollments };
}
