/**
 * Verifiable profiles: the public check of a profile's link, the pupil's records and their
 * Open Badges 3.0 credentials, withdrawal, and the school's signing key. The record, the
 * credential and the withdrawal take a record id the handler checks (the session's own
 * record, or for a school admin one of the school's), answering any other as not found.
 */
import {
  OkReply,
  ProfileRecordRequest,
  ProfileRecords,
  ProfileRecordsQuery,
  SigningKeyReply,
  VerifyQuery,
  VerifyReply,
} from '../wire';
import { endpoint } from './endpoint';

const RECORD_CHECKED_BY_HANDLER = {
  record_id:
    "the session's own record, or a record of the admin's school: any other is answered as not found",
} as const;

/** Anyone with the link: what the profile states, or that it was withdrawn. Never indexed. */
export const VerifyProfile = endpoint({
  method: 'GET',
  path: '/api/public/VerifyProfile',
  rule: {
    access: 'public',
    unchecked: { id: 'the public id of 128 random bits: holding the link is the permission' },
  },
  query: VerifyQuery,
  reply: VerifyReply,
});

/** The subject pupil's records: the pupil, their parent (reads), or staff of their projects. */
export const GetProfileRecords = endpoint({
  method: 'GET',
  path: '/api/profile/ProfileRecords',
  rule: { access: 'user', allowReadOnly: true, owns: { user_id: 'profileSubject' } },
  query: ProfileRecordsQuery,
  reply: ProfileRecords,
});

/** The record as an Open Badges 3.0 credential (JSON); downloading it issues nothing. */
export const ProfileCredential = endpoint({
  method: 'GET',
  path: '/api/profile/ProfileCredential',
  rule: { access: 'user', allowReadOnly: true, unchecked: RECORD_CHECKED_BY_HANDLER },
  query: ProfileRecordRequest,
  reply: 'file',
});

/** Withdraws a record: its pupil (never a parent's session) or the school's admin; audited. */
export const WithdrawProfileRecord = endpoint({
  method: 'POST',
  path: '/api/profile/WithdrawProfileRecord',
  rule: { access: 'user', unchecked: RECORD_CHECKED_BY_HANDLER },
  body: ProfileRecordRequest,
  reply: OkReply,
});

const ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/** Every record the school has issued, newest first. */
export const GetSchoolProfileRecords = endpoint({
  method: 'GET',
  path: '/api/schooladmin/ProfileRecords',
  rule: ADMIN,
  reply: ProfileRecords,
});

/**
 * A new signing key for the school's credentials; the old keys stay published, so every
 * credential already issued still verifies. Audited.
 */
export const RotateSigningKey = endpoint({
  method: 'POST',
  path: '/api/schooladmin/RotateSigningKey',
  rule: ADMIN,
  reply: SigningKeyReply,
});
