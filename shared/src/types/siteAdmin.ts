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
export type { DeleteSchoolRequest } from '../wire/privacy';
