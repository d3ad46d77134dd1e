/** The small replies every route shares. */
import { Type, type Static } from 'typebox';

/** A write that succeeded and has nothing else to say. */
export const OkReply = Type.Object({ ok: Type.Literal(true) });
export type OkReply = Static<typeof OkReply>;

/** A request the server refused for a reason the user can act on (status 400). */
export const ErrorReply = Type.Object({ error: Type.String() });
export type ErrorReply = Static<typeof ErrorReply>;

/** The plain-text 401/403 answers of SPEC §8 (sent as text/plain, never as JSON). */
export const DenialText = Type.Union([
  Type.Literal('Not Authenticated'),
  Type.Literal('Not logged in'),
  Type.Literal('Not authorised'),
  // An admin call from an admin with no second factor enrolled (plugins/guard.ts).
  Type.Literal('Two-factor authentication required'),
]);
export type DenialText = Static<typeof DenialText>;
