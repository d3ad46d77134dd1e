/**
 * The global admin reads the audit log — who did what, when and from where — and
 * narrows it by action, user, school and dates. Newest first, a page of 50 at a time with Newer
 * and Older (a page a phone can scroll; the whole log would be metres of stacked rows).
 */
import { useCallback, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  DataTable,
  LoadProblem,
  Page,
  Spinner,
  TextField,
  useLoad,
  type AuditEntry,
  type AuditLogQuery,
  type DataColumn,
} from '@skillfolio/shared';
import { Audit } from '@skillfolio/shared/contract';

const NO_FILTER: AuditLogQuery = {
  action: '',
  user_id: 0,
  school_id: 0,
  from: '',
  to: '',
  before_id: 0,
  limit: 50,
};

const COLUMNS: DataColumn<AuditEntry>[] = [
  {
    id: 'at',
    header: 'When (UTC)',
    cell: (e) => e.at.replace('T', ' ').slice(0, 19),
    value: (e) => e.at,
  },
  {
    id: 'action',
    header: 'Action',
    cell: (e) => e.action,
    value: (e) => e.action,
    isRowHeader: true,
  },
  {
    id: 'actor',
    header: 'Who',
    cell: (e) =>
      e.actor_user_id === null ? '—' : `${e.actor_username ?? '(removed)'} (#${e.actor_user_id})`,
    value: (e) => e.actor_username ?? '',
  },
  {
    id: 'school',
    header: 'School',
    cell: (e) => e.school_name ?? '',
    value: (e) => e.school_name ?? '',
  },
  {
    id: 'target',
    header: 'About',
    cell: (e) => (e.target_id === null ? '' : `${e.target_kind ?? ''} #${e.target_id}`),
  },
  { id: 'ip', header: 'From', cell: (e) => e.ip ?? '', value: (e) => e.ip ?? '' },
  { id: 'detail', header: 'Detail', cell: (e) => e.detail ?? '', value: (e) => e.detail ?? '' },
];

/** A whole number typed in a filter box, or 0 (any) for anything else. */
function idOf(text: string): number {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function AuditLogPage() {
  const [action, setAction] = useState('');
  const [userId, setUserId] = useState('');
  const [schoolId, setSchoolId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [query, setQuery] = useState<AuditLogQuery>(NO_FILTER);
  // The before_id of each page before this one, so Newer goes back a page at a time.
  const [newerPages, setNewerPages] = useState<number[]>([]);
  const log = useLoad(useCallback(() => call(Audit.AuditLog, query), [query]));

  function apply(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setQuery({
      action: action.trim(),
      user_id: idOf(userId),
      school_id: idOf(schoolId),
      from: from.trim(),
      to: to.trim(),
      before_id: 0,
      limit: NO_FILTER.limit,
    });
    setNewerPages([]);
  }

  const entries = log.data?.entries ?? [];
  const last = entries[entries.length - 1];

  return (
    <Page title="Audit Log" wide>
      <form className="sf-card sf-filter-form" onSubmit={apply} aria-label="Filter the audit log">
        <TextField
          label="Action"
          description="Or its start, e.g. login"
          value={action}
          onChange={setAction}
        />
        <TextField label="User id" inputMode="numeric" value={userId} onChange={setUserId} />
        <TextField label="School id" inputMode="numeric" value={schoolId} onChange={setSchoolId} />
        <TextField label="From" type="date" value={from} onChange={setFrom} />
        <TextField label="To" type="date" value={to} onChange={setTo} />
        <Button type="submit">Show</Button>
      </form>
      {log.status === 'loading' && <Spinner label="Loading the audit log" />}
      {log.status === 'failed' && <LoadProblem what="the audit log" onRetry={log.reload} />}
      {log.status === 'loaded' && (
        <>
          {/* Above the entries: below, it would jump down as the table's code arrived. */}
          <nav className="sf-pager" aria-label="Audit log pages">
            <Button
              variant="secondary"
              isDisabled={newerPages.length === 0}
              onPress={() => {
                setQuery({ ...query, before_id: newerPages[newerPages.length - 1] ?? 0 });
                setNewerPages(newerPages.slice(0, -1));
              }}
            >
              Newer entries
            </Button>
            <span className="sf-muted">Page {newerPages.length + 1}</span>
            <Button
              variant="secondary"
              isDisabled={!log.data.more || last === undefined}
              onPress={() => {
                if (last === undefined) return;
                setNewerPages([...newerPages, query.before_id]);
                setQuery({ ...query, before_id: last.audit_id });
              }}
            >
              Older entries
            </Button>
          </nav>
          <DataTable
            label="Audit entries"
            columns={COLUMNS}
            rows={entries}
            rowKey={(entry) => entry.audit_id}
            emptyText="No audit entries match."
          />
        </>
      )}
    </Page>
  );
}
