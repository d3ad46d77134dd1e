/**
 * The roster sync: a school admin uploads the OneRoster zip their MIS exported, sees what it
 * would change, and applies it whole or not at all. All in the session's current school.
 */
import {
  ApplyRosterRequest,
  OkReply,
  RosterPreview,
  RosterPullSettings,
  RosterSyncState,
  SaveGradeYearsRequest,
  SaveRosterPullRequest,
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

/** The school's pull from its MIS's OneRoster API: its settings (never the secret), last outcome. */
export const GetRosterPull = endpoint({
  method: 'GET',
  path: '/api/admin/RosterPull',
  rule: ADMIN,
  reply: RosterPullSettings,
});

/**
 * Saves the pull's settings; a blank secret keeps the kept one. The scheduled pull applies
 * as the admin who saved them last.
 */
export const SaveRosterPull = endpoint({
  method: 'POST',
  path: '/api/admin/SaveRosterPull',
  rule: ADMIN,
  body: SaveRosterPullRequest,
  reply: RosterPullSettings,
});

/**
 * Pulls the roster from the MIS now and answers its preview, as an upload does; nothing is
 * applied. Refused, with why, when the MIS cannot be reached or refuses.
 */
export const PullRosterNow = endpoint({
  method: 'POST',
  path: '/api/admin/PullRosterNow',
  rule: ADMIN,
  reply: RosterPreview,
});
