/**
 * The school admin's year end: pupils move up a year in one step, with exceptions, and
 * leavers are marked (read-only access for the school's leaver days, then erased). All in the
 * session's current school. The lists of pupil ids are checked by the handler: an id that is
 * not a pupil of the current school refuses the whole apply, which then changes nothing.
 */
import {
  ApplyYearEndReply,
  ApplyYearEndRequest,
  CancelLeavingRequest,
  OkReply,
  SaveLeaverDaysRequest,
  YearEndState,
} from '../wire';
import { endpoint } from './endpoint';

const ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/** The school's pupils by year, its leavers, its leaver days and the preview's version. */
export const GetYearEnd = endpoint({
  method: 'GET',
  path: '/api/admin/YearEnd',
  rule: ADMIN,
  reply: YearEndState,
});

/**
 * Moves every pupil not kept back up a year and marks the leavers, in one transaction.
 * Refused (nothing changed) when the version is not the current one: a second click, or a
 * change since the preview.
 */
export const ApplyYearEnd = endpoint({
  method: 'POST',
  path: '/api/admin/ApplyYearEnd',
  rule: ADMIN,
  body: ApplyYearEndRequest,
  reply: ApplyYearEndReply,
});

/** How many days a leaver keeps read-only access; leavers marked before keep their date. */
export const SaveLeaverDays = endpoint({
  method: 'POST',
  path: '/api/admin/SaveLeaverDays',
  rule: ADMIN,
  body: SaveLeaverDaysRequest,
  reply: OkReply,
});

/** Takes back a leaver marked by mistake. */
export const CancelLeaving = endpoint({
  method: 'POST',
  path: '/api/admin/CancelLeaving',
  rule: { ...ADMIN, owns: { user_id: 'schoolUser' } },
  body: CancelLeavingRequest,
  reply: OkReply,
});
