/**
 * Requests and replies of the global admin's calls (SPEC §7 "Global admin"): ListSchools,
 * SaveSchool, ChangeSchool, and the global skills framework, which is edited with the same
 * shapes as a school's (see adminSkills.ts).
 */
import { Type, type Static } from 'typebox';
import { AdminSkill } from './adminSkills';
import { School } from './entities';
import { Id, IdOrZero, Text } from './primitives';
import {
  SCHOOL_FIELD_MAX,
  SCHOOL_NAME_MAX,
  SCHOOL_NOTES_MAX,
  SCHOOL_USERNAME_MAX,
} from './siteAdminTexts';

/** A row of Manage Schools: the school and how many users it has now (beside its limit). */
export const ListedSchool = Type.Evaluate(
  Type.Intersect([School, Type.Object({ user_count: Type.Integer() })]),
);
export type ListedSchool = Static<typeof ListedSchool>;

/** GET /api/SiteAdmin/ListSchools: every school, by name. */
export const ListSchoolsReply = Type.Array(ListedSchool);
export type ListSchoolsReply = Static<typeof ListSchoolsReply>;

/**
 * The School fields of SPEC §3 as the edit modal sends them. school_id 0 adds a school.
 * licenceNumber travels as typed: the server parses it as an integer (SPEC §5) and says
 * clearly when it is not one. Blank optional fields are stored as empty (null).
 */
export const SchoolInput = Type.Object({
  school_id: IdOrZero,
  school_name: Text(SCHOOL_NAME_MAX),
  address1: Text(SCHOOL_FIELD_MAX, { default: '' }),
  address2: Text(SCHOOL_FIELD_MAX, { default: '' }),
  town: Text(SCHOOL_FIELD_MAX, { default: '' }),
  county: Text(SCHOOL_FIELD_MAX, { default: '' }),
  postcode: Text(SCHOOL_FIELD_MAX, { default: '' }),
  contact_name: Text(SCHOOL_FIELD_MAX, { default: '' }),
  telephone: Text(SCHOOL_FIELD_MAX, { default: '' }),
  dfe_number: Text(SCHOOL_FIELD_MAX, { default: '' }),
  project_type: Text(SCHOOL_FIELD_MAX, { default: '' }),
  notes: Text(SCHOOL_NOTES_MAX, { default: '' }),
  school_username: Text(SCHOOL_USERNAME_MAX),
  allowPeerReviews: Type.Boolean(),
  licenceNumber: Text(20),
});
export type SchoolInput = Static<typeof SchoolInput>;

/** POST /api/siteadmin/SaveSchool: `{ s: school }` (SPEC §7). */
export const SaveSchoolRequest = Type.Object({ s: SchoolInput });
export type SaveSchoolRequest = Static<typeof SaveSchoolRequest>;

/** The saved school's id (a new school's is made here). */
export const SaveSchoolReply = Type.Object({ school_id: Type.Integer() });
export type SaveSchoolReply = Static<typeof SaveSchoolReply>;

/**
 * POST /api/siteadmin/ChangeSchool?school_id= (SPEC writes a GET; it changes the session, so
 * it is a POST). Replies with the new school.
 */
export const ChangeSchoolQuery = Type.Object({ school_id: Id });
export type ChangeSchoolQuery = Static<typeof ChangeSchoolQuery>;
export const ChangeSchoolReply = School;

/** GET /api/siteadmin/ListSkills: the global framework every school uses, retired included. */
export const GlobalSkillsReply = Type.Object({ globalSkills: Type.Array(AdminSkill) });
export type GlobalSkillsReply = Static<typeof GlobalSkillsReply>;
