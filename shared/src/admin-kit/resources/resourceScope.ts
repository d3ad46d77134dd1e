/**
 * What differs between the school's resource manager and the global one: where the list
 * and tags come from, and which calls save a resource and a tag.
 */
import { call, type AdminResource, type Tag } from '@skillfolio/shared';
import { AdminResources, LearnerResources } from '@skillfolio/shared/contract';

/** What the edit modal saves. */
export interface ResourceDraft {
  id: number;
  name: string;
  detail: string;
  active: boolean;
  tagIds: number[];
  fileId: number | null;
}

export interface ResourceScope {
  /** The page title (SPEC §2's menu wording), a key in the 'admin-kit' catalogue. */
  title: string;
  load: () => Promise<{ resources: AdminResource[]; tags: Tag[] }>;
  save: (draft: ResourceDraft) => Promise<unknown>;
  saveTag: (label: string) => Promise<Tag>;
}

/** /admin/manageResources: the current school's resources; its tags and the global ones. */
export const SCHOOL_RESOURCES: ResourceScope = {
  title: 'resources.school.title',
  load: async () => {
    const [resources, tags] = await Promise.all([
      call(AdminResources.ListResourcesForSchool),
      call(LearnerResources.GetTags),
    ]);
    return { resources, tags };
  },
  save: (draft) =>
    call(AdminResources.SaveResource, {
      id: draft.id,
      name: draft.name,
      detail: draft.detail,
      active: draft.active,
      tags: draft.tagIds,
      file_id: draft.fileId ?? 0,
    }),
  saveTag: (label) => call(AdminResources.SaveSchoolTag, { tag_label: label }),
};

/** /globaladmin/manageResources: global resources (no school) and global tags. */
export const GLOBAL_RESOURCES: ResourceScope = {
  title: 'resources.global.title',
  load: () => call(AdminResources.ListGlobalResources),
  save: (draft) =>
    call(AdminResources.SaveGlobalResource, {
      resource_id: draft.id,
      resource_name: draft.name,
      resource_detail: draft.detail,
      school_id: 0,
      Files: draft.fileId === null ? [] : [draft.fileId],
      tags: draft.tagIds,
      active: draft.active,
    }),
  saveTag: (label) => call(AdminResources.SaveGlobalTag, { tag_label: label }),
};
