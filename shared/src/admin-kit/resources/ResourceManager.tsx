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
  type AdminResource,
  type DataColumn,
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

const COLUMNS: DataColumn<AdminResource>[] = [
  {
    id: 'name',
    header: 'Name',
    width: '30%',
    cell: (r) => r.weekly_task_name,
    value: (r) => r.weekly_task_name,
    isRowHeader: true,
  },
  {
    id: 'description',
    header: 'Description',
    width: '40%',
    cell: (r) => <SafeHtml html={r.weekly_task_detail} className="sf-resource-detail" />,
    value: (r) => textOf(r.weekly_task_detail),
  },
  { id: 'tags', header: 'Tags', cell: (r) => r.tags, value: (r) => r.tags },
  { id: 'file', header: 'File', cell: (r) => r.file_desc ?? '', value: (r) => r.file_desc },
  {
    id: 'active',
    header: 'Active',
    cell: (r) => (r.active ? 'Yes' : 'No'),
    value: (r) => (r.active ? 'Active' : 'Inactive'),
  },
];

export interface ResourceManagerProps {
  scope: ResourceScope;
}

export function ResourceManager({ scope }: ResourceManagerProps) {
  // Nothing loads until someone is logged in (the shell checks the session first).
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const loaded = useLoad(useCallback(() => (userId ? scope.load() : null), [userId, scope]));
  const [editing, setEditing] = useState<Editing>(null);
  const resources = useMemo(() => loaded.data?.resources ?? [], [loaded.data]);

  return (
    <Page title={scope.title}>
      <ResourceStyles />
      <div className="sf-toolbar">
        <Button onPress={() => setEditing({ resource: null })}>Upload New Resource</Button>
      </div>
      {loaded.status === 'failed' && <LoadProblem what="the resources" onRetry={loaded.reload} />}
      {loaded.status === 'loading' && <Spinner label="Loading the resources" />}
      {loaded.status === 'loaded' && (
        <DataTable
          label="Resources"
          columns={COLUMNS}
          rows={resources}
          rowKey={(r) => r.weekly_task_id}
          emptyText="No resources yet. Upload a new resource to share it."
          filterable
          actions={(r) => (
            <Button
              variant="secondary"
              onPress={() => setEditing({ resource: r })}
              aria-label={`Edit ${r.weekly_task_name}`}
            >
              Edit
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
