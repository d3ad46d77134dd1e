/**
 * Mail the outbox gave up on (@skillfolio/shared/contract `FailedMails`): a school admin
 * reads and dismisses their current school's, the global admin everyone's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { FailedMails } from '@skillfolio/shared/contract';
import { FAILED_MAIL_SHOWN, type FailedMailReply } from '@skillfolio/shared/wire';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { serve } from '../http/serve';
import { schoolOf } from '../plugins/guard';
import { OK } from '../wire/replies';
import { dismissFailedMail, listFailedMail } from './outboxQueries';

async function failedMailOf(
  db: Kysely<Database>,
  schoolId: number | 'all',
): Promise<FailedMailReply> {
  const { total, mails } = await listFailedMail(db, schoolId, FAILED_MAIL_SHOWN);
  return {
    total,
    mails: mails.map((mail) => ({
      mail_id: mail.mail_id,
      to: mail.to_address,
      subject: mail.subject,
      created_at: mail.created_at,
      failed_at: mail.failed_at,
      attempts: mail.attempts,
      reason: mail.last_error ?? '',
      school_id: mail.school_id,
      school_name: mail.school_name,
    })),
  };
}

const failedMailRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(fastify, FailedMails.FailedMailForSchool, async (request) =>
    failedMailOf(db, schoolOf(request)),
  );
  // Gone already (dismissed by another admin): the same answer, the list is what it says.
  serve(fastify, FailedMails.DismissFailedMailForSchool, async (request) => {
    await dismissFailedMail(db, request.body.mail_id, schoolOf(request));
    return OK;
  });
  serve(fastify, FailedMails.FailedMail, async () => failedMailOf(db, 'all'));
  serve(fastify, FailedMails.DismissFailedMail, async (request) => {
    await dismissFailedMail(db, request.body.mail_id, 'all');
    return OK;
  });
};

export default failedMailRoutes;
