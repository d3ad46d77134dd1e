/**
 * The reasons a new password is refused, shown as the server words them wherever a password
 * is set (Manage Users, the CSV import, the set-password link, create-admin). Imports only
 * locales/en.json, so the browser can take them without TypeBox.
 */
import en from './locales/en.json';

export const PASSWORD_REFUSAL: Readonly<typeof en.PASSWORD_REFUSAL> = en.PASSWORD_REFUSAL;
