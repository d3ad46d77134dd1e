/**
 * CheckUsername as the admin types: asked once typing pauses, the answer for an older text
 * dropped, so "Username already exists" shows for what is in the field now.
 */
import { useEffect, useState } from 'react';
import { checkUsername } from '@skillfolio/shared';
import { USERNAME_FREE } from '@skillfolio/shared/wire';

/** How long typing must pause before the server is asked. */
export const USERNAME_CHECK_DELAY_MS = 300;

/** The refusal for the username as typed (null while free, unchecked or blank). */
export function useUsernameCheck(
  userId: number,
  username: string,
  unchanged: boolean,
): string | null {
  const [problem, setProblem] = useState<{ username: string; text: string } | null>(null);
  const name = username.trim();

  useEffect(() => {
    if (name === '' || unchanged) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkUsername(userId, name, controller.signal).then(
        (answer) => setProblem(answer === USERNAME_FREE ? null : { username: name, text: answer }),
        // The save checks again; a failed or cancelled check shows nothing.
        () => undefined,
      );
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [userId, name, unchanged]);

  return problem !== null && problem.username === name && !unchanged ? problem.text : null;
}
