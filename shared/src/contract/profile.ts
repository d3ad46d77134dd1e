/**
 * The future-ready profile (SPEC §7 /api/profile/*): what a pupil's profile can hold, and the
 * PDF of the chosen parts. Both take the subject pupil's `user_id` and read that pupil's data,
 * never the session user's. Reads, so a parent's read-only session may use them.
 */
import { ProfileContent, ProfilePdfQuery, ProfileQuery } from '../wire';
import { endpoint } from './endpoint';

/** A pupil reads their own, a parent their child's, staff their pupils'. */
const READ = { access: 'user', allowReadOnly: true } as const;
const SUBJECT = { user_id: 'profileSubject' } as const;
/**
 * The project is checked by the service against the SUBJECT's projects the session may see
 * (answered Not authorised), not the session user's, so that staff can make a pupil's profile.
 */
const PROJECT_CHECKED_BY_HANDLER = {
  project_id:
    "one of the subject pupil's projects the session may see: gatherProfile refuses any other",
} as const;

/** Everything the subject's profile can hold in the project (0: their first project). */
export const GetProfile = endpoint({
  method: 'GET',
  path: '/api/profile/GetProfile',
  rule: { ...READ, owns: SUBJECT, unchecked: PROJECT_CHECKED_BY_HANDLER },
  query: ProfileQuery,
  reply: ProfileContent,
});

/** The PDF of the chosen sections, skills and notes; making it is recorded in the audit log. */
export const ProfilePdf = endpoint({
  method: 'GET',
  path: '/api/profile/ProfilePdf',
  rule: { ...READ, owns: SUBJECT, unchecked: PROJECT_CHECKED_BY_HANDLER },
  query: ProfilePdfQuery,
  reply: 'file',
});
