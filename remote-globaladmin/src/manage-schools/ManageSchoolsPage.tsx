/**
 * SPEC §2 /globaladmin/ (Manage Schools): every school in a table with the SPEC's columns,
 * Add School and Edit opening the school modal; "unable to load" when the list cannot be read.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  call,
  DataTable,
  downloadFrom,
  endpointUrl,
  getCurrentUser,
  Page,
  RowActions,
  Spinner,
  formattersFor,
  useLoad,
  useSession,
  useTranslation,
  type DataColumn,
  type Formatters,
  type ListedSchool,
  type TFunction,
} from '@skillfolio/shared';
import { FailedMails, Schools } from '@skillfolio/shared/contract';
import { FailedMailNotice } from '@skillfolio/shared/admin-kit';
import { DeleteSchoolDialog } from './DeleteSchoolDialog';
import { SchoolModal } from './SchoolModal';

/** The modal is open on a school, on a new one, or not at all. */
type Editing = { school: ListedSchool | null } | null;

/** Every school's mail that could not be sent, and registrations' codes (no school yet). */
const loadFailedMail = () => call(FailedMails.FailedMail);
const dismissFailedMail = (mailId: number) =>
  call(FailedMails.DismissFailedMail, { mail_id: mailId });

function text(value: string | null): string {
  return value ?? '';
}

/** The SPEC's columns, with their headers and words in the page's language. */
const columnsFor = (t: TFunction, f: Formatters): DataColumn<ListedSchool>[] => [
  {
    id: 'school_name',
    header: t('fields.schoolName'),
    cell: (s) => s.school_name,
    value: (s) => s.school_name,
    isRowHeader: true,
  },
  { id: 'town', header: t('fields.town'), cell: (s) => text(s.town), value: (s) => s.town },
  {
    id: 'county',
    header: t('fields.county'),
    cell: (s) => text(s.county),
    value: (s) => s.county,
  },
  {
    id: 'contact_name',
    header: t('fields.contactName'),
    cell: (s) => text(s.contact_name),
    value: (s) => s.contact_name,
  },
  {
    id: 'telephone',
    header: t('fields.telephone'),
    cell: (s) => text(s.telephone),
    value: (s) => s.telephone,
  },
  {
    id: 'dfe_number',
    header: t('fields.dfeNumber'),
    cell: (s) => text(s.dfe_number),
    value: (s) => s.dfe_number,
  },
  {
    id: 'project_type',
    header: t('fields.projectType'),
    cell: (s) => text(s.project_type),
    value: (s) => s.project_type,
  },
  { id: 'notes', header: t('fields.notes'), cell: (s) => text(s.notes), value: (s) => s.notes },
  {
    id: 'school_username',
    header: t('fields.schoolUsername'),
    cell: (s) => s.school_username,
    value: (s) => s.school_username,
  },
  {
    id: 'allowPeerReviews',
    header: t('fields.allowPeerReviews'),
    // SPEC §2: a read-only checkbox; edited in the modal.
    cell: (s) => (
      <input
        type="checkbox"
        checked={s.allowPeerReviews}
        disabled
        aria-label={t('table.allowsPeerReviews', { school: s.school_name })}
      />
    ),
    value: (s) => (s.allowPeerReviews ? t('table.yes') : t('table.no')),
  },
  {
    id: 'licenceNumber',
    header: t('fields.userLimit'),
    cell: (s) => {
      const users = f.number(s.user_count);
      const limit = f.number(s.licenceNumber);
      return (
        <span title={t('table.usersNow', { count: s.user_count, users, limit })}>
          {t('table.usersOf', { users, limit })}
        </span>
      );
    },
    value: (s) => s.licenceNumber,
  },
];

/**
 * The header names the session's school: after an edit of that school, the session is read
 * again so the header shows the new name. The toast the save showed is kept.
 */
async function refreshSessionIfCurrent(schoolId: number): Promise<void> {
  const store = useSession.getState();
  if (store.currentSchool?.school_id !== schoolId) return;
  const reply = await getCurrentUser().catch(() => null);
  if (reply === null) return;
  const toast = useSession.getState().toast;
  useSession.getState().startSession(reply);
  if (toast) useSession.getState().showToast(toast.message);
}

export function ManageSchoolsPage() {
  const { t, i18n } = useTranslation('manage-schools');
  const columns = useMemo(() => columnsFor(t, formattersFor(i18n.language)), [t, i18n.language]);
  // async: a client that cannot even start a request fails the load, never the render.
  const schools = useLoad(useCallback(async () => call(Schools.ListSchools), []));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ListedSchool | null>(null);

  return (
    <Page title={t('title')} wide>
      <FailedMailNotice load={loadFailedMail} dismiss={dismissFailedMail} showSchool />
      <div className="sf-toolbar">
        <Button onPress={() => setEditing({ school: null })}>{t('add')}</Button>
      </div>
      {schools.status === 'failed' && (
        <div role="alert" className="sf-card">
          <p className="sf-alert">{t('listUnavailable')}</p>
          <Button variant="secondary" onPress={schools.reload}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {schools.status === 'loading' && <Spinner label={t('loading')} />}
      {schools.status === 'loaded' && (
        <DataTable
          label={t('table.label')}
          columns={columns}
          rows={schools.data}
          rowKey={(school) => school.school_id}
          emptyText={t('table.empty')}
          filterable
          actions={(school) => (
            <>
              <Button
                variant="secondary"
                onPress={() => setEditing({ school })}
                aria-label={t('row.editSchool', { school: school.school_name })}
              >
                {t('row.edit')}
              </Button>
              <RowActions
                label={t('row.actions', { school: school.school_name })}
                actions={[
                  {
                    id: 'export',
                    label: t('row.export'),
                    onAction: () =>
                      downloadFrom(
                        endpointUrl(Schools.ExportSchoolData, { school_id: school.school_id }),
                        `${school.school_username}-data.json`,
                      ),
                  },
                  {
                    id: 'delete',
                    label: t('row.delete'),
                    onAction: () => setDeleting(school),
                    isDanger: true,
                  },
                ]}
              />
            </>
          )}
        />
      )}
      {deleting && (
        <DeleteSchoolDialog
          school={deleting}
          onClose={(deleted) => {
            setDeleting(null);
            if (!deleted) return;
            useSession.getState().showToast(t('deleted', { school: deleting.school_name }));
            schools.reload();
          }}
        />
      )}
      {editing && (
        <SchoolModal
          school={editing.school}
          onClose={(saved) => {
            const edited = editing.school?.school_id;
            setEditing(null);
            if (!saved) return;
            schools.reload();
            if (edited !== undefined) void refreshSessionIfCurrent(edited);
          }}
        />
      )}
    </Page>
  );
}
