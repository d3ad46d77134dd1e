/**
 * Per user in Manage Users, in the row's Actions menu: Export data (the JSON
 * download), Reset two-factor and Erase user, each of the last two asking "Are you sure" first. What went wrong shows above
 * the list, which stays as it was.
 */
import { useState } from 'react';
import {
  call,
  ConfirmDialog,
  downloadFrom,
  endpointUrl,
  RowActions,
  type RowAction,
  useSubmit,
  useTranslation,
  type AdminUserRow,
} from '@skillfolio/shared';
import { Privacy, SecondFactor } from '@skillfolio/shared/contract';

type Pending = { kind: 'erase' | 'reset'; user: AdminUserRow } | null;

export interface UserPrivacyActionsProps {
  user: AdminUserRow;
  selfId: number;
  /** Ask for `pending`'s confirmation; the page holds the one dialog. */
  onAsk: (pending: Exclude<Pending, null>) => void;
  /** Further actions for the row (the passwords'), listed first. */
  more?: RowAction[];
}

export function UserPrivacyActions({ user, selfId, onAsk, more = [] }: UserPrivacyActionsProps) {
  const { t } = useTranslation('manage-users');
  return (
    <RowActions
      label={t('privacy.actionsFor', { username: user.username })}
      actions={[
        ...more,
        {
          id: 'export',
          label: t('privacy.exportData'),
          onAction: () =>
            downloadFrom(
              endpointUrl(Privacy.ExportUserData, { user_id: user.user_id }),
              `${user.username}-data.json`,
            ),
        },
        {
          id: 'reset',
          label: t('privacy.resetTwoFactor'),
          onAction: () => onAsk({ kind: 'reset', user }),
        },
        {
          id: 'erase',
          label: t('privacy.eraseUser'),
          onAction: () => onAsk({ kind: 'erase', user }),
          // The server refuses an admin's own erasure; the menu says so first.
          isDisabled: user.user_id === selfId,
          isDanger: true,
        },
      ]}
    />
  );
}

/** The one confirmation the page shows, for whichever user action was asked. */
export function useUserPrivacyConfirm(onErased: () => void) {
  const [pending, setPending] = useState<Pending>(null);
  const { t } = useTranslation('manage-users');
  const acting = useSubmit(t('privacy.failed'));

  async function confirm(): Promise<void> {
    if (pending === null) return;
    const { kind, user } = pending;
    setPending(null);
    const done = await acting.submit(
      async () => {
        if (kind === 'erase') await call(Privacy.EraseUser, { user_id: user.user_id });
        else await call(SecondFactor.ResetSecondFactor, { user_id: user.user_id });
        return true;
      },
      {
        toast:
          kind === 'erase'
            ? t('privacy.erased', { username: user.username })
            : t('privacy.twoFactorReset', { username: user.username }),
      },
    );
    if (done && kind === 'erase') onErased();
  }

  const dialog = (
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
            ? t(pending.kind === 'reset' ? 'privacy.confirmReset' : 'privacy.confirmErase', {
                name: pending.user.username,
              })
            : undefined
        }
        confirmLabel={
          pending?.kind === 'reset' ? t('privacy.resetTwoFactor') : t('privacy.eraseUser')
        }
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
  return { ask: setPending, dialog };
}
