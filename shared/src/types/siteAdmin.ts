/** Request and reply shapes of the global admin's calls, derived from ../wire. */
export type {
  ChangeSchoolQuery,
  GlobalSkillsReply,
  ListedSchool,
  ListSchoolsReply,
  SaveSchoolReply,
  SaveSchoolRequest,
  SchoolInput,
} from '../wire/siteAdmin';
// Values: from siteAdminTexts.ts, which imports nothing, so no bundle gains TypeBox by it.
export {
  LICENCE_MAX,
  parseLicenceNumber,
  SCHOOL_FIELD_MAX,
  SCHOOL_LIST_UNAVAILABLE,
  SCHOOL_NAME_MAX,
  SCHOOL_NOTES_MAX,
  SCHOOL_REFUSAL,
  SCHOOL_USERNAME_MAX,
} from '../wire/siteAdminTexts';
export type { DeleteSchoolRequest } from '../wire/privacy';
export { SCHOOL_EXIT_TEXT } from '../wire/schoolExitTexts';
