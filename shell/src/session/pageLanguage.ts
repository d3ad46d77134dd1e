/**
 * The page follows the session's language: before the first render (so the first screen is
 * drawn once, in its language) and whenever someone logs in or out or changes school.
 */
import { useEffect } from 'react';
import {
  browserLanguages,
  chosenLanguage,
  storedLanguage,
  switchLanguage,
  useSession,
  type Language,
} from '@skillfolio/shared';

export function sessionLanguage(): Language {
  const { currentUser, currentSchool } = useSession.getState();
  return chosenLanguage({
    user: currentUser,
    school: currentSchool,
    stored: storedLanguage(),
    browser: browserLanguages(),
  });
}

export function useLanguageFollowsSession(): void {
  const user = useSession((s) => s.currentUser);
  const school = useSession((s) => s.currentSchool);
  useEffect(() => {
    void switchLanguage(sessionLanguage());
  }, [user, school]);
}
