/** A school admin's UK GDPR calls about one user of the current school: export and erasure. */
import { apiClient, apiPrefix } from './client';
import type { OkReply } from '../types/learner';

/** The user's data export (JSON), for a download link: the browser fetches the attachment. */
export function exportUserDataUrl(userId: number): string {
  return `${apiPrefix()}/admin/ExportUserData?user_id=${userId}`;
}

/** Erases the user and everything held about them (the audit log keeps their bare id). */
export function eraseUser(userId: number): Promise<OkReply> {
  return apiClient()
    .post('admin/EraseUser', { json: { user_id: userId } })
    .json<OkReply>();
}
