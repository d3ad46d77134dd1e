/**
 * SPEC §7 "Admin": Manage Users (ListUsersForSchool, ListSchoolProjects, CheckUsername,
 * SaveUser). Everything is scoped to the session's CURRENT school, which a global admin
 * switches; adding a user goes through admin/userRules.ts like every other way of adding one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminUserList,
  CheckUsernameQuery,
  CheckUsernameReply,
  MAX_ID,
  OkReply,
  REPLY_TEXT,
  SaveUserRequest,
  SchoolProjectList,
  USERNAME_FREE,
  USER_REFUSAL,
} from '@skillfolio/shared/wire';
import type { SaveUserRequest as SaveUser } from '@skillfolio/shared/types';
import type { FastifyReply } from 'fastify';
import {
  addUsersToSchool,
  changedPasswordProblem,
  hashUserPassword,
  isUsernameTaken,
  newPasswordProblem,
  normaliseUsername,
  prepareNewUser,
  UserRuleRefusal,
} from '../admin/userRules';
import { isEmailAddress } from '../auth/emailAddress';
import { mailEmailVerification } from '../auth/emailVerification';
import { HashingBusyError } from '../auth/hashingGate';
import { passwordProblem, type PasswordContext } from '../auth/passwordPolicy';
import { isUniqueViolation } from '../db/dialect';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import {
  findProjectIdsOfSchool,
  findUserOfSchool,
  listMembershipsOfSchool,
  listProjectsForSchool,
  listUsersOfSchool,
  setProjectsOfUser,
  updateSchoolUser,
} from '../queries/adminUsers';
import { findSchoolById } from '../queries/schools';
import { endSessionsOfUser } from '../queries/sessions';
import { toAdminUserRows } from '../wire/adminUsers';
import { OK, errorReply, replies } from '../wire/replies';

const ADMIN = { access: 'schoolAdmin' } as const;

/** How long a save refused for a full hashing queue should wait (the login's 503 too). */
const BUSY_SECONDS = 2;

/** The ids of a comma list, each once; undefined when it is not a list of ids. */
export function parseProjectIds(text: string): number[] | undefined {
  if (text.trim() === '') return [];
  const ids = new Set<number>();
  for (const part of text.split(',')) {
    if (!/^\s*\d{1,10}\s*$/.test(part)) return undefined;
    const id = Number(part);
    if (id < 1 || id > MAX_ID) return undefined;
    ids.add(id);
  }
  return [...ids];
}

/** Blank optional text is stored as null. */
function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

function sendBusy(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(BUSY_SECONDS))
    .send(errorReply(USER_REFUSAL.busy));
}

export interface AdminUsersRoutesOptions {
  /** Where links in mail point (the address confirmation). */
  publicBaseUrl: string;
}

