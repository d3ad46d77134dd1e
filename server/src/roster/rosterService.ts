/**
 * The roster sync (contract `Roster`), in the session's current school: a read roster becomes
 * a preview (kept, with its plan's digest, until applied); an apply works the plan out again
 * under the school's lock, refuses when it is not the preview's, and then writes it all in
 * one transaction: accounts added, linked and updated, leavers marked (never deleted),
 * classes added, changed and closed, and who is in each.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type {
  ImportedLogin,
  RosterApplyLine,
  RosterCounts,
  RosterPreview,
  RosterSyncState,
} from '@skillfolio/shared/types';
import { ROSTER_REFUSAL } from '@skillfolio/shared/wire';
import { generatePassword } from '../admin/generatedPassword';
import {
  addUsersToSchool,
  hashUserPassword,
  lockSchoolForUserChanges,
  refusalAsResult,
  UserRuleRefusal,
  type PreparedSchoolUser,
} from '../admin/userRules';
import { recordAudit } from '../audit/recordAudit';
import { HashingBusyError } from '../auth/hashingGate';
import type { Database } from '../db/database';
import { joinProjectsByAudience } from '../projects/projectAudiences';
import { eraseDate } from '../year-end/planYearEnd';
import { findLeaverDays, markLeavers } from '../year-end/yearEndQueries';
import { fullName, planDigest, planRosterSync, type RosterPlan } from './planRosterSync';
import type { RosterFile, RosterParse } from './rosterFile';
import {
  closeSchoolClasses,
  insertSchoolClass,
  linkRosterUser,
  loadRosterState,
  setClassMembers,
  updateRosterPerson,
  updateSchoolClass,
} from './rosterQueries';
import { readStoredRoster, storedRoster } from './storedRoster';
import { ENGLISH } from '../i18n/serverTexts';

type Db = Kysely<Database>;

export interface Actor {
  userId: number;
  schoolId: number | null;
  /** null for the scheduled pull (roster/pull/), which no request makes. */
  ip: string | null;
}

/** How often (in hashed passwords) a progress line goes out. */
const PROGRESS_EVERY = 5;

function countsOf(plan: RosterPlan): RosterCounts {
  return {
    addPupils: plan.adds.filter((a) => a.kind === 'pupil').length,
    addStaff: plan.adds.filter((a) => a.kind === 'staff').length,
    update: plan.updates.filter((u) => u.changes.length > 0).length,
    link: plan.updates.filter((u) => u.linkBy !== null).length,
    leave: plan.leavers.length,
    returns: plan.updates.filter((u) => u.returns).length,
    classAdd: plan.classAdds.length,
    classUpdate: plan.classUpdates.length,
    classClose: plan.classCloses.length,
    unchanged: plan.unchanged,
    ignored: plan.ignored,
  };
}

const NO_COUNTS: RosterCounts = {
  addPupils: 0,
  addStaff: 0,
  update: 0,
  link: 0,
  leave: 0,
  returns: 0,
  classAdd: 0,
  classUpdate: 0,
  classClose: 0,
  unchanged: 0,
  ignored: 0,
};

async function leaverTerms(db: Db, schoolId: number, now: Date) {
  const days = (await findLeaverDays(db, schoolId)) ?? 0;
  return { leaverDays: days, eraseAfter: eraseDate(now, days).toISOString() };
}

/** A file that could not be read: its problems, nothing kept. */
async function unreadable(
  db: Db,
  schoolId: number,
  parsed: Extract<RosterParse, { ok: false }>,
  now: Date,
): Promise<RosterPreview> {
  const terms = await leaverTerms(db, schoolId, now);
  return {
    syncId: 0,
    canApply: false,
    problems: parsed.problems,
    moreProblems: parsed.more,
    version: '',
    schoolYear: null,
    previousSchoolYear: null,
    rollover: false,
    counts: NO_COUNTS,
    adds: [],
    updates: [],
    leavers: [],
    classAdds: [],
    classUpdates: [],
    classCloses: [],
    leaversEraseAfter: terms.eraseAfter,
    leaverDays: terms.leaverDays,
  };
}

