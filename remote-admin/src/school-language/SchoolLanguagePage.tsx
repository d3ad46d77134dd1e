/**
 * The school's default language: everyone at the school who has not chosen their own reads
 * Skillfolio, and gets its e-mails, in it. Each person can still switch in the header.
 */
import { useState } from 'react';
import {
  Button,
  call,
  LANGUAGE_NAMES,
  LANGUAGES,
  Page,
  Select,
  useSession,
  useSubmit,
  useTranslation,
  type Language,
  type ScreenProps,
} from '@skillfolio/shared';
import { Language as LanguageCalls } from '@skillfolio/shared/contract';

const OPTIONS = LANGUAGES.map((language, index) => ({
  id: index + 1,
  name: LANGUAGE_NAMES[language],
}));

export function SchoolLanguagePage(_props: ScreenProps) {
  const { t } = useTranslation('school-language');
  const school = useSession((s) => s.currentSchool);
  const saved = school?.default_language ?? 'en';
  const [chosen, setChosen] = useState<Language>(saved);
  const { busy, problem, submit } = useSubmit(t('notSaved'));

  async function save(): Promise<void> {
    const done = await submit(() => call(LanguageCalls.SaveDefaultLanguage, { language: chosen }), {
      toast: t('saved'),
    });
    if (done === undefined) return;
    useSession.setState((s) =>
      s.currentSchool ? { currentSchool: { ...s.currentSchool, default_language: chosen } } : {},
    );
  }

  return (
    <Page title={t('title')}>
      <p>{t('explain', { school: school?.school_name ?? '' })}</p>
      <form
        className="sf-form"
        aria-label={t('title')}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Select
          label={t('defaultLanguage')}
          options={OPTIONS}
          selectedId={LANGUAGES.indexOf(chosen) + 1}
          onChange={(id) => setChosen(LANGUAGES[id - 1] ?? 'en')}
        />
        {problem && (
          <p role="alert" className="sf-alert">
            {problem}
          </p>
        )}
        <div className="sf-toolbar">
          <Button type="submit" isDisabled={busy || chosen === saved}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
