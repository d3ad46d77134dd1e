/** Calls under /api/pages (SPEC §7 "Pages and resources"). */
import { apiClient, apiPrefix } from './client';
import type { Evidence, Reflection, ResourcesReply, SchoolProject, Tag } from '../types/entities';

/** The tags of the user's school and the global ones, by label. */
export function getTags(): Promise<Tag[]> {
  return apiClient().get('pages/GetTags').json<Tag[]>();
}

/** The resources the user may see (active, of their school or global) and the tags. */
export function getResources(): Promise<ResourcesReply> {
  return apiClient().get('pages/GetResources').json<ResourcesReply>();
}

/**
 * The address of a resource's file, for a download link (`<a href download>`): the browser
 * fetches it itself, so this is a URL and not a request.
 */
export function resourceFileUrl(fileId: number): string {
  return `${apiPrefix()}/File/ResourceFile?id=${encodeURIComponent(String(fileId))}`;
}

/** The school projects the user belongs to, by name. */
export function getSchoolProjects(): Promise<SchoolProject[]> {
  return apiClient().get('pages/GetSchoolProjects').json<SchoolProject[]>();
}

/** The user's evidence in a school project, each with every success criterion, in order. */
export function getProjectEvidence(projectId: number): Promise<Evidence[]> {
  return apiClient()
    .get('pages/GetProjectEvidence', { searchParams: { school_project_id: projectId } })
    .json<Evidence[]>();
}

/** The user's reflections, newest first. */
export function getReflections(): Promise<Reflection[]> {
  return apiClient().get('pages/GetReflections').json<Reflection[]>();
}
