/** Resource rows to what their managers see: the learner's shape plus the detail's Markdown. */
import type { AdminResource } from '@skillfolio/shared/types';
import type { ResourceRow, ResourceTagRow } from '../queries/resources';
import { toResources } from '../wire/learnerPages';

export function toAdminResources(
  rows: readonly ResourceRow[],
  tagRows: readonly ResourceTagRow[],
): AdminResource[] {
  return toResources(rows, tagRows).map((resource, i) => ({
    ...resource,
    detail_text: rows[i]?.resource_detail ?? '',
  }));
}