function previewOf(
  syncId: number,
  roster: RosterFile,
  plan: RosterPlan,
  terms: { leaverDays: number; eraseAfter: string },
): RosterPreview {
  return {
    syncId,
    canApply: plan.problems.length === 0,
    problems: plan.problems,
    moreProblems: 0,
    version: roster.version,
    schoolYear: plan.schoolYear,
    previousSchoolYear: plan.previousSchoolYear,
    rollover: plan.rollover,
    counts: countsOf(plan),
    adds: plan.adds.map((add) => ({
      name: fullName(add.firstName, add.lastName, add.username),
      username: add.username,
      kind: add.kind,
      yearGroup: add.yearGroup,
      classes: add.classes,
    })),
    updates: plan.updates.map((update) => ({
      name: update.name,
      username: update.username,
      linkBy: update.linkBy,
      changes: update.changes,
    })),
    leavers: plan.leavers.map(({ name, username, why }) => ({ name, username, why })),
    classAdds: plan.classAdds.map(({ title, yearGroup, pupils, staff }) => ({
      title,
      yearGroup,
      pupils,
      staff,
    })),
    classUpdates: plan.classUpdates.map(({ title, pupils, staff, reopens, changes }) => ({
      title,
      pupils,
      staff,
      reopens,
      changes,
    })),
    classCloses: plan.classCloses.map(({ title }) => ({ title })),
    leaversEraseAfter: terms.eraseAfter,
    leaverDays: terms.leaverDays,
  };
}

/**
 * Plans a read roster against the school and keeps it as the school's one waiting preview
 * (a newer upload replaces an older one). undefined when the school is gone.
 */
export async function previewRoster(
  db: Db,
  schoolId: number,
  parsed: RosterParse,
  source: 'upload' | 'pull',
  actor: Actor,
  now: Date,
): Promise<RosterPreview | undefined> {
  if (!parsed.ok) return unreadable(db, schoolId, parsed, now);
  const state = await loadRosterState(db, schoolId);
  if (state === undefined) return undefined;
  const plan = planRosterSync(parsed.roster, state);
  const at = now.toISOString();
  const syncId = await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('roster_syncs')
      .where('school_id', '=', schoolId)
      .where('applied_at', 'is', null)
      .execute();
    const row = await trx
      .insertInto('roster_syncs')
      .values({
        school_id: schoolId,
        source,
        created_by: actor.userId,
        created_at: at,
        roster: storedRoster(parsed.roster),
        summary: JSON.stringify(countsOf(plan)),
        plan_digest: planDigest(plan),
        school_year: plan.schoolYear,
        applied_at: null,
        applied_by: null,
      })
      .returning('sync_id')
      .executeTakeFirstOrThrow();
    return row.sync_id;
  });
  return previewOf(syncId, parsed.roster, plan, await leaverTerms(db, schoolId, now));
}

export type ApplyResult = { error: string } | { progress: Readable };

/** What an apply came to: applied (with the new logins), or refused with why. */
export type ApplyOutcome = Exclude<RosterApplyLine, { hashed: number }>;

/** A waiting preview that may still be applied: its roster and the plan it makes now. */
interface Applicable {
  syncId: number;
  roster: RosterFile;
  plan: RosterPlan;
  digest: string;
}

/** The waiting preview `syncId`, refused when gone, with problems, or the school changed. */
async function applicable(
  db: Db,
  schoolId: number,
  syncId: number,
): Promise<Applicable | { error: string }> {
  const sync = await db
    .selectFrom('roster_syncs')
    .select(['roster', 'plan_digest'])
    .where('sync_id', '=', syncId)
    .where('school_id', '=', schoolId)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  if (sync === undefined || sync.roster === null) return { error: ROSTER_REFUSAL.notFound };
  const roster = readStoredRoster(sync.roster);
  const state = await loadRosterState(db, schoolId);
  if (state === undefined) return { error: ROSTER_REFUSAL.notFound };
  const plan = planRosterSync(roster, state);
  if (plan.problems.length > 0) return { error: ROSTER_REFUSAL.problems };
  if (planDigest(plan) !== sync.plan_digest) return { error: ROSTER_REFUSAL.changed };
  return { syncId, roster, plan, digest: sync.plan_digest };
}

/** Runs the write, a failure of ours said as an outcome (and logged), never thrown. */
function settled(work: Promise<ApplyOutcome>, log: FastifyBaseLogger): Promise<ApplyOutcome> {
  return work.catch((error: unknown): ApplyOutcome => {
    log.error({ err: error }, 'roster apply failed');
    return { applied: false, error: ENGLISH('roster.applyFailed') };
  });
}

/**
 * Applies the waiting preview `syncId`: new accounts' passwords are hashed first (progress
 * lines), then everything is written in one transaction, or nothing when the school changed.
 */
