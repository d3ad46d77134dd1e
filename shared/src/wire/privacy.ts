/** Data protection (UK GDPR): a person's data exported for a subject-access request, or erased. */
import { Type, type Static } from 'typebox';
import { Id, Text } from './primitives';

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

/** GET /api/siteadmin/ExportSchoolData. */
export const SchoolDataRequest = Type.Object({ school_id: Id });
export type SchoolDataRequest = Static<typeof SchoolDataRequest>;

export const SchoolDataExport = Type.Object({
  school_id: Type.Integer(),
  generated_at: Type.String(),
  /** Table → the rows of the school and its users (credentials and file bytes left out). */
  tables: Type.Record(Type.String(), Type.Array(Type.Record(Type.String(), Type.Unknown()))),
  notIncluded: Type.Record(Type.String(), Type.String()),
});
export type SchoolDataExport = Static<typeof SchoolDataExport>;

/** POST /api/siteadmin/DeleteSchool: the school's username typed again, as a confirmation. */
export const DeleteSchoolRequest = Type.Object({
  school_id: Id,
  confirm_school_username: Text(200),
});
export type DeleteSchoolRequest = Static<typeof DeleteSchoolRequest>;