const adminUsersRoutes: FastifyPluginAsyncTypebox<AdminUsersRoutesOptions> = async (
  fastify,
  { publicBaseUrl },
) => {
  const db = fastify.db;

  fastify.get(
    '/api/admin/ListUsersForSchool',
    { config: ADMIN, schema: { response: replies(AdminUserList) } },
    async (request, reply) => {
      const schoolId = sessionOf(request).currentSchoolId;
      if (schoolId === null) return denyNotAuthorised(reply);
      const [users, memberships] = await Promise.all([
        listUsersOfSchool(db, schoolId),
        listMembershipsOfSchool(db, schoolId),
      ]);
      return toAdminUserRows(users, memberships);
    },
  );

  fastify.get(
    '/api/admin/ListSchoolProjects',
    { config: ADMIN, schema: { response: replies(SchoolProjectList) } },
    async (request, reply) => {
      const schoolId = sessionOf(request).currentSchoolId;
      if (schoolId === null) return denyNotAuthorised(reply);
      return listProjectsForSchool(db, schoolId);
    },
  );

  fastify.get(
    '/api/admin/CheckUsername',
    {
      config: { ...ADMIN, owns: { id: { kind: 'schoolUser', zero: 'new' } } },
      schema: { querystring: CheckUsernameQuery, response: replies(CheckUsernameReply) },
    },
    async (request, reply) => {
      const schoolId = sessionOf(request).currentSchoolId;
      if (schoolId === null) return denyNotAuthorised(reply);
      const { id, username } = request.query;
      const taken = await isUsernameTaken(db, schoolId, username, id);
      return reply
        .type('text/plain; charset=utf-8')
        .send(taken ? USER_REFUSAL.usernameTaken : USERNAME_FREE);
    },
  );

  fastify.post(
    '/api/admin/SaveUser',
    {
      config: { ...ADMIN, owns: { user_id: { kind: 'schoolUser', zero: 'new' } } },
      schema: {
        body: SaveUserRequest,
        response: { ...replies(OkReply), 503: replies(OkReply)[400] },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const schoolId = session.currentSchoolId;
      if (schoolId === null) return denyNotAuthorised(reply);
      const body = request.body;
      const projectIds = parseProjectIds(body.project_ids);
      if (projectIds === undefined) {
        return reply.code(400).send(errorReply('body/project_ids must be a comma list of ids'));
      }
      const ownProjects = await findProjectIdsOfSchool(db, schoolId, projectIds);
      if (ownProjects.length !== projectIds.length) return denyNotAuthorised(reply);
      if (normaliseUsername(body.username) === '') {
        return reply.code(400).send(errorReply(USER_REFUSAL.usernameRequired));
      }
      // Blank means no address; anything else must be one bare address.
      if (body.email.trim() !== '' && !isEmailAddress(body.email)) {
        return reply.code(400).send(errorReply(USER_REFUSAL.emailInvalid));
      }
      try {
        const result =
          body.user_id === 0
            ? await addUser(schoolId, body, projectIds)
            : await editUser(schoolId, session.user.user_id, body, projectIds);
        if (result !== undefined) return reply.code(400).send(errorReply(result));
        return OK;
      } catch (error) {
        if (error instanceof HashingBusyError) return sendBusy(reply);
        if (error instanceof UserRuleRefusal) {
          return reply.code(400).send(errorReply(error.message));
        }
        throw error;
      }
    },
  );

  /** The words a password of this user must not be built on (auth/passwordPolicy). */
  async function passwordContext(schoolId: number, body: SaveUser): Promise<PasswordContext> {
    const school = await findSchoolById(db, schoolId);
    return {
      username: body.username,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      schoolName: school?.school_name ?? null,
      schoolUsername: school?.school_username ?? null,
    };
  }

  /** The parent password, when one is given, meets the same policy as the user's own. */
  function parentPasswordProblem(body: SaveUser, context: PasswordContext): string | undefined {
    return body.parentpass === '' ? undefined : passwordProblem(body.parentpass, context);
  }

  /** Adds the user with the shared rules; the refusal's text, or undefined when added. */
  async function addUser(
    schoolId: number,
    body: SaveUser,
    projectIds: readonly number[],
  ): Promise<string | undefined> {
    const context = await passwordContext(schoolId, body);
    const problem =
      newPasswordProblem(body.password, context) ?? parentPasswordProblem(body, context);
    if (problem !== undefined) return problem;
    // A clear answer before the slow hashing; checked again under the school's lock.
    if (await isUsernameTaken(db, schoolId, body.username, 0)) return USER_REFUSAL.usernameTaken;
    const prepared = await prepareNewUser({
      username: body.username,
      password: body.password,
      first_name: orNull(body.first_name),
      last_name: orNull(body.last_name),
      email: orNull(body.email),
      is_Staff: body.is_staff,
      is_schoolAdmin: body.is_schoolAdmin,
      is_User: body.is_user,
      parentPassword: body.parentpass,
    });
    return db.transaction().execute(async (trx) => {
      const added = await addUsersToSchool(trx, schoolId, [prepared]);
      if (!added.ok) return added.message;
      const [userId] = added.userIds;
      if (userId !== undefined) {
        await setProjectsOfUser(trx, userId, projectIds);
        // The address counts for login and resets only once its owner confirms it.
        if (prepared.email !== null) {
          const target = { user_id: userId, username: prepared.username, email: prepared.email };
          await mailEmailVerification(
            fastify,
            trx,
            publicBaseUrl,
            { ...target, school_id: schoolId },
            new Date(),
          );
        }
      }
      return undefined;
    });
  }

  /** Edits one of the school's users; the refusal's text, or undefined when saved. */
  async function editUser(
    schoolId: number,
    callerId: number,
    body: SaveUser,
    projectIds: readonly number[],
  ): Promise<string | undefined> {
    const context = await passwordContext(schoolId, body);
    const problem =
      changedPasswordProblem(body.password, context) ?? parentPasswordProblem(body, context);
    if (problem !== undefined) return problem;
    const passwordHash = body.password === '' ? undefined : await hashUserPassword(body.password);
    const parentHash = body.parentpass === '' ? undefined : await hashUserPassword(body.parentpass);
    try {
      return await db.transaction().execute(async (trx) => {
        const before = await findUserOfSchool(trx, schoolId, body.user_id);
        // Checked by `owns`; gone since then only if deleted meanwhile.
        if (before === undefined) return REPLY_TEXT.notAuthorised;
        const isSchoolAdmin = body.is_schoolAdmin ? 1 : 0;
        if (body.user_id === callerId && isSchoolAdmin !== before.is_schoolAdmin) {
          return USER_REFUSAL.ownSchoolAdmin;
        }
        if (await isUsernameTaken(trx, schoolId, body.username, body.user_id)) {
          return USER_REFUSAL.usernameTaken;
        }
        const changes = {
          username: normaliseUsername(body.username),
          first_name: orNull(body.first_name),
          last_name: orNull(body.last_name),
          email: orNull(body.email),
          is_Staff: body.is_staff ? 1 : 0,
          is_schoolAdmin: isSchoolAdmin,
          is_User: body.is_user ? 1 : 0,
          ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
          ...(parentHash === undefined ? {} : { parent_password_hash: parentHash }),
        };
        // A changed address is not proved until its owner confirms it (mailed below).
        const emailChanged = changes.email !== before.email;
        await updateSchoolUser(trx, schoolId, body.user_id, {
          ...changes,
          ...(emailChanged ? { email_verified_at: null } : {}),
        });
        await setProjectsOfUser(trx, body.user_id, projectIds);
        if (emailChanged && changes.email !== null) {
          await mailEmailVerification(
            fastify,
            trx,
            publicBaseUrl,
            {
              user_id: body.user_id,
              username: changes.username,
              email: changes.email,
              school_id: schoolId,
            },
            new Date(),
          );
        }
        // A new password, a login switched off or changed roles: what the user's open
        // sessions were allowed no longer holds, so they end (the parent's with them).
        const endsSessions =
          passwordHash !== undefined ||
          parentHash !== undefined ||
          changes.is_User !== before.is_User ||
          changes.is_schoolAdmin !== before.is_schoolAdmin ||
          changes.is_Staff !== before.is_Staff;
        if (endsSessions) await endSessionsOfUser(trx, body.user_id);
        return undefined;
      });
    } catch (error) {
      // Another edit took the name between the check and the update.
      if (isUniqueViolation(error)) return USER_REFUSAL.usernameTaken;
      throw error;
    }
  }
};

export default adminUsersRoutes;
