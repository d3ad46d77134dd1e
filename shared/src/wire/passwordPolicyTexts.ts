/**
 * The reasons a new password is refused, shown as the server words them wherever a password
 * is set (Manage Users, the CSV import, the set-password link, create-admin). Imports
 * nothing, so the browser can take them without TypeBox.
 */
export const PASSWORD_REFUSAL = {
  common:
    'This password is one of the most commonly used passwords, so it is easy to guess. Please choose another.',
  appName: 'The password must not contain the name Skillfolio.',
  username: 'The password must not contain the username.',
  personName: "The password must not contain the person's name.",
  email: 'The password must not contain the e-mail address.',
  schoolName: "The password must not contain the school's name.",
  schoolUsername: "The password must not contain the school's username.",
} as const;
