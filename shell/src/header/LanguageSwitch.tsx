/**
 * The header's switch between English and Cymraeg, offering the other language named in
 * itself (as Welsh public services do). A person's choice is saved to their account, so it
 * follows them to another computer and into their e-mails; logged out, or as a parent (who
 * shares the pupil's account), it is kept in this browser.
 */
import { useState } from 'react';
import {
  Button,
  call,
  currentLanguage,
  keepLanguage,
  LANGUAGE_NAMES,
  switchLanguage,
  useSession,
  useTranslation,
  type Language,
} from '@skillfolio/shared';
import { Language as LanguageCalls } from '@skillfolio/shared/contract';

/** `inPanel`: drawn as a button of the phone's menu panel, not as the header's link. */
export function LanguageSwitch({ inPanel = false }: { inPanel?: boolean }) {
  // Draws again when the language changes.
  useTranslation('shell');
  const user = useSession((s) => s.currentUser);
  const [busy, setBusy] = useState(false);
  const other: Language = currentLanguage() === 'cy' ? 'en' : 'cy';

  async function choose(): Promise<void> {
    setBusy(true);
    try {
      keepLanguage(other);
      if (user && !user.read_only) {
        await call(LanguageCalls.SaveLanguage, { language: other });
        useSession.setState((s) =>
          s.currentUser ? { currentUser: { ...s.currentUser, language: other } } : {},
        );
      }
      await switchLanguage(other);
    } catch {
      // The call has shown what went wrong; the page stays in its language.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant={inPanel ? 'secondary' : 'link'}
      className={inPanel ? undefined : 'sf-header__link sf-header__language'}
      isDisabled={busy}
      onPress={() => void choose()}
    >
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
    </Button>
  );
}
