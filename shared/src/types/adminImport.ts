/** Request and reply shapes of the school admin's users import and export, from ../wire. */
export type {
  ImportedLogin,
  ImportProgressLine,
  ImportUserRow,
  ImportUsersCheck,
  ImportUsersRequest,
} from '../wire/adminImport';
