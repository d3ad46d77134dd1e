/** The one definition lives with the texts the screens share, so both sides judge alike. */
export { isEmailAddress } from '@skillfolio/shared/wire';
