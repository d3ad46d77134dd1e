/**
 * The school admin's bulk users import and export (contract `Users.ImportUsers`, ExportUsers),
 * in the session's current school. An import is judged row by row (dry run), then judged again
 * and saved whole or not at all; while its passwords are hashed the reply streams progress.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ImportedLogin,
  ImportProgressLine,
  ImportUsersCheck,
  ImportUsersRequest,
} from '@skillfolio/shared/types';
import { yearGroupLabel } from '@skillfolio/shared/wire';
import { generatePassword } from '../admin/generatedPassword';
import { judgeImportRows, type JudgedRow, type SchoolForImport } from '../admin/importRowProblems';
import {
  addUsersToSchool,
  countSchoolUsers,
  hashUserPassword,
  refusalAsResult,
  UserRuleRefusal,
  type PreparedSchoolUser,
} from '../admin/userRules';
import { toCsv } from '../admin/usersCsv';
import { HashingBusyError } from '../auth/hashingGate';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';
import { findSchoolById } from '../queries/schools';
import { addUserProjects, listUsernamesOfSchool } from './importQueries';
import {
  listMembershipsOfSchool,
  listProjectsForSchool,
  listUsersOfSchool,
  type SchoolUserRow,
} from './userQueries';
import { ENGLISH } from '../i18n/serverTexts';

/** The outcome line of a commit the school changed under (another admin added users). */
const CHANGED_WHILE_SAVING = ENGLISH('import.changedWhileSaving');
const BUSY_WHILE_SAVING = ENGLISH('import.busyWhileSaving');

/** How often (in hashed rows) a progress line goes out: often enough for a smooth bar. */
const PROGRESS_EVERY = 5;

async function schoolForImport(
  db: Executor,
  schoolId: number,
): Promise<SchoolForImport | undefined> {
  const school = await findSchoolById(db, schoolId);
  if (school === undefined) return undefined;
  const projects = await listProjectsForSchool(db, schoolId);
  return {
    usernames: await listUsernamesOfSchool(db, schoolId),
    projects: new Map(
      projects.map((p) => [p.project_name.trim().toLowerCase(), p.school_project_id]),
    ),
    licenceNumber: school.licenceNumber,
    existingUsers: await countSchoolUsers(db, schoolId),
    schoolName: school.school_name,
    schoolUsername: school.school_username,
  };
}

function checkReply(rows: readonly JudgedRow[], school: SchoolForImport): ImportUsersCheck {
  return {
    rows: rows.map((row) => ({ problems: row.problems })),
    licenceNumber: school.licenceNumber,
    existingUsers: school.existingUsers,
    saved: false,
  };
}

function line(value: ImportProgressLine): string {
  return `${JSON.stringify(value)}\n`;
}

/** What an import comes to: the rows judged, or a save under way with its progress lines. */
export type ImportResult = ImportUsersCheck | { progress: Readable };

/**
 * Judges the rows; a dry run, or rows with a problem, answer the judgement. Rows that pass
 * are saved in the background while `progress` streams ImportProgressLine per line. undefined
 * when the school is gone.
 */
export async function importUsers(
  db: Kysely<Database>,
  schoolId: number,
  request: ImportUsersRequest,
  log: FastifyBaseLogger,
): Promise<ImportResult | undefined> {
  const school = await schoolForImport(db, schoolId);
  if (school === undefined) return undefined;
  const judged = judgeImportRows(request.rows, school);
  if (request.dryRun || judged.some((row) => row.problems.length > 0)) {
    return checkReply(judged, school);
  }

  const stream = new PassThrough();
  void saveRows(db, schoolId, judged, (hashed) => {
    if (hashed % PROGRESS_EVERY === 0 || hashed === judged.length) {
      stream.write(line({ hashed, total: judged.length }));
    }
  })
    .catch((error: unknown): ImportProgressLine => {
      log.error({ err: error }, 'users import failed');
      return { saved: false, error: ENGLISH('import.failed') };
    })
    .then((outcome) => stream.end(line(outcome)));
  return { progress: stream };
}

