/** Screen tests of the admin area: log in on the real server as a demo school admin, then mount. */
import type { ReactElement } from 'react';
import type { LoginRequest } from '@skillfolio/shared';
import { logInAs, renderWithShell } from '@skillfolio/shared/testing';

/** DEMO.md's school admins. */
export const HEADS = {
  demoAcademy: {
    loginMode: 'U',
    username: 'head',
    schoolUsername: 'demoacademy',
    password: 'demo-password',
  },
  riverside: {
    loginMode: 'U',
    username: 'head',
    schoolUsername: 'riverside',
    password: 'demo-password',
  },
} satisfies Record<string, LoginRequest>;

export async function renderAsAdmin(
  ui: ReactElement,
  who: LoginRequest,
  url: string,
): Promise<void> {
  const reply = await logInAs(who);
  renderWithShell(ui, {
    url,
    session: {
      currentUser: reply.currentUser,
      currentSchool: reply.currentSchool,
      selectedProjectId: reply.selectedProjectId,
      selectedAssessmentId: reply.selectedAssessmentId,
    },
  });
}
