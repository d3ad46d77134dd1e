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
  useTranslation,
  type Resource,
} from '@skillfolio/shared';
import { LearnerResources } from '@skillfolio/shared/contract';
import { ALL_TAGS, filterResources, textOfHtml, type ResourceFilter } from './resourceFilter';

export function ResourcesPage() {
  const { t } = useTranslation('resources');
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
    { id: ALL_TAGS, name: t('allTags') },
    ...(loaded.data?.tags ?? []).map((tag) => ({ id: tag.tag_id, name: tag.tag_label })),
  ];

  return (
    <Page title={t('title')}>
      <div className="sf-toolbar">
        <Select
          label={t('tag')}
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
          label={t('keyword')}
          value={filter.keyword}
          onChange={(keyword) =>
            setFilter((f) => ({
              keyword,
              tagId: oneAtATime && keyword.trim() ? ALL_TAGS : f.tagId,
            }))
          }
        />
        <Switch
          label={t('oneFilter')}
          isSelected={oneAtATime}
          onChange={(on) => {
            setOneAtATime(on);
            // Turned on with both filters set: the keyword, typed last, is kept.
            if (on && filter.keyword.trim()) setFilter((f) => ({ ...f, tagId: ALL_TAGS }));
          }}
        />
      </div>
      {loaded.status === 'failed' && (
        <LoadProblem what={t('loadResources')} onRetry={loaded.reload} />
      )}
      {loaded.status === 'loading' && <Spinner label={t('loading')} />}
      {loaded.status === 'loaded' && (
        <ResourceTable
          resources={shown}
          emptyText={resources.length === 0 ? t('none') : t('noMatch')}
        />
      )}
    </Page>
  );
}

function ResourceTable({ resources, emptyText }: { resources: Resource[]; emptyText: string }) {
  const { t } = useTranslation('resources');
  return (
    <table className="sf-table sf-resources">
      <caption className="sf-visually-hidden">{t('table.caption')}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ width: '30%' }}>
            {t('table.name')}
          </th>
          <th scope="col" style={{ width: '40%' }}>
            {t('table.detail')}
          </th>
          <th scope="col">{t('table.tags')}</th>
          <th scope="col">{t('table.download')}</th>
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
            <td data-label={t('table.detail')}>
              <SafeHtml html={resource.weekly_task_detail} className="sf-resource-detail" />
            </td>
            <td data-label={t('table.tags')}>{resource.tags}</td>
            <td data-label={t('table.download')}>
              {resource.file_id !== null ? (
                <a
                  href={endpointUrl(LearnerResources.ResourceFile, { id: resource.file_id })}
                  download
                >
                  {t('table.downloadFile', {
                    name: resource.file_desc ?? resource.weekly_task_name,
                  })}
                </a>
              ) : (
                <span className="sf-muted">{t('table.noFile')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
