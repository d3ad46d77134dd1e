/**
 * The replies a page carries (server/src/hosting/shellPage.ts), so a screen's first render
 * needs no round trip for its data: on a phone network that trip (~150 ms, then the reply)
 * came after every script had loaded and run. The server answers the calls a screen makes as
 * it first renders, for the session the page is made for, through its own routes (the same
 * checks as any request); the browser's `call` takes each reply once, by `replyKey`, instead
 * of asking. A call the list misses still goes to the server: the list only saves time.
 */
import { GetAssessmentsForProject, GetProjectsForUser, GetSkillsForAssessment } from './assessment';
import { normalisePath } from './areaPaths';
import type { AnyEndpoint } from './endpoint';
import { GetAssessmentFeedback } from './evidence';
import { GetRoundsForProject } from './rounds';

type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

export interface FirstCall {
  endpoint: AnyEndpoint;
  query: Query;
}

/** What of the session the first calls depend on (GetCurrentUser's reply has them all). */
export interface FirstCallSession {
  currentUser: { user_id: number };
  selectedProjectId: number;
  selectedAssessmentId: number;
}

/**
 * An endpoint's path and its query in one string, the names sorted: a reply's key in the
 * page, the same whatever order a screen wrote its query in. Absent fields are left out, as
 * `call` leaves them out of the URL.
 */
export function replyKey(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  const names = Object.keys(query ?? {}).sort();
  for (const name of names) {
    const value = query?.[name];
    if (value !== undefined && value !== null) params.append(name, String(value));
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * The GETs a screen makes as it first renders (its data and its pickers'), by the path inside
 * /app: the pupil's Self Assessment, the screen a lesson starts on. Empty for any other.
 */
export function firstScreenCalls(pathname: string, session: FirstCallSession): FirstCall[] {
  const user_id = session.currentUser.user_id;
  const project_id = session.selectedProjectId;
  const assessment_id = session.selectedAssessmentId;
  switch (normalisePath(pathname)) {
    case '/selfassessment':
      return [
        { endpoint: GetProjectsForUser, query: { user_id } },
        ...(project_id > 0
          ? [
              { endpoint: GetAssessmentsForProject, query: { user_id, project_id } },
              { endpoint: GetRoundsForProject, query: { user_id, project_id } },
            ]
          : []),
        ...(assessment_id > 0
          ? [
              { endpoint: GetSkillsForAssessment, query: { user_id, assessment_id } },
              { endpoint: GetAssessmentFeedback, query: { user_id, assessment_id } },
            ]
          : []),
      ];
    default:
      return [];
  }
}
