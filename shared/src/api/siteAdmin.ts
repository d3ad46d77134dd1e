/** Calls of the global admin (SPEC §7 "Global admin", /api/siteadmin), one function each. */
import { apiClient, apiPrefix } from './client';
import type { School } from '../types/entities';
import type { OkReply } from '../types/learner';
import type {
  ListSchoolsReply,
  DeleteSchoolRequest,
  SaveSchoolReply,
  SchoolInput,
} from '../types/siteAdmin';

/** Every school, by name, each with its number of users. */
export function listSchools(): Promise<ListSchoolsReply> {
  return apiClient().get('SiteAdmin/ListSchools').json<ListSchoolsReply>();
}

/** school_id 0 adds a school; above 0 saves the school's changes. */
export function saveSchool(school: SchoolInput): Promise<SaveSchoolReply> {
  return apiClient()
    .post('siteadmin/SaveSchool', { json: { s: school } })
    .json<SaveSchoolReply>();
}

/**
 * Makes the school the session's current one (and the next login's); resolves to it. A POST,
 * though SPEC §7 writes a GET: it changes the session.
 */
export function changeSchool(schoolId: number): Promise<School> {
  return apiClient()
    .post('siteadmin/ChangeSchool', { searchParams: { school_id: schoolId } })
    .json<School>();
}

/** The school's data export, for a download link: the browser fetches the attachment itself. */
export function exportSchoolDataUrl(schoolId: number): string {
  return `${apiPrefix()}/siteadmin/ExportSchoolData?school_id=${schoolId}`;
}

/** Deletes the school and all of its users' data; the school username typed confirms it. */
export function deleteSchool(request: DeleteSchoolRequest): Promise<OkReply> {
  return apiClient().post('siteadmin/DeleteSchool', { json: request }).json<OkReply>();
}
