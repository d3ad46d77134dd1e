/**
 * The user's own password: the current one, the new one twice. The server holds it to the
 * one password policy and says why it refuses; after a change every other session of the
 * account ends and this one stays. A parent's read-only session cannot change anything.
 */
import { useState, type FormEvent } from 'react';
import { Button, call, Page, TextField, useSession, useSubmit } from '@skillfolio/shared';
import { PASSWORD_CHANGE_TEXT } from '@skillfolio/shared/wire';
import { Passwords } from '@skillfolio/shared/contract';

export function ChangePasswordPage() {
  const readOnly = useSession((s) => s.currentUser?.read_only ?? false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const change = useSubmit('Your password was not changed. Please try again.');

  async function save(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (current === '' || next === '') {
      change.setProblem('Please enter your current password and a new one.');
      return;
    }
    if (next !== again) {
      change.setProblem(PASSWORD_CHANGE_TEXT.mismatch);
      return;
    }
    const done = await change.submit(
      () => call(Passwords.ChangePassword, { currentPassword: current, newPassword: next }),
      { toast: PASSWORD_CHANGE_TEXT.changed },
    );
    if (done !== undefined) {
      setCurrent('');
      setNext('');
      setAgain('');
    }
  }

  return (
    <Page title="Change Password">
      {readOnly ? (
        <p className="sf-notice" role="status">
          {PASSWORD_CHANGE_TEXT.readOnly}
        </p>
      ) : (
        <form
          className="sf-card sf-change-password"
          onSubmit={(event) => void save(event)}
          noValidate
          aria-label="Change password"
        >
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            isRequired
          />
          <TextField
            label="New password"
            description="8 characters or more. A few words you will remember are best."
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            isRequired
          />
          <TextField
            label="New password again"
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
          <p>When you change your password, you are logged out everywhere else.</p>
          <Button type="submit" isDisabled={change.busy}>
            Change password
          </Button>
        </form>
      )}
    </Page>
  );
}
