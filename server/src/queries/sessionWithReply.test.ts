/**
 * GetCurrentUser's one query against the queries it replaces: for every demo user, in every
 * kind of remembered selection and school, the reply is the same to the last field.
 */
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/connection';
import type { Database } from '../db/database';
import { toSessionUser } from '../plugins/sessions';
import { createTestDatabase, type TestDatabase } from '../../test/support/testDatabase';
import { loadSessionReply, sessionReplyFrom } from '../wire/sessionReply';
import { findLiveSessionWithReply } from './sessionWithReply';
import { findLiveSession, insertSession } from './sessions';

let database: TestDatabase;
let db: Kysely<Database>;

beforeAll(async () => {
  database = await createTestDatabase('demo');
  db = openDatabase(database.target);
});

afterAll(async () => {
  await db.destroy();
  await database.drop();
});

const NOW = new Date();
const LATER = new Date(NOW.getTime() + 60 * 60 * 1000);
let sessionCount = 0;

async function startSession(
  userId: number,
  currentSchoolId: number | null,
  selectedProjectId: number | null,
  selectedAssessmentId: number | null,
  readOnly = false,
): Promise<string> {
  sessionCount += 1;
  const idHash = `test-session-${sessionCount}`;
  await insertSession(db, {
    idHash,
    userId,
    currentSchoolId,
    readOnly,
    selectedProjectId,
    selectedAssessmentId,
    now: NOW,
    expiresAt: LATER,
  });
  return idHash;
}

describe('the session read with its GetCurrentUser reply', () => {
  it('gives every user, in every kind of selection and school, the reply the separate queries give', async () => {
    const users = await db.selectFrom('users').select(['user_id', 'school_id']).execute();
    const projects = await db.selectFrom('school_projects').select('school_project_id').execute();
    const assessments = await db
      .selectFrom('assessments')
      .select(['assessment_id', 'user_id'])
      .execute();
    const schools = await db.selectFrom('schools').select('school_id').execute();
    expect(assessments.length).toBeGreaterThan(1);

    let compared = 0;
    for (const user of users) {
      const own = assessments.filter((a) => a.user_id === user.user_id).map((a) => a.assessment_id);
      const someoneElses = assessments.find((a) => a.user_id !== user.user_id)?.assessment_id;
      const projectChoices = [null, ...projects.map((p) => p.school_project_id), 999_999];
      const assessmentChoices = [null, ...own, someoneElses ?? null, 999_999];
      const schoolChoices = [user.school_id, null, schools[0]?.school_id ?? null];
      for (const projectId of projectChoices) {
        for (const assessmentId of assessmentChoices) {
          for (const schoolId of schoolChoices) {
            for (const readOnly of [false, true]) {
              const idHash = await startSession(
                user.user_id,
                schoolId,
                projectId,
                assessmentId,
                readOnly,
              );
              const found = await findLiveSessionWithReply(db, idHash, NOW);
              const plain = await findLiveSession(db, idHash, NOW);
              if (found === undefined || plain === undefined) throw new Error('no session');
              const { reply, ...session } = found;
              expect(session).toEqual(plain);
              const sessionUser = toSessionUser(plain);
              const remembered = { projectId, assessmentId };
              expect(await sessionReplyFrom(db, sessionUser, readOnly, remembered, reply)).toEqual(
                await loadSessionReply(db, sessionUser, schoolId, readOnly, remembered),
              );
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('lists a pupil of several projects with every project, in id order, ids and names alike', async () => {
    const pupil = await db
      .selectFrom('users')
      .select('user_id')
      .where('username', '=', 'pupil')
      .executeTakeFirstOrThrow();
    const idHash = await startSession(pupil.user_id, null, null, null);
    const found = await findLiveSessionWithReply(db, idHash, NOW);
    const mine = await db
      .selectFrom('user_projects')
      .innerJoin(
        'school_projects',
        'school_projects.school_project_id',
        'user_projects.school_project_id',
      )
      .select(['school_projects.school_project_id', 'school_projects.project_name'])
      .where('user_projects.user_id', '=', pupil.user_id)
      .orderBy('school_projects.school_project_id')
      .execute();
    expect(mine.length).toBeGreaterThan(1);
    expect(found?.reply.projectIds).toBe(mine.map((p) => p.school_project_id).join(','));
    expect(found?.reply.projectNames).toBe(mine.map((p) => p.project_name).join(', '));
  });

  it('finds no session once it has expired, as findLiveSession', async () => {
    const [user] = await db.selectFrom('users').select('user_id').execute();
    const idHash = await startSession(user?.user_id ?? 0, null, null, null);
    expect(await findLiveSessionWithReply(db, idHash, LATER)).toBeUndefined();
    expect(await findLiveSessionWithReply(db, 'no-such-session', NOW)).toBeUndefined();
  });
});
