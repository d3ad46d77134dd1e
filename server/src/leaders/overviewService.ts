/**
 * The School Overview of the session's current school: one project's figures for a group
 * of pupils, and the pupils behind a gap flag or not yet assessed. The SEND and
 * disadvantaged filters are a school admin's only; nobody else learns who carries a flag.
 */
import { OVERVIEW_REFUSAL } from '@skillfolio/shared/wire';
import type {
  FlagFilter,
  OverviewFilters,
  OverviewPupils,
  OverviewPupilsQuery,
  SchoolOverview,
} from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import type { RequestSession } from '../plugins/sessions';
import { findRound, listRoundsOfProject } from '../rounds/roundQueries';
import { countCohort, type Group } from './cohort';
import { consecutive, movesKey, overviewSkills, shown } from './overviewFigures';
import {
  countAssessedPupils,
  countMoves,
  countRatingPairs,
  listOpenClasses,
  listProjectsOfSchool,
  listSkillsInOrder,
  listYearGroups,
  type MovesRow,
} from './overviewQueries';
import { listGapPupils, listNotAssessedPupils } from './overviewPupilQueries';

/** The most rounds the overview shows: the project's latest (three school years of three). */
export const OVERVIEW_ROUNDS_MAX = 9;

/** Whether the session may use the SEND and disadvantaged filters. */
export function seesFlags(session: RequestSession): boolean {
  return session.user.is_schoolAdmin || session.user.is_Admin;
}

interface GroupFilters {
  year_group?: number;
  class_id?: number;
  send?: FlagFilter;
  disadvantaged?: FlagFilter;
}

function groupOf(
  session: RequestSession,
  schoolId: number,
  projectId: number,
  filters: GroupFilters,
): Group | Refusal {
  const send = filters.send ?? 'any';
  const disadvantaged = filters.disadvantaged ?? 'any';
  if ((send !== 'any' || disadvantaged !== 'any') && !seesFlags(session)) {
    return refusal(OVERVIEW_REFUSAL.flagsAdminOnly);
  }
  return {
    schoolId,
    projectId,
    yearGroup: filters.year_group ?? -1,
    classId: filters.class_id ?? 0,
    send,
    disadvantaged,
  };
}

export async function schoolOverview(
  db: Executor,
  session: RequestSession,
  schoolId: number,
  filters: OverviewFilters,
): Promise<SchoolOverview | Refusal> {
  const [projects, classes, yearGroups] = [
    await listProjectsOfSchool(db, schoolId),
    await listOpenClasses(db, schoolId),
    await listYearGroups(db, schoolId),
  ];
  const projectId = filters.school_project_id || (projects[0]?.id ?? 0);
  const group = groupOf(session, schoolId, projectId, filters);
  if ('refusal' in group) return group;
  const empty: SchoolOverview = {
    school_project_id: projectId,
    projects,
    classes,
    year_groups: yearGroups,
    flag_filters: seesFlags(session),
    pupils: null,
    rounds: [],
    skills: [],
  };
  if (projectId === 0) return empty;

  const rounds = (await listRoundsOfProject(db, projectId)).slice(-OVERVIEW_ROUNDS_MAX);
  const pupils = await countCohort(db, group);
  const roundIds = rounds.map((round) => round.round_id);
  const enough = shown(pupils, true) === true;
  const assessed = enough ? await countAssessedPupils(db, group, roundIds) : new Map();
  const overviewRounds = rounds.map((round) => ({
    round_id: round.round_id,
    round_name: round.round_name,
    opens_on: round.opens_on,
    closes_on: round.closes_on,
    is_open: round.closed_at === null,
    assessed: enough ? (assessed.get(round.round_id) ?? 0) : null,
  }));
  if (!enough) return { ...empty, rounds: overviewRounds };

  const pairs = await countRatingPairs(db, group, roundIds);
  const moves = new Map<string, MovesRow[]>();
  for (const [from, to] of consecutive(roundIds)) {
    moves.set(movesKey(from, to), await countMoves(db, group, from, to));
  }
  const skills = await listSkillsInOrder(db, [...new Set(pairs.map((pair) => pair.skill_id))]);
  return {
    ...empty,
    pupils,
    rounds: overviewRounds,
    skills: overviewSkills(skills, roundIds, pairs, moves),
  };
}

export async function overviewPupils(
  db: Executor,
  session: RequestSession,
  schoolId: number,
  query: OverviewPupilsQuery,
): Promise<OverviewPupils | Refusal> {
  const group = groupOf(session, schoolId, query.school_project_id, query);
  if ('refusal' in group) return group;
  const round = await findRound(db, query.round_id);
  if (round?.school_project_id !== query.school_project_id) return { pupils: [], more: false };
  return query.list === 'gaps'
    ? listGapPupils(db, group, query.round_id, query.skill_id ?? 0)
    : listNotAssessedPupils(db, group, query.round_id);
}
