/**
 * How every public form ends: what went wrong (an alert, read out as it appears), then the
 * submit button, which is disabled while the request runs and says so, and any other buttons.
 */
import type { ReactNode } from 'react';
import { Button, Spinner } from '@skillfolio/shared';

export interface FormEndingProps {
  /** What went wrong; nothing is shown while it is null or empty. */
  problem: string | null;
  /** `sf-alert`, or the login forms' own `sf-login__incorrect`. */
  problemClassName?: string;
  /** The row of buttons: `sf-login__actions` or `sf-register__actions`. */
  actionsClassName: string;
  submitLabel: string;
  busy: boolean;
  /**
   * While busy: `{ button: 'Saving…' }` changes the button's words; `{ spinner: '…' }` shows
   * a spinner with that label beside it.
   */
  busyShows: { button: string } | { spinner: string };
  /** Buttons after the submit button (Change, Cancel). */
  children?: ReactNode;
}

export function FormEnding({
  problem,
  problemClassName = 'sf-alert',
  actionsClassName,
  submitLabel,
  busy,
  busyShows,
  children,
}: FormEndingProps) {
  return (
    <>
      {problem && (
        <p className={problemClassName} role="alert">
          {problem}
        </p>
      )}
      <div className={actionsClassName}>
        <Button type="submit" isDisabled={busy}>
          {busy && 'button' in busyShows ? busyShows.button : submitLabel}
        </Button>
        {children}
        {busy && 'spinner' in busyShows && <Spinner label={busyShows.spinner} />}
      </div>
    </>
  );
}
