/** Data protection (issue 17): a person's data exported for a subject-access request, or erased. */
import { Type, type Static } from '@sinclair/typebox';
import { Id } from './primitives';

/** GET /api/admin/ExportUserData and ExportUserDataPage; POST /api/admin/EraseUser. */
export const UserDataRequest = Type.Object({ user_id: Id });
export type UserDataRequest = Static<typeof UserDataRequest>;

export const UserDataExport = Type.Object({
  user_id: Type.Integer(),
  generated_at: Type.String(),
  /** Table → the rows about the person (credentials and file bytes left out). */
  tables: Type.Record(Type.String(), Type.Array(Type.Record(Type.String(), Type.Unknown()))),
  /** Tables that hold something about the person but are not exported, and why. */
  notIncluded: Type.Record(Type.String(), Type.String()),
});
export type UserDataExport = Static<typeof UserDataExport>;

export const PRIVACY_TEXT = {
  eraseSelf: 'You cannot erase your own account.',
} as const;
