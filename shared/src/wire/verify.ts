/**
 * Verifiable profiles: what a profile PDF states, recorded when the pupil makes it, shown to
 * anyone with its link at /app/verify/<id>, and issued as an Open Badges 3.0 credential signed
 * with the school's key. The pupil or the school may withdraw it.
 */
import { Type, type Static } from 'typebox';
import { Id, Nullable, Text } from './primitives';

/** The longest name a pupil may choose to show on their profile. */
export const SHOWN_NAME_MAX = 100;
/** A record's public id: 22 characters of base64url (128 random bits). */
export const VERIFY_ID_LENGTH = 22;

/** One skill as the profile states it: its rating is null when the pupil left ratings out. */
export const VerifiedSkill = Type.Object({
  skill: Type.String(),
  area: Nullable(Type.String()),
  rating: Nullable(Type.Integer()),
});
export type VerifiedSkill = Static<typeof VerifiedSkill>;

/** What a profile states, as recorded when it was made. */
export const ProfileStatement = Type.Object({
  school_name: Type.String(),
  /** The pupil's name as they chose to show it. */
  pupil_name: Type.String(),
  project_name: Type.String(),
  /** When it was made (ISO). */
  issued_at: Type.String(),
  skills: Type.Array(VerifiedSkill),
  /** The titles of the evidence it lists (empty when the pupil left evidence out). */
  evidence: Type.Array(Type.String()),
});
export type ProfileStatement = Static<typeof ProfileStatement>;

/** GET /api/public/VerifyProfile */
export const VerifyQuery = Type.Object({ id: Text(64) });
export type VerifyQuery = Static<typeof VerifyQuery>;

export const VerifyReply = Type.Object({
  /** unknown: no record has this id (or it was erased with the pupil). */
  status: Type.Union([Type.Literal('valid'), Type.Literal('withdrawn'), Type.Literal('unknown')]),
  /** The school that issued it (valid or withdrawn). */
  school_name: Nullable(Type.String()),
  issued_at: Nullable(Type.String()),
  withdrawn_at: Nullable(Type.String()),
  /** What it states; only while it is valid. */
  statement: Nullable(ProfileStatement),
});
export type VerifyReply = Static<typeof VerifyReply>;

/** A record as its pupil (or parent) and the school's admins list it. */
export const ProfileRecord = Type.Object({
  record_id: Type.Integer(),
  /** The public page: <PUBLIC_BASE_URL>verify/<id>. */
  verify_url: Type.String(),
  pupil_name: Type.String(),
  project_name: Type.String(),
  issued_at: Type.String(),
  withdrawn_at: Nullable(Type.String()),
});
export type ProfileRecord = Static<typeof ProfileRecord>;

export const ProfileRecords = Type.Object({ records: Type.Array(ProfileRecord) });
export type ProfileRecords = Static<typeof ProfileRecords>;

/** GET /api/profile/ProfileRecords: the subject pupil's records. */
export const ProfileRecordsQuery = Type.Object({ user_id: Id });
export type ProfileRecordsQuery = Static<typeof ProfileRecordsQuery>;

/** POST /api/profile/WithdrawProfileRecord, GET /api/profile/ProfileCredential */
export const ProfileRecordRequest = Type.Object({ record_id: Id });
export type ProfileRecordRequest = Static<typeof ProfileRecordRequest>;

/** POST /api/schooladmin/RotateSigningKey: the key new credentials are signed with from now. */
export const SigningKeyReply = Type.Object({ kid: Type.String(), created_at: Type.String() });
export type SigningKeyReply = Static<typeof SigningKeyReply>;
