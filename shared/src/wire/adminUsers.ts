/** Manage Users (SPEC §7 "Admin"): ListUsersForSchool, ListSchoolProjects, CheckUsername, SaveUser. */
import { Type, type Static } from 'typebox';
import { AdminUserRow, SchoolProject } from './entities';
import { IdOrZero, Text } from './primitives';
import { YearGroup } from './yearEnd';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PROJECT_IDS_MAX,
  USERNAME_MAX,
} from './adminUsersTexts';

export const AdminUserList = Type.Array(AdminUserRow);
export const SchoolProjectList = Type.Array(SchoolProject);

/** id: the user being edited, 0 for a new one. */
export const CheckUsernameQuery = Type.Object({
  id: IdOrZero,
  username: Text(USERNAME_MAX),
});
export type CheckUsernameQuery = Static<typeof CheckUsernameQuery>;

/** The plain text `OK` (free) or `Username already exists`. */
export const CheckUsernameReply = Type.String();

/**
 * user_id 0 adds a user to the session's current school, above 0 edits one of its users.
 * A blank password or parentpass on edit keeps the old one. project_ids: a comma list of
 * the school's project ids (empty: none). There is no is_Admin: nobody is made a global
 * admin here.
 */
export const SaveUserRequest = Type.Object({
  user_id: IdOrZero,
  username: Text(USERNAME_MAX),
  password: Text(PASSWORD_MAX, { default: '' }),
  first_name: Text(NAME_MAX, { default: '' }),
  last_name: Text(NAME_MAX, { default: '' }),
  email: Text(EMAIL_MAX, { default: '' }),
  is_staff: Type.Boolean({ default: false }),
  is_schoolAdmin: Type.Boolean({ default: false }),
  is_user: Type.Boolean({ default: true }),
  parentpass: Text(PASSWORD_MAX, { default: '' }),
  project_ids: Text(PROJECT_IDS_MAX, { default: '' }),
  /** null: not set; 0: Reception; 1..13: Year 1..Year 13; absent: unchanged (new: not set). */
  year_group: Type.Optional(YearGroup),
  /**
   * The flags the school keeps of a pupil (SEND; disadvantaged / pupil premium); absent:
   * unchanged (new: false). A member of staff or a school admin never holds them.
   */
  send: Type.Optional(Type.Boolean()),
  disadvantaged: Type.Optional(Type.Boolean()),
});
export type SaveUserRequest = Static<typeof SaveUserRequest>;
