/** Verifiable profiles, from ../wire. */
export type {
  ProfileRecord,
  ProfileRecordRequest,
  ProfileRecords,
  ProfileRecordsQuery,
  ProfileStatement,
  SigningKeyReply,
  VerifiedSkill,
  VerifyQuery,
  VerifyReply,
} from '../wire/verify';
