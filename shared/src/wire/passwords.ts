/** Changing one's own password; an admin making new passwords for users and parents. */
import { Type, type Static } from 'typebox';
import { ImportedLogin } from './adminImport';
import { PASSWORD_MAX } from './adminUsersTexts';
import { RESET_PASSWORDS_MAX } from './passwordTexts';
import { Id, IdOrZero, Text } from './primitives';

/** POST /api/user/ChangePassword: the caller's own password, current and new. */
export const ChangePasswordRequest = Type.Object({
  currentPassword: Text(PASSWORD_MAX),
  newPassword: Text(PASSWORD_MAX),
});
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/**
 * POST /api/admin/ResetPasswords: new passwords for the chosen users and, when
 * school_project_id is above 0, for every pupil of that project.
 */
export const ResetPasswordsRequest = Type.Object({
  user_ids: Type.Array(Id, { maxItems: RESET_PASSWORDS_MAX, default: [] }),
  school_project_id: IdOrZero,
});
export type ResetPasswordsRequest = Static<typeof ResetPasswordsRequest>;

/** The new logins, shown once (generatedPassword is never null here). */
export const ResetPasswordsReply = Type.Object({
  schoolUsername: Type.String(),
  logins: Type.Array(ImportedLogin),
});
export type ResetPasswordsReply = Static<typeof ResetPasswordsReply>;

/** POST /api/admin/SetParentPassword: a new parent password for one pupil. */
export const SetParentPasswordRequest = Type.Object({ user_id: Id });
export type SetParentPasswordRequest = Static<typeof SetParentPasswordRequest>;

export const SetParentPasswordReply = Type.Object({
  schoolUsername: Type.String(),
  login: ImportedLogin,
});
export type SetParentPasswordReply = Static<typeof SetParentPasswordReply>;
