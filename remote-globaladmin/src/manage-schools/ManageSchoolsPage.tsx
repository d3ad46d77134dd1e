/**
 * SPEC §2 /globaladmin/ (Manage Schools): every school in a table with the SPEC's columns,
 * Add School and Edit opening the school modal; "unable to load" when the list cannot be read.
 */
import { useCallback, useState } from 'react';
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
  useLoad,
  useSession,
  type DataColumn,
  type ListedSchool,
} from '@skillfolio/shared';
import { SCHOOL_LIST_UNAVAILABLE } from '@skillfolio/shared/wire';
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

const COLUMNS: DataColumn<ListedSchool>[] = [
  {
    id: 'school_name',
    header: 'School name',
    cell: (s) => s.school_name,
    value: (s) => s.school_name,
    isRowHeader: true,
  },
  { id: 'town', header: 'Town', cell: (s) => text(s.town), value: (s) => s.town },
  { id: 'county', header: 'County', cell: (s) => text(s.county), value: (s) => s.county },
  {
    id: 'contact_name',
    header: 'Contact name',
    cell: (s) => text(s.contact_name),
    value: (s) => s.contact_name,
  },
  { id: 'telephone', header: 'Tel', cell: (s) => text(s.telephone), value: (s) => s.telephone },
  {
    id: 'dfe_number',
    header: 'DfE number',
    cell: (s) => text(s.dfe_number),
    value: (s) => s.dfe_number,
  },
  {
    id: 'project_type',
    header: 'Project type',
    cell: (s) => text(s.project_type),
    value: (s) => s.project_type,
  },
  { id: 'notes', header: 'Notes', cell: (s) => text(s.notes), value: (s) => s.notes },
  {
    id: 'school_username',
    header: 'School username',
    cell: (s) => s.school_username,
    value: (s) => s.school_username,
  },
  {
    id: 'allowPeerReviews',
    header: 'Allow peer reviews',
    // SPEC §2: a read-only checkbox; edited in the modal.
    cell: (s) => (
      <input
        type="checkbox"
        checked={s.allowPeerReviews}
        disabled
        aria-label={`${s.school_name} allows peer reviews`}
      />
    ),
    value: (s) => (s.allowPeerReviews ? 'Yes' : 'No'),
  },
  {
    id: 'licenceNumber',
    header: 'User limit',
    cell: (s) => (
      <span title={`${s.user_count} users now, limit ${s.licenceNumber}`}>
        {s.user_count} of {s.licenceNumber}
      </span>
    ),
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
  // async: a client that cannot even start a request fails the load, never the render.
  const schools = useLoad(useCallback(async () => call(Schools.ListSchools), []));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ListedSchool | null>(null);

  return (
    <Page title="Manage Schools" wide>
      <FailedMailNotice load={loadFailedMail} dismiss={dismissFailedMail} showSchool />
      <div className="sf-toolbar">
        <Button onPress={() => setEditing({ school: null })}>Add School</Button>
      </div>
      {schools.status === 'failed' && (
        <div role="alert" className="sf-card">
          <p className="sf-alert">The school list is {SCHOOL_LIST_UNAVAILABLE}.</p>
          <Button variant="secondary" onPress={schools.reload}>
            Try again
          </Button>
        </div>
      )}
      {schools.status === 'loading' && <Spinner label="Loading the schools" />}
      {schools.status === 'loaded' && (
        <DataTable
          label="Schools"
          columns={COLUMNS}
          rows={schools.data}
          rowKey={(school) => school.school_id}
          emptyText="No schools yet. Please add a school"
          filterable
          actions={(school) => (
            <>
              <Button
                variant="secondary"
                onPress={() => setEditing({ school })}
                aria-label={`Edit ${school.school_name}`}
              >
                Edit
              </Button>
              <RowActions
                label={`Actions for ${school.school_name}`}
                actions={[
                  {
                    id: 'export',
                    label: 'Export data',
                    onAction: () =>
                      downloadFrom(
                        endpointUrl(Schools.ExportSchoolData, { school_id: school.school_id }),
                        `${school.school_username}-data.json`,
                      ),
                  },
                  {
                    id: 'delete',
                    label: 'Delete school',
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
            useSession.getState().showToast(`${deleting.school_name} was deleted`);
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
