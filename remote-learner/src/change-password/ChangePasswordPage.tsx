/**
 * The user's own password: the current one, the new one twice. The server holds it to the
 * one password policy and says why it refuses; after a change every other session of the
 * account ends and this one stays. A parent's read-only session cannot change anything.
 */
import { useState, type FormEvent } from 'react';
import {
  Button,
  call,
  Page,
  TextField,
  useSession,
  useSubmit,
  useTranslation,
} from '@skillfolio/shared';
import { Passwords } from '@skillfolio/shared/contract';

export function ChangePasswordPage() {
  const { t } = useTranslation(['change-password', 'wire']);
  const readOnly = useSession((s) => s.currentUser?.read_only ?? false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const change = useSubmit(t('notChanged'));

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (current === '' || next === '') {
      change.setProblem(t('bothRequired'));
      return;
    }
    if (next !== again) {
      change.setProblem(t('wire:PASSWORD_CHANGE_TEXT.mismatch'));
      return;
    }
    const done = await change.submit(
      () => call(Passwords.ChangePassword, { currentPassword: current, newPassword: next }),
      { toast: t('wire:PASSWORD_CHANGE_TEXT.changed') },
    );
    if (done !== undefined) {
      setCurrent('');
      setNext('');
      setAgain('');
    }
  }

  return (
    <Page title={t('title')}>
      {readOnly ? (
        <p className="sf-notice" role="status">
          {t('wire:PASSWORD_CHANGE_TEXT.readOnly')}
        </p>
      ) : (
        <form
          className="sf-card sf-change-password"
          onSubmit={(event) => void save(event)}
          noValidate
          aria-label={t('form')}
        >
          <TextField
            label={t('current')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            isRequired
          />
          <TextField
            label={t('new')}
            description={t('newHint')}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            isRequired
          />
          <TextField
            label={t('again')}
            type="password"
            autoComplete="new-password"
            value={again}
            onChange={setAgain}
            isRequired
          />
          {change.problem !== null && (
            <p className="sf-alert" role="alert">
              {change.problem}
            </p>
          )}
          <p>{t('loggedOutElsewhere')}</p>
          <Button type="submit" isDisabled={change.busy}>
            {t('submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
