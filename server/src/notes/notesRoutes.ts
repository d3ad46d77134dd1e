/** The notes' endpoints (@skillfolio/shared/contract `Notes`), over notesService. */
import type { FastifyPluginAsync } from 'fastify';
import { Notes } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { sessionOf } from '../plugins/guard';
import { OK } from '../wire/replies';
import { notesOfUser, removeNote, saveNote } from './notesService';

const notesRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(fastify, Notes.GetMyNotes, async (request) =>
    notesOfUser(db, sessionOf(request).user.user_id),
  );

  serve(fastify, Notes.SaveNote, async (request, reply) =>
    answer(reply, await saveNote(db, sessionOf(request).user.user_id, request.body, new Date())),
  );

  serve(fastify, Notes.DeleteNote, async (request) => {
    await removeNote(db, request.body.note_id);
    return OK;
  });
};

export default notesRoutes;
