import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { recordAudit } from './recordAudit';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe('the audit log', () => {
  it('keeps each entry with who, when, what and from where', async () => {
    const at = new Date('2026-11-22T10:00:00.000Z');
    await recordAudit(
      t.app.db,
      {
        action: 'user.save',
        actorUserId: 3,
        actorSchoolId: 1,
        schoolId: 1,
        targetKind: 'user',
        targetId: 7,
        ip: '127.0.0.1',
        detail: 'roles: pupil',
      },
      at,
    );
    await recordAudit(
      t.app.db,
      {
        action: 'login.failure',
        actorUserId: null,
        actorSchoolId: null,
        schoolId: null,
        ip: '10.0.0.9',
      },
      at,
    );
    const rows = await t.app.db.selectFrom('audit_log').selectAll().orderBy('audit_id').execute();
    expect(rows.map(({ audit_id: _id, ...row }) => row)).toEqual([
      {
        at: at.toISOString(),
        action: 'user.save',
        actor_user_id: 3,
        actor_school_id: 1,
        school_id: 1,
        target_kind: 'user',
        target_id: 7,
        ip: '127.0.0.1',
        detail: 'roles: pupil',
      },
      {
        at: at.toISOString(),
        action: 'login.failure',
        actor_user_id: null,
        actor_school_id: null,
        school_id: null,
        target_kind: null,
        target_id: null,
        ip: '10.0.0.9',
        detail: null,
      },
    ]);
  });
});
