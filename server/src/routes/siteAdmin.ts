/**
 * The global admin's schools (SPEC §7 "Global admin"): Manage Schools' list and save, and
 * Change School. Every route is the global admin's alone (`access: 'globalAdmin'`): anyone
 * else, a parent above all, gets `Not authorised` before anything is read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangeSchoolQuery,
  ChangeSchoolReply,
  ListSchoolsReply,
  parseLicenceNumber,
  SaveSchoolReply,
  SaveSchoolRequest,
  SCHOOL_REFUSAL,
} from '@skillfolio/shared/wire';
import type { SchoolInput } from '@skillfolio/shared/types';
import { startSchool } from '../admin/startSchool';
import { isUniqueViolation } from '../db/dialect';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { rotateSession } from '../plugins/sessions';
import {
  findSchoolById,
  insertSchool,
  isSchoolUsernameTaken,
  listSchoolsWithUserCounts,
  setCurrentSchool,
  updateSchool,
  type SchoolFields,
} from '../queries/schools';
import { errorReply, replies } from '../wire/replies';
import { toSchool } from '../wire/school';

const GLOBAL_ADMIN = { access: 'globalAdmin' } as const;

/** Blank optional text is stored as null, so an empty field and a missing one look alike. */
function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The school's fields to store, or the refusal the admin is shown. */
export function schoolFieldsOf(input: SchoolInput): { fields: SchoolFields } | { refusal: string } {
  const schoolName = input.school_name.trim();
  if (schoolName === '') return { refusal: SCHOOL_REFUSAL.nameRequired };
  const schoolUsername = input.school_username.trim();
  if (schoolUsername === '') return { refusal: SCHOOL_REFUSAL.usernameRequired };
  // Pupils type it at login: a space in it would never be typed the same way twice.
  if (/\s/.test(schoolUsername)) return { refusal: SCHOOL_REFUSAL.usernameSpaces };
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

const siteAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.get(
    '/api/SiteAdmin/ListSchools',
    { config: GLOBAL_ADMIN, schema: { response: replies(ListSchoolsReply) } },
    async () =>
      (await listSchoolsWithUserCounts(db)).map((row) => ({
        ...toSchool(row),
        user_count: row.user_count,
      })),
  );

  fastify.post(
    '/api/siteadmin/SaveSchool',
    {
      // The school id travels inside `s`, beyond the ownership check's reach: a global admin
      // may edit every school, and an id of no school is refused below like a stranger's.
      config: GLOBAL_ADMIN,
      schema: { body: SaveSchoolRequest, response: replies(SaveSchoolReply) },
    },
    async (request, reply) => {
      const schoolId = request.body.s.school_id;
      const checked = schoolFieldsOf(request.body.s);
      if ('refusal' in checked) return reply.code(400).send(errorReply(checked.refusal));
      const { fields } = checked;
      let outcome: { school_id: number } | 'missing' | 'taken';
      try {
        outcome = await db.transaction().execute(async (trx) => {
          if (await isSchoolUsernameTaken(trx, fields.school_username, schoolId)) return 'taken';
          if (schoolId === 0) {
            const newId = await insertSchool(trx, fields, new Date());
            // Ready on day one, as a registered school is: a first project and skills.
            await startSchool(trx, newId);
            return { school_id: newId };
          }
          return (await updateSchool(trx, schoolId, fields)) ? { school_id: schoolId } : 'missing';
        });
      } catch (error) {
        // Two saves of the same new username at once: the index refuses the second.
        if (!isUniqueViolation(error)) throw error;
        outcome = 'taken';
      }
      if (outcome === 'missing') return denyNotAuthorised(reply);
      if (outcome === 'taken') {
        return reply.code(400).send(errorReply(SCHOOL_REFUSAL.usernameTaken));
      }
      return outcome;
    },
  );

  // SPEC §7 writes a GET, but it changes the session: a GET that writes would let any site
  // switch an admin's school with a link (SameSite=Lax cookies go with top-level GETs).
  fastify.post(
    '/api/siteadmin/ChangeSchool',
    {
      config: { ...GLOBAL_ADMIN, owns: { school_id: 'school' } },
      schema: { querystring: ChangeSchoolQuery, response: replies(ChangeSchoolReply) },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const schoolId = request.query.school_id;
      const school = await db.transaction().execute(async (trx) => {
        const row = await findSchoolById(trx, schoolId);
        if (row === undefined) return undefined;
        // The next login starts in this school too.
        await setCurrentSchool(
          trx,
          { idHash: session.idHash, userId: session.user.user_id },
          schoolId,
        );
        return row;
      });
      if (school === undefined) return denyNotAuthorised(reply);
      // What the session may reach has changed: an id seen before is worth nothing after.
      await rotateSession(request, reply);
      return toSchool(school);
    },
  );
};

export default siteAdminRoutes;
