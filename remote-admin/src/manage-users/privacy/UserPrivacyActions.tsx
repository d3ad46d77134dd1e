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
  return (
    <RowActions
      label={`Actions for ${user.username}`}
      actions={[
        ...more,
        {
          id: 'export',
          label: 'Export data',
          onAction: () =>
            downloadFrom(
              endpointUrl(Privacy.ExportUserData, { user_id: user.user_id }),
              `${user.username}-data.json`,
            ),
        },
        { id: 'reset', label: 'Reset two-factor', onAction: () => onAsk({ kind: 'reset', user }) },
        {
          id: 'erase',
          label: 'Erase user',
          onAction: () => onAsk({ kind: 'erase', user }),
          // The server refuses an admin's own erasure; the menu says so first.
          isDisabled: user.user_id === selfId,
          isDanger: true,
        },
      ]}
    />
  );
}

const MESSAGES = {
  erase: (name: string) =>
    `Erase ${name} and everything held about them? This cannot be undone. Export their data first if it is wanted.`,
  reset: (name: string) =>
    `Reset two-factor for ${name}? They will be logged out and must set it up again.`,
} as const;

/** The one confirmation the page shows, for whichever user action was asked. */
export function useUserPrivacyConfirm(onErased: () => void) {
  const [pending, setPending] = useState<Pending>(null);
  const acting = useSubmit('That did not work. Please try again.');

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
            ? `${user.username} was erased`
            : `Two-factor reset for ${user.username}`,
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
        message={pending ? MESSAGES[pending.kind](pending.user.username) : undefined}
        confirmLabel={pending?.kind === 'reset' ? 'Reset two-factor' : 'Erase user'}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
  return { ask: setPending, dialog };
}
