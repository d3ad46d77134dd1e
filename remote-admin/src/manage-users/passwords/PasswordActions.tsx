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
  useTranslation,
  type AdminUserRow,
  type RowAction,
} from '@skillfolio/shared';
import { Passwords } from '@skillfolio/shared/contract';
import { NewLoginsModal, type NewLogins } from './NewLoginsModal';

type Pending = { kind: 'reset' | 'parent'; user: AdminUserRow } | null;

function isPupil(user: AdminUserRow): boolean {
  return !user.is_Staff && !user.is_schoolAdmin;
}

export function usePasswordActions(selfId: number) {
  const [pending, setPending] = useState<Pending>(null);
  const [made, setMade] = useState<NewLogins | null>(null);
  const { t } = useTranslation('manage-users');
  const acting = useSubmit(t('passwords.notMade'));

  function actionsFor(user: AdminUserRow): RowAction[] {
    const actions: RowAction[] = [
      {
        id: 'reset-password',
        label: t('passwords.resetPassword'),
        onAction: () => setPending({ kind: 'reset', user }),
        // Their own password is changed on Change Password, with the current one.
        isDisabled: user.user_id === selfId,
      },
    ];
    if (isPupil(user)) {
      actions.push({
        id: 'parent-password',
        label: t('passwords.newParentPassword'),
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
            title: t('passwords.resetTitle', { username: user.username }),
            summary: t('passwords.resetSummary', { username: user.username }),
            ...reply,
          };
        }
        const reply = await call(Passwords.SetParentPassword, { user_id: user.user_id });
        return {
          title: t('passwords.parentTitle', { username: user.username }),
          summary: t('passwords.parentSummary'),
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
        message={
          pending
            ? t(pending.kind === 'parent' ? 'passwords.confirmParent' : 'passwords.confirmReset', {
                name: pending.user.username,
              })
            : undefined
        }
        confirmLabel={
          pending?.kind === 'parent'
            ? t('passwords.makeParentPassword')
            : t('passwords.resetPassword')
        }
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
      {made && <NewLoginsModal made={made} onClose={() => setMade(null)} />}
    </>
  );
  return { actionsFor, dialogs };
}
