/**
 * The roster sync: a school admin uploads the OneRoster zip their MIS exported, sees what it
 * would change, and applies it whole or not at all. All in the session's current school.
 */
import {
  ApplyRosterRequest,
  OkReply,
  RosterPreview,
  RosterSyncState,
  SaveGradeYearsRequest,
} from '../wire';
import { endpoint } from './endpoint';

const ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/** The last sync applied, the school's reading of grades, and its classes. */
export const GetRosterSync = endpoint({
  method: 'GET',
  path: '/api/admin/RosterSync',
  rule: ADMIN,
  reply: RosterSyncState,
});

/**
 * The zip, as a multipart upload (sent with uploadRoster, as `call` sends JSON only): read,
 * checked line by line, and planned. Nothing changes; the preview waits to be applied.
 */
export const UploadRoster = endpoint({
  method: 'POST',
  path: '/api/admin/UploadRoster',
  rule: ADMIN,
  reply: RosterPreview,
});

/**
 * Applies a preview whole or not at all: refused when the school changed since. Answers a
 * progress stream (applyRoster reads it) while new accounts' passwords are hashed.
 */
export const ApplyRoster = endpoint({
  method: 'POST',
  path: '/api/admin/ApplyRoster',
  rule: ADMIN,
  body: ApplyRosterRequest,
  reply: OkReply,
});

/** The school's own reading of its MIS's grades as year groups (replacing the last). */
export const SaveGradeYears = endpoint({
  method: 'POST',
  path: '/api/admin/SaveGradeYears',
  rule: ADMIN,
  body: SaveGradeYearsRequest,
  reply: OkReply,
});
