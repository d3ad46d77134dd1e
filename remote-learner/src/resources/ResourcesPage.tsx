/**
 * SPEC §2 /resources: the resources the learner may see (name, detail, tags, download link),
 * filtered by tag or keyword; with the switch on, choosing one filter clears the other.
 */
import { useCallback, useMemo, useState } from 'react';
import {
  call,
  endpointUrl,
  LoadProblem,
  Page,
  SafeHtml,
  Select,
  Spinner,
  Switch,
  TextField,
  useLoad,
  useSession,
  type Resource,
} from '@skillfolio/shared';
import { LearnerResources } from '@skillfolio/shared/contract';
import { ALL_TAGS, filterResources, textOfHtml, type ResourceFilter } from './resourceFilter';

export function ResourcesPage() {
  const userId = useSession((s) => s.currentUser?.user_id ?? 0);
  const loaded = useLoad(
    useCallback(() => (userId ? call(LearnerResources.GetResources) : null), [userId]),
  );
  const [filter, setFilter] = useState<ResourceFilter>({ tagId: ALL_TAGS, keyword: '' });
  // SPEC §9: the two filters are mutually exclusive; the switch lets a user combine them.
  const [oneAtATime, setOneAtATime] = useState(true);

  const resources = useMemo(() => loaded.data?.resources ?? [], [loaded.data]);
  const detailTexts = useMemo(
    () => new Map(resources.map((r) => [r.weekly_task_id, textOfHtml(r.weekly_task_detail)])),
    [resources],
  );
  const shown = filterResources(resources, filter, (r) => detailTexts.get(r.weekly_task_id) ?? '');
  const tagOptions = [
    { id: ALL_TAGS, name: 'All tags' },
    ...(loaded.data?.tags ?? []).map((tag) => ({ id: tag.tag_id, name: tag.tag_label })),
  ];

  return (
    <Page title="Resources">
      <div className="sf-toolbar">
        <Select
          label="Tag"
          options={tagOptions}
          selectedId={filter.tagId}
          onChange={(tagId) =>
            setFilter((f) => ({
              tagId,
              keyword: oneAtATime && tagId !== ALL_TAGS ? '' : f.keyword,
            }))
          }
        />
        <TextField
          label="Keyword"
          value={filter.keyword}
          onChange={(keyword) =>
            setFilter((f) => ({
              keyword,
              tagId: oneAtATime && keyword.trim() ? ALL_TAGS : f.tagId,
            }))
          }
        />
        <Switch
          label="One filter at a time"
          isSelected={oneAtATime}
          onChange={(on) => {
            setOneAtATime(on);
            // Turned on with both filters set: the keyword, typed last, is kept.
            if (on && filter.keyword.trim()) setFilter((f) => ({ ...f, tagId: ALL_TAGS }));
          }}
        />
      </div>
      {loaded.status === 'failed' && <LoadProblem what="the resources" onRetry={loaded.reload} />}
      {loaded.status === 'loading' && <Spinner label="Loading the resources" />}
      {loaded.status === 'loaded' && (
        <ResourceTable
          resources={shown}
          emptyText={
            resources.length === 0
              ? 'There are no resources yet.'
              : 'No resources match the filter.'
          }
        />
      )}
    </Page>
  );
}

function ResourceTable({ resources, emptyText }: { resources: Resource[]; emptyText: string }) {
  return (
    <table className="sf-table sf-resources">
      <caption className="sf-visually-hidden">Resources</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: '30%' }}>
            Name
          </th>
          <th scope="col" style={{ width: '40%' }}>
            Detail
          </th>
          <th scope="col">Tags</th>
          <th scope="col">Download</th>
        </tr>
      </thead>
      <tbody>
        {resources.length === 0 && (
          <tr>
            <td colSpan={4} className="sf-muted">
              {emptyText}
            </td>
          </tr>
        )}
        {resources.map((resource) => (
          <tr key={resource.weekly_task_id}>
            <th scope="row">{resource.weekly_task_name}</th>
            <td data-label="Detail">
              <SafeHtml html={resource.weekly_task_detail} className="sf-resource-detail" />
            </td>
            <td data-label="Tags">{resource.tags}</td>
            <td data-label="Download">
              {resource.file_id !== null ? (
                <a
                  href={endpointUrl(LearnerResources.ResourceFile, { id: resource.file_id })}
                  download
                >
                  Download {resource.file_desc ?? resource.weekly_task_name}
                </a>
              ) : (
                <span className="sf-muted">No file</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
