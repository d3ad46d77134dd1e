/**
 * Verifiable profiles: the public check of a link, the lists, the credential, withdrawal and
 * key rotation. A record is reached by its pupil (their parent too, for reading), or by an
 * admin of its school; anyone else is told there is no such profile, whether it exists or not.
 */
import type { Kysely } from 'kysely';
import type {
  OkReply,
  ProfileRecords,
  ProfileStatement,
  SigningKeyReply,
  VerifyReply,
} from '@skillfolio/shared/types';
import { VERIFY_REFUSAL } from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import type { Database, Executor } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import type { RequestSession } from '../plugins/sessions';
import { OK } from '../wire/replies';
import { signedCredential } from './credential';
import {
  asListed,
  findRecord,
  findRecordByPublicId,
  insertRecord,
  listRecords,
  markWithdrawn,
  type StoredRecord,
} from './profileRecords';
import { currentSigningKey, rotateSigningKey } from './signingKeys';

export interface Actor {
  session: RequestSession;
  ip: string;
}

const UNKNOWN: VerifyReply = {
  status: 'unknown',
  school_name: null,
  issued_at: null,
  withdrawn_at: null,
  statement: null,
};

export async function verifyProfile(db: Executor, publicId: string): Promise<VerifyReply> {
  const record = await findRecordByPublicId(db, publicId);
  if (record === undefined) return UNKNOWN;
  const { statement } = record;
  if (record.withdrawn_at !== null) {
    return {
      status: 'withdrawn',
      school_name: statement.school_name,
      issued_at: record.issued_at,
      withdrawn_at: record.withdrawn_at,
      statement: null,
    };
  }
  return {
    status: 'valid',
    school_name: statement.school_name,
    issued_at: record.issued_at,
    withdrawn_at: null,
    statement,
  };
}

function isSchoolAdminOf(session: RequestSession, record: StoredRecord): boolean {
  return (
    !session.readOnly &&
    (session.user.is_schoolAdmin || session.user.is_Admin) &&
    session.currentSchoolId === record.school_id
  );
}

/** Who may read a record: its pupil (or their parent), or an admin of its school. */
function mayRead(session: RequestSession, record: StoredRecord): boolean {
  return record.user_id === session.user.user_id || isSchoolAdminOf(session, record);
}

export async function recordsOfPupil(
  db: Executor,
  userId: number,
  publicBaseUrl: string,
): Promise<ProfileRecords> {
  const records = await listRecords(db, { userId });
  return { records: records.map((record) => asListed(record, publicBaseUrl)) };
}

export async function recordsOfSchool(
  db: Executor,
  schoolId: number,
  publicBaseUrl: string,
): Promise<ProfileRecords> {
  const records = await listRecords(db, { schoolId });
  return { records: records.map((record) => asListed(record, publicBaseUrl)) };
}

export async function credentialFile(
  db: Kysely<Database>,
  session: RequestSession,
  recordId: number,
  publicBaseUrl: string,
  now: Date,
): Promise<{ file: string; fileName: string } | Refusal> {
  const record = await findRecord(db, recordId);
  if (record === undefined || !mayRead(session, record)) return refusal(VERIFY_REFUSAL.notFound);
  const key = await currentSigningKey(db, record.school_id, now);
  const { file } = await signedCredential(record, publicBaseUrl, key);
  return { file, fileName: `skills-profile-${record.issued_at.slice(0, 10)}.json` };
}

export async function withdrawRecord(
  db: Executor,
  actor: Actor,
  recordId: number,
  now: Date,
): Promise<OkReply | Refusal> {
  const { session } = actor;
  const record = await findRecord(db, recordId);
  const own = record?.user_id === session.user.user_id && !session.readOnly;
  if (record === undefined || !(own || isSchoolAdminOf(session, record))) {
    return refusal(VERIFY_REFUSAL.notFound);
  }
  if (!(await markWithdrawn(db, recordId, session.user.user_id, now))) {
    return refusal(VERIFY_REFUSAL.alreadyWithdrawn);
  }
  await recordAudit(
    db,
    {
      action: 'profile.withdrawn',
      actorUserId: session.user.user_id,
      actorSchoolId: session.currentSchoolId,
      schoolId: record.school_id,
      targetKind: 'profileRecord',
      targetId: recordId,
      ip: actor.ip,
      detail: own ? 'by the pupil' : 'by the school',
    },
    now,
  );
  return OK;
}

export async function rotateKey(
  db: Kysely<Database>,
  schoolId: number,
  actor: Actor,
  now: Date,
): Promise<SigningKeyReply> {
  const key = await rotateSigningKey(db, schoolId, now);
  await recordAudit(
    db,
    {
      action: 'signingKey.rotated',
      actorUserId: actor.session.user.user_id,
      actorSchoolId: actor.session.currentSchoolId,
      schoolId,
      ip: actor.ip,
      detail: key.kid,
    },
    now,
  );
  return key;
}

/** Records what a profile the pupil made states, and audits it; the PDF prints its link. */
export async function issueRecord(
  db: Executor,
  actor: Actor,
  record: { userId: number; schoolId: number; statement: ProfileStatement },
  now: Date,
): Promise<StoredRecord> {
  const stored = await insertRecord(db, { ...record, at: now });
  await recordAudit(
    db,
    {
      action: 'profile.issued',
      actorUserId: actor.session.user.user_id,
      actorSchoolId: actor.session.currentSchoolId,
      schoolId: record.schoolId,
      targetKind: 'profileRecord',
      targetId: stored.record_id,
      ip: actor.ip,
      detail: `${record.statement.skills.length} skills; ${record.statement.evidence.length} evidence`,
    },
    now,
  );
  return stored;
}
