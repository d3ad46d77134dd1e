/**
 * The school admin's bulk import and export of users: POST /api/admin/ImportUsers (a dry run
 * that judges every row, or the commit of all rows) and GET /api/admin/ExportUsers (a CSV).
 * The browser parses the CSV file; the server judges and saves the rows.
 */
import { Type, type Static } from 'typebox';
import { Text } from './primitives';

/** The most rows one import takes (a year group or a whole small school). */
export const IMPORT_ROWS_MAX = 2000;

/**
 * A cell's limit on the wire: wider than the user fields' own limits, so an over-long cell
 * comes back as a problem named on its row instead of refusing the whole file.
 */
const CELL_MAX = 1000;

/** One row of the file, by the SPEC's field names; projects are names separated by `;`. */
export const ImportUserRow = Type.Object({
  username: Text(CELL_MAX),
  first_name: Text(CELL_MAX),
  last_name: Text(CELL_MAX),
  email: Text(CELL_MAX),
  projects: Text(CELL_MAX),
  /** Blank: the server makes one and shows it once after saving. */
  password: Text(CELL_MAX),
  /** The year group as written ("Reception", "R", "Year 7", "Y7", "7"); absent or blank: not set. */
  year: Type.Optional(Text(CELL_MAX)),
  /**
   * The pupil's SEND and Disadvantaged (pupil premium) flags as written (yes/no, y/n,
   * true/false, 1/0 in any case); absent or blank: no.
   */
  send: Type.Optional(Text(CELL_MAX)),
  disadvantaged: Type.Optional(Text(CELL_MAX)),
});
export type ImportUserRow = Static<typeof ImportUserRow>;

export const ImportUsersRequest = Type.Object({
  /** true: judge the rows and save nothing; false: judge again and save all rows or none. */
  dryRun: Type.Boolean(),
  rows: Type.Array(ImportUserRow, { minItems: 1, maxItems: IMPORT_ROWS_MAX }),
});
export type ImportUsersRequest = Static<typeof ImportUsersRequest>;

/** Every row in the order sent, each with its problems (none: the row can be saved). */
export const ImportUsersCheck = Type.Object({
  rows: Type.Array(Type.Object({ problems: Type.Array(Type.String()) })),
  /** The school's user limit and how many users it holds now. */
  licenceNumber: Type.Integer(),
  existingUsers: Type.Integer(),
  /** Always false here: a commit that saves answers with the stream below. */
  saved: Type.Literal(false),
});
export type ImportUsersCheck = Static<typeof ImportUsersCheck>;

/** A saved user's login, for the printable sheet; password only where the server made it. */
export const ImportedLogin = Type.Object({
  username: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  generatedPassword: Type.Union([Type.String(), Type.Null()]),
});
export type ImportedLogin = Static<typeof ImportedLogin>;

/**
 * A commit whose rows pass answers `application/x-ndjson`: one JSON line per step while the
 * passwords are hashed (seconds for hundreds of rows), then one line with the outcome.
 */
export const ImportProgressLine = Type.Union([
  Type.Object({ hashed: Type.Integer(), total: Type.Integer() }),
  Type.Object({ saved: Type.Literal(true), logins: Type.Array(ImportedLogin) }),
  Type.Object({ saved: Type.Literal(false), error: Type.String() }),
]);
export type ImportProgressLine = Static<typeof ImportProgressLine>;

/** GET /api/admin/ExportUsers answers a CSV attachment. */
export const ExportUsersReply = Type.String();
