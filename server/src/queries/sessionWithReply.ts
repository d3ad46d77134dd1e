/**
 * GetCurrentUser in one query: the live session and its user (as findLiveSession), and
 * beside them everything the reply needs: the user's projects, the current school, and what
 * decides where the learner screens start in the usual cases (selection.ts SelectionFacts).
 * The browser asks for it on every page load, so its session lookup does all of this at once.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { Language } from '@skillfolio/shared/wire';
import type { Database, Executor } from '../db/database';
import { dialectOf } from '../db/dialect';
import { preparedQuery } from '../db/preparedQuery';
import type { SchoolRow } from './schools';
import type { SelectionFacts } from './selection';
import { liveSessionQuery, type SessionWithUser } from './sessions';

/** What GetCurrentUser's reply is made of, read with the session. */
export interface SessionReplyFacts extends SelectionFacts {
  /** The user's project ids, by id, joined with `,` ('' for none). */
  projectIds: string;
  /** Their names in the same order, joined with `, `. */
  projectNames: string;
  /** The session's current school; undefined when it has none (or it has gone). */
  school: SchoolRow | undefined;
}

/** The session's row with the reply's columns (nullable where a subquery may find nothing). */
interface Row extends SessionWithUser {
  project_ids: string | null;
  project_names: string | null;
  remembered_assessment_project: number | null;
  newest_assessment_id: number | null;
  newest_project_id: number | null;
  cs_school_id: number | null;
  cs_school_name: string | null;
  cs_address1: string | null;
  cs_address2: string | null;
  cs_town: string | null;
  cs_county: string | null;
  cs_postcode: string | null;
  cs_contact_name: string | null;
  cs_telephone: string | null;
  cs_dfe_number: string | null;
  cs_project_type: string | null;
  cs_notes: string | null;
  cs_school_username: string | null;
  cs_allowPeerReviews: number | null;
  cs_licenceNumber: number | null;
  cs_created_at: string | null;
  cs_leaver_days: number | null;
  cs_default_language: Language | null;
}

/** The live session with this hash, its user and its reply's facts; undefined as findLiveSession. */
export async function findLiveSessionWithReply(
  db: Executor,
  idHash: string,
  now: Date,
): Promise<(SessionWithUser & { reply: SessionReplyFacts }) | undefined> {
  const row = await liveSessionWithReply.first(db, { idHash, now: now.toISOString() });
  return row && { ...sessionColumns(row), reply: factsOf(row) };
}

type Scope = ExpressionBuilder<
  Database & { sessions: Database['sessions']; users: Database['users'] },
  'sessions' | 'users'
>;

/**
 * A column of the user's projects joined with `separator`, in project id order, as `alias`.
 * On SQLite not by the aggregate's own ORDER BY: that sorts in a temporary b-tree whose page
 * cache (tens of KiB) is allocated and freed on every call, and with the server's fixed
 * malloc thresholds (scripts/run.mjs) glibc then shrank and regrew its heap each time,
 * doubling GetCurrentUser's CPU. A subquery in index order needs no sort.
 */
function projectsJoined(
  db: Executor,
  eb: Scope,
  column: 'school_project_id' | 'project_name',
  separator: string,
  alias: 'project_ids' | 'project_names',
) {
  const projects = eb
    .selectFrom('user_projects as p_up')
    .innerJoin('school_projects as p_sp', 'p_sp.school_project_id', 'p_up.school_project_id')
    .whereRef('p_up.user_id', '=', 'users.user_id');
  const item = sql.ref(`p_sp.${column}`);
  if (dialectOf<Database>(db) === 'postgres') {
    const order = sql.ref('p_sp.school_project_id');
    return projects
      .select(
        sql<string | null>`string_agg(${item}::text, ${sql.lit(separator)} order by ${order})`.as(
          'joined',
        ),
      )
      .as(alias);
  }
  const ordered = projects
    .select(item.as('item'))
    // user_projects' key is (user_id, school_project_id): read in this order, not sorted.
    .orderBy('p_up.school_project_id')
    .as('ordered');
  return eb
    .selectFrom(ordered)
    .select(
      sql<string | null>`group_concat(${sql.ref('ordered.item')}, ${sql.lit(separator)})`.as(
        'joined',
      ),
    )
    .as(alias);
}

