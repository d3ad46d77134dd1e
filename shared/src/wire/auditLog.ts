/** The global admin's audit log reader. */
import { Type, type Static } from 'typebox';
import { FINITE, MAX_ID, Nullable, Text } from './primitives';

/** The most entries one reply holds, whatever `limit` asks. */
export const AUDIT_PAGE_MAX = 200;

/** An id filter; absent or 0: any. */
const IdFilter = Type.Integer({ minimum: 0, maximum: MAX_ID, ...FINITE, default: 0 });

/** GET /api/siteadmin/AuditLog: every filter optional (blank or 0: any). */
export const AuditLogQuery = Type.Object({
  /** An action, or its start: `login` finds login.success, login.failure, … */
  action: Text(60, { default: '' }),
  /** Entries by this user, or about them. */
  user_id: IdFilter,
  /** Entries concerning this school. */
  school_id: IdFilter,
  /** ISO dates (YYYY-MM-DD), inclusive. */
  from: Text(10, { default: '' }),
  to: Text(10, { default: '' }),
  /** Paging: only entries older than this id (0: the newest). */
  before_id: IdFilter,
  /** Entries per page (a phone shows 50 stacked rows in a few screens' height). */
  limit: Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, ...FINITE, default: AUDIT_PAGE_MAX }),
});
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditEntry = Type.Object({
  audit_id: Type.Integer(),
  at: Type.String(),
  action: Type.String(),
  actor_user_id: Nullable(Type.Integer()),
  actor_username: Nullable(Type.String()),
  school_id: Nullable(Type.Integer()),
  school_name: Nullable(Type.String()),
  target_kind: Nullable(Type.String()),
  target_id: Nullable(Type.Integer()),
  ip: Nullable(Type.String()),
  detail: Nullable(Type.String()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditLogReply = Type.Object({
  entries: Type.Array(AuditEntry),
  /** More entries match beyond these: ask again with before_id set to the last one's id. */
  more: Type.Boolean(),
});
export type AuditLogReply = Static<typeof AuditLogReply>;
