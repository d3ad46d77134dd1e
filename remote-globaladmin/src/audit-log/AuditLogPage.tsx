/**
 * The global admin reads the audit log — who did what, when and from where — and
 * narrows it by action, user, school and dates. Newest first, a page of 50 at a time with Newer
 * and Older (a page a phone can scroll; the whole log would be metres of stacked rows).
 */
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  call,
  DataTable,
  LoadProblem,
  Page,
  Spinner,
  TextField,
  formattersFor,
  useLoad,
  useTranslation,
  type AuditEntry,
  type AuditLogQuery,
  type DataColumn,
  type TFunction,
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

/** The table's columns, with their headers (and the removed-user text) in the page's language. */
const columnsFor = (t: TFunction): DataColumn<AuditEntry>[] => [
  {
    id: 'at',
    // The server's UTC time as it stores it (yyyy-mm-dd hh:mm:ss), the same in every language.
    header: t('columns.at'),
    cell: (e) => e.at.replace('T', ' ').slice(0, 19),
    value: (e) => e.at,
  },
  {
    id: 'action',
    header: t('columns.action'),
    cell: (e) => e.action,
    value: (e) => e.action,
    isRowHeader: true,
  },
  {
    id: 'actor',
    header: t('columns.actor'),
    cell: (e) =>
      e.actor_user_id === null
        ? '—'
        : `${e.actor_username ?? t('removedUser')} (#${e.actor_user_id})`,
    value: (e) => e.actor_username ?? '',
  },
  {
    id: 'school',
    header: t('columns.school'),
    cell: (e) => e.school_name ?? '',
    value: (e) => e.school_name ?? '',
  },
  {
    id: 'target',
    header: t('columns.target'),
    cell: (e) => (e.target_id === null ? '' : `${e.target_kind ?? ''} #${e.target_id}`),
  },
  { id: 'ip', header: t('columns.ip'), cell: (e) => e.ip ?? '', value: (e) => e.ip ?? '' },
  {
    id: 'detail',
    header: t('columns.detail'),
    // Recorded by the server in English as the event happened: marked so, not translated.
    cell: (e) => <span lang="en">{e.detail ?? ''}</span>,
    value: (e) => e.detail ?? '',
  },
];

/** A whole number typed in a filter box, or 0 (any) for anything else. */
function idOf(text: string): number {
  const value = Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

export function AuditLogPage() {
  const { t, i18n } = useTranslation('audit-log');
  // Not useFormat(): it names no namespace, so react-i18next first waits for a default one.
  const f = formattersFor(i18n.language);
  const columns = useMemo(() => columnsFor(t), [t]);
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
    <Page title={t('title')} wide>
      <form className="sf-card sf-filter-form" onSubmit={apply} aria-label={t('filter.form')}>
        <TextField
          label={t('filter.action')}
          description={t('filter.actionHelp')}
          value={action}
          onChange={setAction}
        />
        <TextField
          label={t('filter.userId')}
          inputMode="numeric"
          value={userId}
          onChange={setUserId}
        />
        <TextField
          label={t('filter.schoolId')}
          inputMode="numeric"
          value={schoolId}
          onChange={setSchoolId}
        />
        <TextField label={t('filter.from')} type="date" value={from} onChange={setFrom} />
        <TextField label={t('filter.to')} type="date" value={to} onChange={setTo} />
        <Button type="submit">{t('filter.show')}</Button>
      </form>
      {log.status === 'loading' && <Spinner label={t('loading')} />}
      {log.status === 'failed' && <LoadProblem what={t('theAuditLog')} onRetry={log.reload} />}
      {log.status === 'loaded' && (
        <>
          {/* Above the entries: below, it would jump down as the table's code arrived. */}
          <nav className="sf-pager" aria-label={t('pager.label')}>
            <Button
              variant="secondary"
              isDisabled={newerPages.length === 0}
              onPress={() => {
                setQuery({ ...query, before_id: newerPages[newerPages.length - 1] ?? 0 });
                setNewerPages(newerPages.slice(0, -1));
              }}
            >
              {t('pager.newer')}
            </Button>
            <span className="sf-muted">
              {t('pager.page', { page: f.number(newerPages.length + 1) })}
            </span>
            <Button
              variant="secondary"
              isDisabled={!log.data.more || last === undefined}
              onPress={() => {
                if (last === undefined) return;
                setNewerPages([...newerPages, query.before_id]);
                setQuery({ ...query, before_id: last.audit_id });
              }}
            >
              {t('pager.older')}
            </Button>
          </nav>
          <DataTable
            label={t('table.label')}
            columns={columns}
            rows={entries}
            rowKey={(entry) => entry.audit_id}
            emptyText={t('table.empty')}
          />
        </>
      )}
    </Page>
  );
}
