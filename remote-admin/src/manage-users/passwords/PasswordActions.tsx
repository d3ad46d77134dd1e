/**
 * Manage Users' per-user password actions, in the row's Actions menu: Reset password (a new
 * one for the user) and New parent password (pupils only). Each asks "Are you sure" first,
 * then shows the new password once on a printable sheet. The server decides who may be
 * reset (never the caller, a global admin, or a school admin by a school admin) and says why.
 */
import { useState } from 'react';
import {
  call,
  ConfirmDialog,
  useSubmit,
  type AdminUserRow,
  type RowAction,
} from '@skillfolio/shared';
import { Passwords } from '@skillfolio/shared/contract';
import { NewLoginsModal, type NewLogins } from './NewLoginsModal';

type Pending = { kind: 'reset' | 'parent'; user: AdminUserRow } | null;

const MESSAGES = {
  reset: (name: string) =>
    `Make a new password for ${name}? Their old password stops working and they are logged out.`,
  parent: (name: string) =>
    `Make a new parent password for ${name}? The old parent password stops working and the parent is logged out.`,
} as const;

function isPupil(user: AdminUserRow): boolean {
  return !user.is_Staff && !user.is_schoolAdmin;
}

export function usePasswordActions(selfId: number) {
  const [pending, setPending] = useState<Pending>(null);
  const [made, setMade] = useState<NewLogins | null>(null);
  const acting = useSubmit('No new password was made. Please try again.');

  function actionsFor(user: AdminUserRow): RowAction[] {
    const actions: RowAction[] = [
      {
        id: 'reset-password',
        label: 'Reset password',
        onAction: () => setPending({ kind: 'reset', user }),
        // Their own password is changed on Change Password, with the current one.
        isDisabled: user.user_id === selfId,
      },
    ];
    if (isPupil(user)) {
      actions.push({
        id: 'parent-password',
        label: 'New parent password',
        onAction: () => setPending({ kind: 'parent', user }),
      });
    }
    return actions;
  }

  async function confirm(): Promise<void> {
    if (pending === null) return;
    const { kind, user } = pending;
    setPending(null);
    const result = await acting.submit(
      async (): Promise<NewLogins> => {
        if (kind === 'reset') {
          const reply = await call(Passwords.ResetPasswords, {
            user_ids: [user.user_id],
            school_project_id: 0,
          });
          return {
            title: `New password for ${user.username}`,
            summary: `${user.username} has a new password and was logged out.`,
            ...reply,
          };
        }
        const reply = await call(Passwords.SetParentPassword, { user_id: user.user_id });
        return {
          title: `New parent password for ${user.username}`,
          summary: `The parent logs in with the pupil's username and this parent password. Any parent still logged in was logged out.`,
          schoolUsername: reply.schoolUsername,
          logins: [reply.login],
        };
      },
      { toast: null },
    );
    if (result !== undefined) setMade(result);
  }

  const dialogs = (
    <>
      {acting.problem && (
        <p role="alert" className="sf-alert">
          {acting.problem}
        </p>
      )}
      <ConfirmDialog
        isOpen={pending !== null}
        message={pending ? MESSAGES[pending.kind](pending.user.username) : undefined}
        confirmLabel={pending?.kind === 'parent' ? 'Make parent password' : 'Reset password'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      {made && <NewLoginsModal made={made} onClose={() => setMade(null)} />}
    </>
  );
  return { actionsFor, dialogs };
}
