/** Request shapes and texts of Manage Users (SPEC §7 "Admin"), derived from ../wire. */
export type { CheckUsernameQuery, SaveUserRequest } from '../wire/adminUsers';
