/**
 * A school admin's UK GDPR answers about one user of the current school (the ownership kind
 * `schoolUser` checked that): their data as JSON or as a readable page, and their erasure,
 * which is audited here (the exports by the audit hook). Nobody erases themselves.
 */
import type { OkReply } from '@skillfolio/shared/types';
import { PRIVACY_TEXT } from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import type { RequestSession } from '../plugins/sessions';
import { findUserById } from '../queries/users';
import { OK } from '../wire/replies';
import { eraseUserData, exportUserData, type UserDataExport } from './userData';
import { userDataPage } from './userDataPage';

type Db = Kysely<Database>;

/** The name an export is offered under: the user's id, never their name (it is personal). */
export function exportFileName(userId: number, extension: 'json' | 'html'): string {
  return `user-${userId}-data.${extension}`;
}

export function userData(db: Db, userId: number, now: Date): Promise<UserDataExport> {
  return exportUserData(db, userId, now);
}

/** The same export as an HTML page headed with the user's name (or username). */
export async function userDataAsPage(db: Db, userId: number, now: Date): Promise<string> {
  const data = await exportUserData(db, userId, now);
  const user = await findUserById(db, userId);
  const name =
    [user?.first_name, user?.last_name].filter((part) => part).join(' ') ||
    (user?.username ?? `user ${userId}`);
  return userDataPage(data, name);
}

/** Who erases, for the audit row. */
export interface Eraser {
  session: RequestSession;
  ip: string;
}

export async function eraseUser(
  db: Db,
  eraser: Eraser,
  userId: number,
  now: Date,
): Promise<OkReply | Refusal> {
  const { session } = eraser;
  if (userId === session.user.user_id) return refusal(PRIVACY_TEXT.eraseSelf);
  await db.transaction().execute(async (trx) => {
    await eraseUserData(trx, userId);
    await recordAudit(
      trx,
      {
        action: 'user.erase',
        actorUserId: session.user.user_id,
        actorSchoolId: session.user.school_id,
        schoolId: session.currentSchoolId,
        targetKind: 'user',
        targetId: userId,
        ip: eraser.ip,
      },
      now,
    );
  });
  return OK;
}
