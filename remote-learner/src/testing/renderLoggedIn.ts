/** Screen tests: log in on the real server as a demo user, then mount the screen in that session. */
import type { ReactElement } from 'react';
import type { SessionData, SessionReply } from '@skillfolio/shared';
import { logInAs, renderWithShell, type DEMO_LOGINS } from '@skillfolio/shared/testing';

export function sessionOf(reply: SessionReply): Partial<SessionData> {
  return {
    currentUser: reply.currentUser,
    currentSchool: reply.currentSchool,
    selectedProjectId: reply.selectedProjectId,
    selectedAssessmentId: reply.selectedAssessmentId,
  };
}

export async function renderLoggedIn(
  ui: ReactElement,
  who: (typeof DEMO_LOGINS)[keyof typeof DEMO_LOGINS],
  url: string,
): Promise<SessionReply> {
  const reply = await logInAs(who);
  renderWithShell(ui, { url, session: sessionOf(reply) });
  return reply;
}
