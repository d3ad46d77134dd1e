/**
 * Who takes a project: the classes and year groups an admin attaches to it. Their current
 * pupils join the project when the audiences are saved, and again after every roster sync
 * (joinProjectsByAudience), so a pupil who arrives in a class or year group joins its
 * projects. Nobody is ever taken off a project here: a pupil's work in it must never be lost,
 * so an audience that goes, or a pupil who leaves a class, leaves the project as it is.
 */
import type {
  ProjectAudience,
  ProjectAudiencesReply,
  SaveProjectAudiencesReply,
  SaveProjectAudiencesRequest,
} from '@skillfolio/shared/types';
import { YEAR_GROUP_MAX, YEAR_GROUP_MIN } from '@skillfolio/shared/wire';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Executor } from '../db/database';
import { lockSchoolForUserChanges } from '../admin/userRules';
import {
  countPupilsByYear,
  deleteAudiences,
  insertAudiencePupils,
  insertAudiences,
  listAudiencesOfProject,
  listAudiencesOfSchool,
  listOpenClassesWithPupils,
} from './audienceQueries';

/**
 * Adds every current pupil of every audience of the school's projects to that project (those
 * already in it stay as they are; nobody is removed). For the roster apply to call inside its
 * transaction, after the sync's writes. Resolves to how many pupils joined a project.
 */
export async function joinProjectsByAudience(trx: Executor, schoolId: number): Promise<number> {
  return insertAudiencePupils(trx, schoolId, undefined);
}

/** Every project's audiences with the pupils each holds now, and what may be added. */
export async function audiencesOfSchool(
  db: Executor,
  schoolId: number,
): Promise<ProjectAudiencesReply> {
  const [rows, classes, years] = await Promise.all([
    listAudiencesOfSchool(db, schoolId),
    listOpenClassesWithPupils(db, schoolId),
    countPupilsByYear(db, schoolId),
  ]);
  const classPupils = new Map(classes.map((c) => [c.class_id, c.pupils]));
  const audiences: ProjectAudience[] = rows.map((row) => ({
    school_project_id: row.school_project_id,
    class_id: row.class_id,
    class_title: row.class_title,
    closed: row.class_id !== null && row.class_closed_at !== null,
    year_group: row.year_group,
    // A closed class brings nobody, whoever it still lists.
    pupils:
      row.class_id !== null
        ? (classPupils.get(row.class_id) ?? 0)
        : (years.get(row.year_group ?? -1) ?? 0),
  }));
  // Year groups first, youngest first; then classes by title.
  audiences.sort(
    (a, b) =>
      a.school_project_id - b.school_project_id ||
      Number(a.class_id !== null) - Number(b.class_id !== null) ||
      (a.year_group ?? 0) - (b.year_group ?? 0) ||
      (a.class_title ?? '').localeCompare(b.class_title ?? ''),
  );
  const yearGroups = [];
  for (let year = YEAR_GROUP_MIN; year <= YEAR_GROUP_MAX; year += 1) {
    yearGroups.push({ year_group: year, pupils: years.get(year) ?? 0 });
  }
  return { audiences, classes, year_groups: yearGroups };
}

/**
 * Makes the project's audiences these (the ids were checked to be the current school's), then
 * adds each one's current pupils to the project, in one transaction: under the school's lock,
 * as the roster apply is, so a sync's new pupils and a new audience never miss each other.
 */
export async function saveAudiences(
  db: Kysely<Database>,
  schoolId: number,
  request: SaveProjectAudiencesRequest,
  now: Date,
): Promise<SaveProjectAudiencesReply> {
  return db.transaction().execute((trx) => replaceAudiences(trx, schoolId, request, now));
}

async function replaceAudiences(
  trx: Transaction<Database>,
  schoolId: number,
  request: SaveProjectAudiencesRequest,
  now: Date,
): Promise<SaveProjectAudiencesReply> {
  const projectId = request.school_project_id;
  await lockSchoolForUserChanges(trx, schoolId);
  const classes = new Set(request.class_ids);
  const years = new Set(request.year_groups);
  const existing = await listAudiencesOfProject(trx, projectId);
  const kept = (audience: { class_id: number | null; year_group: number | null }) =>
    audience.class_id !== null
      ? classes.has(audience.class_id)
      : audience.year_group !== null && years.has(audience.year_group);
  await deleteAudiences(
    trx,
    existing.filter((audience) => !kept(audience)).map((audience) => audience.audience_id),
  );
  const haveClasses = new Set(existing.map((a) => a.class_id));
  const haveYears = new Set(existing.map((a) => a.year_group));
  await insertAudiences(
    trx,
    projectId,
    [
      ...[...classes]
        .filter((id) => !haveClasses.has(id))
        .map((id) => ({ class_id: id, year_group: null })),
      ...[...years]
        .filter((year) => !haveYears.has(year))
        .map((year) => ({ class_id: null, year_group: year })),
    ],
    now.toISOString(),
  );
  return { added: await insertAudiencePupils(trx, schoolId, projectId) };
}
