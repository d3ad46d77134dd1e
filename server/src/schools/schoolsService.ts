/**
 * The schools' rules: a school has a name and a username with no spaces that no other school
 * has, and a licence number as the SPEC writes it; a new school is ready on day one; a school
 * leaves only once its username is typed again, and never the one the admin is in or belongs to.
 * Access is checked before anything here runs (every endpoint is the global admin's).
 */
import type { Kysely } from 'kysely';
import {
  parseLicenceNumber,
  SCHOOL_EXIT_TEXT,
  SCHOOL_REFUSAL,
  type SchoolDataExport,
} from '@skillfolio/shared/wire';
import type {
  ListSchoolsReply,
  SaveSchoolReply,
  School,
  SchoolInput,
} from '@skillfolio/shared/types';
import { startSchool } from '../admin/startSchool';
import { recordAudit } from '../audit/recordAudit';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { refusal, type Refusal } from '../http/refusal';
import { deleteSchoolData, exportSchoolData } from '../privacy/schoolData';
import {
  findSchoolById,
  insertSchool,
  isSchoolUsernameTaken,
  listSchoolsWithUserCounts,
  setCurrentSchool,
  updateSchool,
  type SchoolFields,
} from '../queries/schools';
import { toSchool } from '../wire/school';

type Db = Kysely<Database>;

/** The id given is of no school: the route answers it as it answers a stranger's id. */
export const NO_SCHOOL = 'no school';

/** Blank optional text is stored as null, so an empty field and a missing one look alike. */
function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The school's fields to store, or the refusal the admin is shown. */
export function schoolFieldsOf(input: SchoolInput): { fields: SchoolFields } | Refusal {
  const schoolName = input.school_name.trim();
  if (schoolName === '') return refusal(SCHOOL_REFUSAL.nameRequired);
  const schoolUsername = input.school_username.trim();
  if (schoolUsername === '') return refusal(SCHOOL_REFUSAL.usernameRequired);
  // Pupils type it at login: a space in it would never be typed the same way twice.
  if (/\s/.test(schoolUsername)) return refusal(SCHOOL_REFUSAL.usernameSpaces);
  // `~home-…` names home learners' own spaces (home/homeSpace.ts): no school may take one.
  if (schoolUsername.startsWith('~')) return refusal(SCHOOL_REFUSAL.usernameReserved);
  const licence = parseLicenceNumber(input.licenceNumber);
  if ('refusal' in licence) return licence;
  return {
    fields: {
      school_name: schoolName,
      address1: optional(input.address1),
      address2: optional(input.address2),
      town: optional(input.town),
      county: optional(input.county),
      postcode: optional(input.postcode),
      contact_name: optional(input.contact_name),
      telephone: optional(input.telephone),
      dfe_number: optional(input.dfe_number),
      project_type: optional(input.project_type),
      notes: optional(input.notes),
      school_username: schoolUsername,
      allowPeerReviews: input.allowPeerReviews ? 1 : 0,
      licenceNumber: licence.value,
    },
  };
}

export async function schoolsWithUserCounts(db: Db): Promise<ListSchoolsReply> {
  return (await listSchoolsWithUserCounts(db)).map((row) => ({
    ...toSchool(row),
    user_count: row.user_count,
  }));
}

/** school_id 0 adds a school (with a first project and skills), above 0 saves one. */
export async function saveSchool(
  db: Db,
  input: SchoolInput,
  now: Date,
): Promise<SaveSchoolReply | Refusal | typeof NO_SCHOOL> {
  const schoolId = input.school_id;
  const checked = schoolFieldsOf(input);
  if ('refusal' in checked) return checked;
  const { fields } = checked;
  let outcome: SaveSchoolReply | typeof NO_SCHOOL | 'taken';
  try {
    outcome = await db.transaction().execute(async (trx) => {
      if (await isSchoolUsernameTaken(trx, fields.school_username, schoolId)) return 'taken';
      if (schoolId === 0) {
        const newId = await insertSchool(trx, fields, now);
        // Ready on day one, as a registered school is: a first project and skills.
        await startSchool(trx, newId);
        return { school_id: newId };
      }
      return (await updateSchool(trx, schoolId, fields)) ? { school_id: schoolId } : NO_SCHOOL;
    });
  } catch (error) {
    // Two saves of the same new username at once: the index refuses the second.
    if (!isUniqueViolation(error)) throw error;
    outcome = 'taken';
  }
  return outcome === 'taken' ? refusal(SCHOOL_REFUSAL.usernameTaken) : outcome;
}

/** Makes the school the session's current one and the next login's; undefined: no school. */
export async function changeSchool(
  db: Db,
  session: { idHash: string; userId: number },
  schoolId: number,
): Promise<School | undefined> {
  const school = await db.transaction().execute(async (trx) => {
    const row = await findSchoolById(trx, schoolId);
    if (row === undefined) return undefined;
    await setCurrentSchool(trx, session, schoolId);
    return row;
  });
  return school === undefined ? undefined : toSchool(school);
}

/** Everything held about the school and its users. */
export async function schoolExport(
  db: Db,
  schoolId: number,
  now: Date,
): Promise<SchoolDataExport | Refusal> {
  const school = await findSchoolById(db, schoolId);
  if (school === undefined) return refusal(SCHOOL_EXIT_TEXT.noSuchSchool);
  return exportSchoolData(db, school.school_id, now);
}

/** Who deletes, from where: the audit row's actor. */
export interface Actor {
  userId: number;
  /** The admin's own school, never deleted by them. */
  schoolId: number | null;
  /** The school the admin is working in, never deleted under them. */
  currentSchoolId: number | null;
  ip: string;
}

/** Deletes everything of the school in one transaction, audited as `school.delete`. */
export async function deleteSchool(
  db: Db,
  actor: Actor,
  request: { school_id: number; confirm_school_username: string },
  now: Date,
): Promise<'deleted' | Refusal> {
  const { school_id: schoolId, confirm_school_username: typed } = request;
  const school = await findSchoolById(db, schoolId);
  if (school === undefined) return refusal(SCHOOL_EXIT_TEXT.noSuchSchool);
  if (schoolId === actor.currentSchoolId) return refusal(SCHOOL_EXIT_TEXT.currentSchool);
  if (schoolId === actor.schoolId) return refusal(SCHOOL_EXIT_TEXT.ownSchool);
  if (typed.trim() !== school.school_username) return refusal(SCHOOL_EXIT_TEXT.confirmMismatch);
  await db.transaction().execute(async (trx) => {
    await deleteSchoolData(trx, schoolId);
    await recordAudit(
      trx,
      {
        action: 'school.delete',
        actorUserId: actor.userId,
        actorSchoolId: actor.schoolId,
        schoolId,
        targetKind: 'school',
        targetId: schoolId,
        ip: actor.ip,
      },
      now,
    );
  });
  return 'deleted';
}
