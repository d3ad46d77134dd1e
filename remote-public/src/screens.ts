/** The public area's screens: path, heading and who may open them (everyone). */
// Types only: the e2e suite reads this table in Node without loading the area or shared.
import type { AreaTable, Screen } from '@skillfolio/shared';

const screens = {
  landing: { path: '/', title: 'Skillfolio', access: 'anyone' },
  login: { path: '/public/login', title: 'Login', access: 'anyone' },
  register: { path: '/public/register', title: 'Register', access: 'anyone' },
  registerHome: {
    path: '/public/register/home',
    title: 'Register as a home user',
    access: 'anyone',
  },
  registerSchool: {
    path: '/public/register/school',
    title: 'Register your school',
    access: 'anyone',
  },
  forgotPassword: { path: '/public/forgotpassword', title: 'Forgot password', access: 'anyone' },
  setPassword: { path: '/public/setpassword', title: 'Set your password', access: 'anyone' },
  verifyEmail: {
    path: '/public/verifyemail',
    title: 'Confirm your e-mail address',
    access: 'anyone',
  },
  notAuthorised: { path: '/public/notauthorised', title: 'Not authorised', access: 'anyone' },
  // A profile's public check: /verify/<id>, the link and QR code printed on the PDF.
  verify: { path: '/verify', title: 'Check a profile', access: 'anyone' },
  // Linked from the footer of every page.
  accessibilityStatement: {
    path: '/public/accessibility',
    title: 'Accessibility statement',
    access: 'anyone',
  },
} satisfies Record<string, Screen>;

export const PUBLIC_AREA: AreaTable<keyof typeof screens> = {
  name: 'public',
  // SPEC §2: every other /public/* path, and every path not listed, shows the landing page.
  fallback: { show: 'landing' },
  screens,
};
