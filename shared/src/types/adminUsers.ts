/** Request shapes and texts of Manage Users (SPEC §7 "Admin"), derived from ../wire. */
export type { CheckUsernameQuery, SaveUserRequest } from '../wire/adminUsers';
// Values: from adminUsersTexts.ts, which imports nothing, so no bundle gains TypeBox by it.
export {
  EMAIL_MAX,
  MIN_PASSWORD_LENGTH,
  NAME_MAX,
  PASSWORD_MAX,
  USERNAME_FREE,
  USERNAME_MAX,
  USER_REFUSAL,
} from '../wire/adminUsersTexts';