/** The school's users as CSV, in the import's columns. */
export async function usersCsv(db: Kysely<Database>, schoolId: number): Promise<string> {
  const [users, memberships] = await Promise.all([
    listUsersOfSchool(db, schoolId),
    listMembershipsOfSchool(db, schoolId),
  ]);
  // The export lists each user's projects in project order, as the import reads them.
  const byProject = [...memberships].sort((a, b) => a.school_project_id - b.school_project_id);
  const projects = new Map<number, string[]>();
  for (const { user_id, project_name } of byProject) {
    projects.set(user_id, [...(projects.get(user_id) ?? []), project_name]);
  }
  const yesNo = (flag: number) => (flag ? 'yes' : 'no');
  // The flags the school keeps are a pupil's: blank for staff and school admins.
  const pupilFlag = (user: SchoolUserRow, flag: number) =>
    user.is_Staff || user.is_schoolAdmin ? '' : flag ? 'yes' : 'no';
  return toCsv(
    users.map((user) => [
      user.username,
      user.first_name ?? '',
      user.last_name ?? '',
      user.email ?? '',
      (projects.get(user.user_id) ?? []).join('; '),
      yesNo(user.is_Staff),
      yesNo(user.is_schoolAdmin),
      yesNo(user.is_User),
      user.year_group === null ? '' : yearGroupLabel(user.year_group),
      pupilFlag(user, user.send),
      pupilFlag(user, user.disadvantaged),
    ]),
  );
}

/**
 * Hashes every password one at a time through the hashing gate (logins keep their turn),
 * then adds every user and their projects in one transaction, which judges the school again
 * (another admin may have added users meanwhile): all rows or none.
 */
async function saveRows(
  db: Kysely<Database>,
  schoolId: number,
  rows: readonly JudgedRow[],
  onHashed: (hashed: number) => void,
): Promise<ImportProgressLine> {
  const prepared: PreparedSchoolUser[] = [];
  const logins: ImportedLogin[] = [];
  try {
    for (const row of rows) {
      const generated = row.password === '' ? generatePassword() : null;
      prepared.push({
        username: row.username,
        first_name: row.first_name === '' ? null : row.first_name,
        last_name: row.last_name === '' ? null : row.last_name,
        email: row.email === '' ? null : row.email,
        is_Staff: false,
        is_schoolAdmin: false,
        is_User: true,
        password_hash: await hashUserPassword(generated ?? row.password),
        parent_password_hash: null,
        year_group: row.yearGroup,
        send: row.flags.send,
        disadvantaged: row.flags.disadvantaged,
      });
      logins.push({
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
        generatedPassword: generated,
      });
      onHashed(prepared.length);
    }
  } catch (error) {
    if (error instanceof HashingBusyError) return { saved: false, error: BUSY_WHILE_SAVING };
    throw error;
  }

  const result = await refusalAsResult(() =>
    db.transaction().execute(async (trx) => {
      const school = await schoolForImport(trx, schoolId);
      if (school === undefined) throw new UserRuleRefusal(CHANGED_WHILE_SAVING);
      const again = judgeImportRows(rows, school);
      if (again.some((row) => row.problems.length > 0)) {
        throw new UserRuleRefusal(CHANGED_WHILE_SAVING);
      }
      const added = await addUsersToSchool(trx, schoolId, prepared);
      if (!added.ok) throw new UserRuleRefusal(CHANGED_WHILE_SAVING);
      await addUserProjects(
        trx,
        added.userIds.flatMap((user_id, index) =>
          (rows[index]?.projectIds ?? []).map((school_project_id) => ({
            user_id,
            school_project_id,
          })),
        ),
      );
      return { ok: true as const };
    }),
  );
  return result.ok ? { saved: true, logins } : { saved: false, error: result.message };
}
