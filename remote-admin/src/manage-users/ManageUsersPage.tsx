/** SPEC §2 /admin/manageUsers (the admin area's default): the school's users, Add New User and Edit. */
import { useCallback, useState } from 'react';
import {
  Button,
  call,
  DataTable,
  LoadProblem,
  Page,
  Spinner,
  useFormat,
  useLoad,
  useSession,
  useTranslation,
  type AdminUserRow,
  type DataColumn,
  type Formatters,
  type TFunction,
} from '@skillfolio/shared';
import { FailedMails, Users } from '@skillfolio/shared/contract';
import { FailedMailNotice } from '@skillfolio/shared/admin-kit';
import { ExportUsersLink } from './export/ExportUsersLink';
import { ImportUsersModal } from './import/ImportUsersModal';
import { NewLoginsModal, type NewLogins } from './passwords/NewLoginsModal';
import { PrintLoginsModal } from './passwords/PrintLoginsModal';
import { usePasswordActions } from './passwords/PasswordActions';
import { UserPrivacyActions, useUserPrivacyConfirm } from './privacy/UserPrivacyActions';
import { UserModal } from './UserModal';
import { yearColumn } from './yearColumn';

/** The modal is open on a user, on a new one, or not at all. */
type Editing = { user: AdminUserRow | null } | null;

/** Mail to the school's people that could not be sent: the admin is who can act on it. */
const loadFailedMail = () => call(FailedMails.FailedMailForSchool);
const dismissFailedMail = (mailId: number) =>
  call(FailedMails.DismissFailedMailForSchool, { mail_id: mailId });

function nameOf(user: AdminUserRow): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ');
}

/** The table's columns in the page's language (`t` knows manage-users and wire). */
function columnsOf(t: TFunction, f: Formatters): DataColumn<AdminUserRow>[] {
  const yesNo = (flag: boolean): string => (flag ? t('yes') : t('no'));
  /** The address, and whether it is confirmed (only then does it log in and get resets). */
  const emailOf = (user: AdminUserRow): string => {
    if (user.email === null || user.email === '') return '';
    const status = user.email_verified
      ? t('wire:EMAIL_VERIFICATION_TEXT.verified')
      : t('wire:EMAIL_VERIFICATION_TEXT.unverified');
    return t('emailWithStatus', { email: user.email, status });
  };
  return [
    {
      id: 'username',
      header: t('columns.username'),
      cell: (user) => user.username,
      value: (user) => user.username,
      isRowHeader: true,
    },
    { id: 'name', header: t('columns.name'), cell: nameOf, value: nameOf },
    yearColumn(t, f),
    {
      id: 'email',
      header: t('columns.email'),
      cell: emailOf,
      value: (user) => user.email,
    },
    {
      id: 'is_Staff',
      header: t('columns.staff'),
      cell: (user) => yesNo(user.is_Staff),
      value: (user) => yesNo(user.is_Staff),
    },
    {
      id: 'is_schoolAdmin',
      header: t('columns.schoolAdmin'),
      cell: (user) => yesNo(user.is_schoolAdmin),
      value: (user) => yesNo(user.is_schoolAdmin),
    },
    {
      id: 'is_User',
      header: t('columns.allowLogin'),
      cell: (user) => yesNo(user.is_User),
      value: (user) => yesNo(user.is_User),
    },
    {
      id: 'projects',
      header: t('columns.projects'),
      cell: (user) => user.projects,
      value: (user) => user.projects,
    },
  ];
}

export function ManageUsersPage() {
  const { t } = useTranslation(['manage-users', 'wire']);
  const f = useFormat();
  const selfId = useSession((s) => s.currentUser?.user_id ?? 0);
  // async: a client that cannot even start a request fails the load, never the render.
  const users = useLoad(useCallback(async () => call(Users.ListUsersForSchool), []));
  const projects = useLoad(useCallback(async () => call(Users.ListSchoolProjects), []));
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const privacy = useUserPrivacyConfirm(users.reload);
  const passwords = usePasswordActions(selfId);
  const [printing, setPrinting] = useState(false);
  const [printed, setPrinted] = useState<NewLogins | null>(null);

  const columns = columnsOf(t, f);

  return (
    <Page title={t('page.title')} wide>
      <FailedMailNotice load={loadFailedMail} dismiss={dismissFailedMail} />
      <div className="sf-toolbar">
        <Button
          onPress={() => setEditing({ user: null })}
          isDisabled={projects.status !== 'loaded'}
        >
          {t('page.addNewUser')}
        </Button>
        <Button variant="secondary" onPress={() => setImporting(true)}>
          {t('page.importUsers')}
        </Button>
        <ExportUsersLink />
        <Button
          variant="secondary"
          onPress={() => setPrinting(true)}
          isDisabled={users.status !== 'loaded' || projects.status !== 'loaded'}
        >
          {t('page.printLogins')}
        </Button>
      </div>
      {(users.status === 'failed' || projects.status === 'failed') && (
        <LoadProblem
          what={t('page.loadWhat')}
          onRetry={() => {
            users.reload();
            projects.reload();
          }}
        />
      )}
      {users.status === 'loading' && <Spinner label={t('page.loading')} />}
      {users.status === 'loaded' && (
        <DataTable
          label={t('page.tableLabel')}
          columns={columns}
          rows={users.data}
          rowKey={(user) => user.user_id}
          emptyText={t('page.empty')}
          filterable
          actions={(user) => (
            <>
              <Button
                variant="secondary"
                onPress={() => setEditing({ user })}
                isDisabled={projects.status !== 'loaded'}
                aria-label={t('page.editUser', { username: user.username })}
              >
                {t('page.edit')}
              </Button>
              <UserPrivacyActions
                user={user}
                selfId={selfId}
                onAsk={privacy.ask}
                more={passwords.actionsFor(user)}
              />
            </>
          )}
        />
      )}
      {privacy.dialog}
      {passwords.dialogs}
      {printing && users.status === 'loaded' && projects.status === 'loaded' && (
        <PrintLoginsModal
          users={users.data}
          projects={projects.data}
          selfId={selfId}
          onClose={() => setPrinting(false)}
          onMade={(made) => {
            setPrinting(false);
            setPrinted(made);
          }}
        />
      )}
      {printed && <NewLoginsModal made={printed} onClose={() => setPrinted(null)} />}
      {editing && projects.status === 'loaded' && (
        <UserModal
          user={editing.user}
          projects={projects.data}
          selfId={selfId}
          onClose={(saved) => {
            setEditing(null);
            if (saved) users.reload();
          }}
        />
      )}
      {importing && (
        <ImportUsersModal
          onClose={(saved) => {
            setImporting(false);
            if (saved) users.reload();
          }}
        />
      )}
    </Page>
  );
}
