/**
 * SPEC §2's resource manager, one for both admin areas: a filter, the table (name 30%,
 * description 40%), Upload New Resource and the Edit Resource modal. `scope` says whose
 * resources: the current school's (/admin/manageResources) or global ones
 * (/globaladmin/manageResources).
 */
import { useCallback, useMemo, useState } from 'react';
import {
  Button,
  DataTable,
  LoadProblem,
  Page,
  SafeHtml,
  Spinner,
  useLoad,
  useSession,
  useTranslation,
  type AdminResource,
  type DataColumn,
  type TFunction,
} from '@skillfolio/shared';
import { ResourceModal } from './ResourceModal';
import { ResourceStyles } from './ResourceStyles';
import type { ResourceScope } from './resourceScope';

/** The modal is open on a resource, on a new one, or not at all. */
type Editing = { resource: AdminResource | null } | null;

/** The detail's words, for the filter (the HTML's tags are no match). */
function textOf(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

/** The table's columns, headed in the page's language. */
function columnsIn(t: TFunction<'admin-kit'>): DataColumn<AdminResource>[] {
  return [
    {
      id: 'name',
      header: t('resources.columns.name'),
      width: '30%',
      cell: (r) => r.weekly_task_name,
      value: (r) => r.weekly_task_name,
      isRowHeader: true,
    },
    {
      id: 'description',
      header: t('resources.columns.description'),
      width: '40%',
      cell: (r) => <SafeHtml html={r.weekly_task_detail} className="sf-resource-detail" />,
      value: (r) => textOf(r.weekly_task_detail),
    },
    { id: 'tags', header: t('resources.columns.tags'), cell: (r) => r.tags, value: (r) => r.tags },
    {
      id: 'file',
      header: t('resources.columns.file'),
      cell: (r) => r.file_desc ?? '',
      value: (r) => r.file_desc,
    },
    {
      id: 'active',
      header: t('resources.columns.active'),
      cell: (r) => t(r.active ? 'resources.columns.yes' : 'resources.columns.no'),
      value: (r) => t(r.active ? 'resources.columns.isActive' : 'resources.columns.isInactive'),
    },
  ];
}

export interface ResourceManagerProps {
  scope: ResourceScope;
}

export function ResourceManager({ scope }: ResourceManagerProps) {
  const { t } = useTranslation('admin-kit');
  // One array per language: the table keeps its sort and filter while it stays the same.
  const columns = useMemo(() => columnsIn(t), [t]);
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const loaded = useLoad(useCallback(() => (userId ? scope.load() : null), [userId, scope]));
  const [editing, setEditing] = useState<Editing>(null);
  const resources = useMemo(() => loaded.data?.resources ?? [], [loaded.data]);

  return (
    <Page title={t(scope.title)}>
      <ResourceStyles />
      <div className="sf-toolbar">
        <Button onPress={() => setEditing({ resource: null })}>
          {t('resources.manager.uploadNew')}
        </Button>
      </div>
      {loaded.status === 'failed' && (
        <LoadProblem what={t('resources.manager.loadWhat')} onRetry={loaded.reload} />
      )}
      {loaded.status === 'loading' && <Spinner label={t('resources.manager.loading')} />}
      {loaded.status === 'loaded' && (
        <DataTable
          label={t('resources.manager.tableLabel')}
          columns={columns}
          rows={resources}
          rowKey={(r) => r.weekly_task_id}
          emptyText={t('resources.manager.empty')}
          filterable
          actions={(r) => (
            <Button
              variant="secondary"
              onPress={() => setEditing({ resource: r })}
              aria-label={t('resources.manager.editNamed', { name: r.weekly_task_name })}
            >
              {t('resources.manager.edit')}
            </Button>
          )}
        />
      )}
      {editing && (
        <ResourceModal
          scope={scope}
          resource={editing.resource}
          tags={loaded.data?.tags ?? []}
          onTagAdded={(tag) =>
            loaded.mutate((data) => ({
              resources: data?.resources ?? [],
              tags: [...(data?.tags ?? []).filter((t) => t.tag_id !== tag.tag_id), tag].sort(
                (a, b) => a.tag_label.localeCompare(b.tag_label),
              ),
            }))
          }
          onClose={(saved) => {
            setEditing(null);
            if (saved) loaded.reload();
          }}
        />
      )}
    </Page>
  );
}