export async function applyRoster(
  db: Db,
  schoolId: number,
  syncId: number,
  actor: Actor,
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<ApplyResult> {
  const ready = await applicable(db, schoolId, syncId);
  if ('error' in ready) return ready;
  const stream = new PassThrough();
  const line = (value: RosterApplyLine) => `${JSON.stringify(value)}\n`;
  const onHashed = (hashed: number, total: number) => {
    if (hashed % PROGRESS_EVERY === 0 || hashed === total) stream.write(line({ hashed, total }));
  };
  void settled(writePlan(db, schoolId, ready, actor, now, onHashed), log).then((outcome) =>
    stream.end(line(outcome)),
  );
  return { progress: stream };
}

/** The same apply with no one watching its progress (the scheduled pull): its outcome. */
export async function applyRosterAtOnce(
  db: Db,
  schoolId: number,
  syncId: number,
  actor: Actor,
  now: () => Date,
  log: FastifyBaseLogger,
): Promise<ApplyOutcome> {
  const ready = await applicable(db, schoolId, syncId);
  if ('error' in ready) return { applied: false, error: ready.error };
  return settled(
    writePlan(db, schoolId, ready, actor, now, () => undefined),
    log,
  );
}

async function writePlan(
  db: Db,
  schoolId: number,
  { syncId, roster, plan: planned, digest }: Applicable,
  actor: Actor,
  now: () => Date,
  onHashed: (hashed: number, total: number) => void,
): Promise<ApplyOutcome> {
  // One at a time through the hashing gate, so logins keep their turn meanwhile.
  const passwords = new Map<string, { hash: string; login: ImportedLogin }>();
  try {
    for (const add of planned.adds) {
      const password = generatePassword();
      passwords.set(add.sourcedId, {
        hash: await hashUserPassword(password),
        login: {
          username: add.username,
          first_name: add.firstName,
          last_name: add.lastName,
          generatedPassword: password,
        },
      });
      onHashed(passwords.size, planned.adds.length);
    }
  } catch (error) {
    if (error instanceof HashingBusyError) return { applied: false, error: ROSTER_REFUSAL.busy };
    throw error;
  }

  const result = await refusalAsResult(() =>
    db.transaction().execute(async (trx) => {
      await lockSchoolForUserChanges(trx, schoolId);
      const current = await loadRosterState(trx, schoolId);
      if (current === undefined) throw new UserRuleRefusal(ROSTER_REFUSAL.notFound);
      const plan = planRosterSync(roster, current);
      if (plan.problems.length > 0 || planDigest(plan) !== digest) {
        throw new UserRuleRefusal(ROSTER_REFUSAL.changed);
      }
      await writeInTransaction(trx, schoolId, plan, passwords, now());
      const at = now().toISOString();
      const counts = countsOf(plan);
      const applied = await trx
        .updateTable('roster_syncs')
        .set({ applied_at: at, applied_by: actor.userId, roster: null })
        .where('sync_id', '=', syncId)
        .where('applied_at', 'is', null)
        .executeTakeFirst();
      // A second apply of the same preview, at once: the first one's commit wins.
      if (Number(applied.numUpdatedRows) !== 1) throw new UserRuleRefusal(ROSTER_REFUSAL.notFound);
      await recordAudit(
        trx,
        {
          action: 'roster.apply',
          actorUserId: actor.userId,
          actorSchoolId: actor.schoolId,
          schoolId,
          ip: actor.ip,
          detail:
            `${counts.addPupils + counts.addStaff} added, ${counts.update} updated, ` +
            `${counts.link} linked, ${counts.leave} leavers, ${counts.classAdd} classes added, ` +
            `${counts.classClose} closed${plan.rollover ? `, new school year ${plan.schoolYear ?? ''}` : ''}`,
        },
        now(),
      );
      return { counts };
    }),
  );
  if ('ok' in result) return { applied: false, error: result.message };
  return {
    applied: true,
    counts: result.counts,
    logins: planned.adds.flatMap((add) => {
      const made = passwords.get(add.sourcedId);
      return made === undefined ? [] : [made.login];
    }),
  };
}

async function writeInTransaction(
  trx: Transaction<Database>,
  schoolId: number,
  plan: RosterPlan,
  passwords: ReadonlyMap<string, { hash: string }>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const prepared: PreparedSchoolUser[] = plan.adds.map((add) => {
    const made = passwords.get(add.sourcedId);
    if (made === undefined) throw new UserRuleRefusal(ROSTER_REFUSAL.changed);
    return {
      username: add.username,
      first_name: add.firstName,
      last_name: add.lastName,
      email: add.email === '' ? null : add.email,
      is_Staff: add.kind === 'staff',
      is_schoolAdmin: false,
      is_User: true,
      password_hash: made.hash,
      parent_password_hash: null,
      year_group: add.yearGroup,
      send: add.send,
      disadvantaged: add.disadvantaged,
    };
  });
  const added = await addUsersToSchool(trx, schoolId, prepared);
  if (!added.ok) throw new UserRuleRefusal(added.message);
  const newUserIds = new Map<string, number>();
  for (const [index, add] of plan.adds.entries()) {
    const userId = added.userIds[index];
    if (userId === undefined) throw new Error('addUsersToSchool returned too few ids');
    newUserIds.set(add.sourcedId, userId);
    await linkRosterUser(
      trx,
      { schoolId, sourcedId: add.sourcedId, userId, madeByRoster: true },
      at,
    );
  }
  for (const update of plan.updates) {
    if (update.linkBy !== null) {
      await linkRosterUser(
        trx,
        { schoolId, sourcedId: update.sourcedId, userId: update.userId, madeByRoster: false },
        at,
      );
    }
    if (update.changes.length > 0) await updateRosterPerson(trx, update.userId, update);
  }
  if (plan.leavers.length > 0) {
    const days = (await findLeaverDays(trx, schoolId)) ?? 0;
    await markLeavers(
      trx,
      schoolId,
      plan.leavers.map((leaver) => leaver.userId),
      at,
      eraseDate(now, days).toISOString(),
    );
  }

  const classIds = new Map<string, number>();
  for (const cls of plan.classAdds) {
    classIds.set(
      cls.sourcedId,
      await insertSchoolClass(trx, schoolId, { ...cls, schoolYear: plan.schoolYear }, at),
    );
  }
  for (const cls of plan.classUpdates) {
    await updateSchoolClass(trx, cls.classId, { ...cls, schoolYear: plan.schoolYear }, at);
    classIds.set(cls.sourcedId, cls.classId);
  }
  await closeSchoolClasses(
    trx,
    plan.classCloses.map((cls) => cls.classId),
    at,
  );
  for (const [sourcedId, members] of plan.members) {
    const classId = classIds.get(sourcedId);
    // A class whose members and fields stay as they were is not rewritten.
    if (classId === undefined) continue;
    await setClassMembers(
      trx,
      classId,
      members.map((member) => {
        const userId =
          'userId' in member.ref ? member.ref.userId : newUserIds.get(member.ref.newSourcedId);
        if (userId === undefined) throw new Error(`No account for ${JSON.stringify(member.ref)}`);
        return { userId, role: member.role };
      }),
    );
  }
  // Pupils who joined a class or a year group a project is for join the project too (nobody
  // leaves one: their work in it stays theirs).
  await joinProjectsByAudience(trx, schoolId);
}

/** The Roster Sync screen's state. */
export async function rosterSyncState(db: Db, schoolId: number): Promise<RosterSyncState> {
  const [last, grades, classes] = await Promise.all([
    db
      .selectFrom('roster_syncs')
      .select(['applied_at', 'source', 'school_year', 'summary'])
      .where('school_id', '=', schoolId)
      .where('applied_at', 'is not', null)
      .orderBy('applied_at', 'desc')
      .orderBy('sync_id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('roster_grade_years')
      .select(['grade', 'year_group'])
      .where('school_id', '=', schoolId)
      .orderBy('grade')
      .execute(),
    db
      .selectFrom('school_classes')
      .leftJoin('class_members', 'class_members.class_id', 'school_classes.class_id')
      .select((eb) => [
        'school_classes.class_id',
        'school_classes.title',
        'school_classes.year_group',
        'school_classes.sourced_id',
        eb.fn
          .count<number>('class_members.user_id')
          .filterWhere('class_members.role', '=', 'pupil')
          .as('pupils'),
        eb.fn
          .count<number>('class_members.user_id')
          .filterWhere('class_members.role', '=', 'staff')
          .as('staff'),
      ])
      .where('school_classes.school_id', '=', schoolId)
      .where('school_classes.closed_at', 'is', null)
      .groupBy([
        'school_classes.class_id',
        'school_classes.title',
        'school_classes.year_group',
        'school_classes.sourced_id',
      ])
      .orderBy('school_classes.year_group')
      .orderBy('school_classes.title')
      .execute(),
  ]);
  return {
    lastApplied:
      last === undefined || last.applied_at === null
        ? null
        : {
            appliedAt: last.applied_at,
            source: last.source,
            schoolYear: last.school_year,
            counts: JSON.parse(last.summary) as RosterCounts,
          },
    gradeYears: grades.map((g) => ({ grade: g.grade, yearGroup: g.year_group })),
    classes: classes.map((c) => ({
      title: c.title,
      yearGroup: c.year_group,
      pupils: Number(c.pupils),
      staff: Number(c.staff),
      fromRoster: c.sourced_id !== null,
    })),
  };
}

/** Replaces the school's reading of grades as year groups. */
export async function saveGradeYears(
  db: Db,
  schoolId: number,
  gradeYears: readonly { grade: string; yearGroup: number }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('roster_grade_years').where('school_id', '=', schoolId).execute();
    const seen = new Set<string>();
    const rows = gradeYears.flatMap(({ grade, yearGroup }) => {
      const key = grade.trim().toUpperCase();
      if (key === '' || seen.has(key)) return [];
      seen.add(key);
      return [{ school_id: schoolId, grade: key, year_group: yearGroup }];
    });
    if (rows.length > 0) await trx.insertInto('roster_grade_years').values(rows).execute();
  });
}