const liveSessionWithReply = preparedQuery<{ idHash: string; now: string }, Row>((db, arg) =>
  liveSessionQuery(db, arg('idHash'), arg('now'))
    .leftJoin('schools as cs', 'cs.school_id', 'sessions.current_school_id')
    // The newest assessment in a project the user still belongs to (validSelection's), as a
    // row: its id and project from one lookup, not two.
    .leftJoin('assessments as nw', (join) =>
      join.on('nw.assessment_id', '=', (eb) =>
        eb
          .selectFrom('assessments as n_a')
          .innerJoin('user_projects as n_up', (inner) =>
            inner
              .onRef('n_up.user_id', '=', 'n_a.user_id')
              .onRef('n_up.school_project_id', '=', 'n_a.school_project_id'),
          )
          .select('n_a.assessment_id')
          .whereRef('n_a.user_id', '=', 'users.user_id')
          .orderBy('n_a.created_at', 'desc')
          .orderBy('n_a.assessment_id', 'desc')
          .limit(1),
      ),
    )
    .select((eb) => [
      projectsJoined(db, eb, 'school_project_id', ',', 'project_ids'),
      projectsJoined(db, eb, 'project_name', ', ', 'project_names'),
      eb
        .selectFrom('assessments as r_a')
        .select('r_a.school_project_id')
        .whereRef('r_a.assessment_id', '=', 'sessions.selected_assessment_id')
        .whereRef('r_a.user_id', '=', 'users.user_id')
        .as('remembered_assessment_project'),
      'nw.assessment_id as newest_assessment_id',
      'nw.school_project_id as newest_project_id',
      'cs.school_id as cs_school_id',
      'cs.school_name as cs_school_name',
      'cs.address1 as cs_address1',
      'cs.address2 as cs_address2',
      'cs.town as cs_town',
      'cs.county as cs_county',
      'cs.postcode as cs_postcode',
      'cs.contact_name as cs_contact_name',
      'cs.telephone as cs_telephone',
      'cs.dfe_number as cs_dfe_number',
      'cs.project_type as cs_project_type',
      'cs.notes as cs_notes',
      'cs.school_username as cs_school_username',
      'cs.allowPeerReviews as cs_allowPeerReviews',
      'cs.licenceNumber as cs_licenceNumber',
      'cs.created_at as cs_created_at',
      'cs.leaver_days as cs_leaver_days',
      'cs.default_language as cs_default_language',
    ]),
);

function sessionColumns(row: Row): SessionWithUser {
  return {
    id_hash: row.id_hash,
    current_school_id: row.current_school_id,
    selected_project_id: row.selected_project_id,
    selected_assessment_id: row.selected_assessment_id,
    read_only: row.read_only,
    created_at: row.created_at,
    last_seen: row.last_seen,
    expires_at: row.expires_at,
    user_id: row.user_id,
    school_id: row.school_id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_Admin: row.is_Admin,
    is_schoolAdmin: row.is_schoolAdmin,
    is_Staff: row.is_Staff,
    is_User: row.is_User,
    second_factor_at: row.second_factor_at,
    left_at: row.left_at,
    erase_after: row.erase_after,
    totp_confirmed_at: row.totp_confirmed_at,
    second_factor_exempt: row.second_factor_exempt,
    language: row.language,
    sees_overview: row.sees_overview,
  };
}

function factsOf(row: Row): SessionReplyFacts {
  const projectIds = row.project_ids ?? '';
  return {
    projectIds,
    projectNames: row.project_names ?? '',
    memberOf: new Set(projectIds === '' ? [] : projectIds.split(',').map(Number)),
    rememberedAssessmentProject: row.remembered_assessment_project ?? undefined,
    newest:
      row.newest_assessment_id === null || row.newest_project_id === null
        ? undefined
        : { assessment_id: row.newest_assessment_id, school_project_id: row.newest_project_id },
    school: schoolOf(row),
  };
}

function schoolOf(row: Row): SchoolRow | undefined {
  if (row.cs_school_id === null) return undefined;
  return {
    school_id: row.cs_school_id,
    school_name: row.cs_school_name ?? '',
    address1: row.cs_address1,
    address2: row.cs_address2,
    town: row.cs_town,
    county: row.cs_county,
    postcode: row.cs_postcode,
    contact_name: row.cs_contact_name,
    telephone: row.cs_telephone,
    dfe_number: row.cs_dfe_number,
    project_type: row.cs_project_type,
    notes: row.cs_notes,
    school_username: row.cs_school_username ?? '',
    allowPeerReviews: row.cs_allowPeerReviews ?? 0,
    licenceNumber: row.cs_licenceNumber ?? 0,
    created_at: row.cs_created_at ?? '',
    leaver_days: row.cs_leaver_days ?? 0,
    default_language: row.cs_default_language ?? 'en',
  };
}
