/**
 * Makes an inspection pack for a date range: checks the range, gathers and counts, draws the
 * PDF or the CSV in the reader's language, and records who made which in the audit log.
 */
import { setImmediate } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import {
  INSPECTION_RANGE_DAYS_MAX,
  OVERVIEW_GAP,
  OVERVIEW_MIN_GROUP,
  OVERVIEW_REFUSAL,
  type Language,
} from '@skillfolio/shared/wire';
import type { InspectionPackQuery } from '@skillfolio/shared/types';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { refusal, type Refusal } from '../../http/refusal';
import { isRealDay } from '../../rounds/roundService';
import { gatherPack } from './gatherPack';
import { packCsv } from './packCsv';
import { projectFigures } from './packFigures';
import type { InspectionFigures } from './packTypes';
import { renderPackPdf } from './renderPackPdf';

export interface PackMaker {
  userId: number;
  schoolId: number | null;
  ip: string;
  language: Language;
}

export interface MadePack {
  contentType: string;
  fileName: string;
  body: Buffer | string;
}

const DAY_MS = 86_400_000;

/** Why the range cannot be used, or null when it can. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isRealDay(from) || !isRealDay(to)) return OVERVIEW_REFUSAL.badDate;
  if (to < from) return OVERVIEW_REFUSAL.endsBeforeStarts;
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > INSPECTION_RANGE_DAYS_MAX)
    return OVERVIEW_REFUSAL.rangeTooLong(INSPECTION_RANGE_DAYS_MAX);
  return null;
}

export async function makeInspectionPack(
  db: Kysely<Database>,
  schoolId: number,
  maker: PackMaker,
  query: InspectionPackQuery,
  at: Date,
): Promise<MadePack | Refusal> {
  const problem = rangeProblem(query.from, query.to);
  if (problem !== null) return refusal(problem);
  const gathered = await gatherPack(db, schoolId, query);
  if (gathered === 'tooMuch') return refusal(OVERVIEW_REFUSAL.tooMuch);

  const school = await db
    .selectFrom('schools')
    .select('school_name')
    .where('school_id', '=', schoolId)
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'username'])
    .where('user_id', '=', maker.userId)
    .executeTakeFirstOrThrow();
  const rules = { minGroup: OVERVIEW_MIN_GROUP, gap: OVERVIEW_GAP };
  const projects = [];
  for (const project of gathered) {
    projects.push(projectFigures(project, rules));
    // A big school's pack counts for a while: let other requests in between projects.
    await setImmediate();
  }
  const figures: InspectionFigures = {
    schoolName: school.school_name,
    from: query.from,
    to: query.to,
    madeAt: at.toISOString(),
    madeBy: [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username,
    minGroup: OVERVIEW_MIN_GROUP,
    gap: OVERVIEW_GAP,
    projects,
  };
  const name = `inspection-pack-${query.from}-to-${query.to}`;
  const made: MadePack =
    query.format === 'pdf'
      ? {
          contentType: 'application/pdf',
          fileName: `${name}.pdf`,
          body: await renderPackPdf(figures, maker.language),
        }
      : {
          contentType: 'text/csv; charset=utf-8',
          fileName: `${name}.csv`,
          body: packCsv(figures, maker.language),
        };
  await recordAudit(
    db,
    {
      action: 'overview.export',
      actorUserId: maker.userId,
      actorSchoolId: maker.schoolId,
      schoolId,
      ip: maker.ip,
      detail: `${query.format} ${query.from} to ${query.to}`,
    },
    at,
  );
  return made;
}
