/**
 * The resource table's two filters (SPEC §2, §5, §9): a tag, and a keyword matched
 * case-insensitively (contains) on the name, the detail's text and the tags.
 */
import type { Resource } from '@skillfolio/shared';

/** The tag filter's "All tags" choice. */
export const ALL_TAGS = -1;

export interface ResourceFilter {
  tagId: number;
  keyword: string;
}

export function hasTag(resource: Resource, tagId: number): boolean {
  return resource.tagids
    .split(',')
    .filter((id) => id.trim() !== '')
    .map((id) => Number(id))
    .includes(tagId);
}

/** `detailText`: the detail as plain text, so markup never matches a keyword. */
export function matchesKeyword(resource: Resource, detailText: string, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return true;
  return [resource.weekly_task_name, detailText, resource.tags].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

export function filterResources(
  resources: Resource[],
  filter: ResourceFilter,
  detailText: (resource: Resource) => string,
): Resource[] {
  return resources.filter(
    (resource) =>
      (filter.tagId === ALL_TAGS || hasTag(resource, filter.tagId)) &&
      matchesKeyword(resource, detailText(resource), filter.keyword),
  );
}

/** The text of server-made HTML; DOMParser runs no script and loads nothing. */
export function textOfHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}
