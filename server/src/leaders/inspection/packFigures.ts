/**
 * An inspection pack's figures from the gathered rows: participation, progress by skill and
 * group from the first round in range to the last, the gap flags of the first round and
 * what became of them, evidence, and three anonymised journeys. Pure and linear in the rows;
 * every figure behind fewer than `minGroup` pupils is null.
 */
import type { PackProjectData, PackRatingRow } from './gatherPack';
import type {
  PackEvidence,
  PackGaps,
  PackGroupKey,
  PackJourney,
  PackParticipation,
  PackProject,
  PackSkillProgress,
  PackVoiceProgress,
} from './packTypes';

export interface PackRules {
  minGroup: number;
  gap: number;
}

/** Pupil → round → skill → the two ratings. */
type Ratings = Map<
  number,
  Map<number, Map<number, { own: number | null; teacher: number | null }>>
>;

function indexRatings(rows: readonly PackRatingRow[]): Ratings {
  const byPupil: Ratings = new Map();
  for (const row of rows) {
    let rounds = byPupil.get(row.user_id);
    if (rounds === undefined) byPupil.set(row.user_id, (rounds = new Map()));
    let skills = rounds.get(row.round_id);
    if (skills === undefined) rounds.set(row.round_id, (skills = new Map()));
    skills.set(row.skill_id, { own: row.own, teacher: row.teacher });
  }
  return byPupil;
}

/** The groups a project's figures are broken down by, each with its pupils. */
function groupsOf(project: PackProjectData): { key: PackGroupKey; members: number[] }[] {
  const all = project.pupils;
  const years = [
    ...new Set(all.flatMap((p) => (p.year_group === null ? [] : [p.year_group]))),
  ].sort((a, b) => a - b);
  const ids = (keep: (p: PackProjectData['pupils'][number]) => boolean) =>
    all.filter(keep).map((p) => p.user_id);
  return [
    { key: { kind: 'all' }, members: ids(() => true) },
    ...years.map((year) => ({
      key: { kind: 'year', year } as const,
      members: ids((p) => p.year_group === year),
    })),
    { key: { kind: 'send', value: true }, members: ids((p) => p.send) },
    { key: { kind: 'send', value: false }, members: ids((p) => !p.send) },
    { key: { kind: 'disadvantaged', value: true }, members: ids((p) => p.disadvantaged) },
    { key: { kind: 'disadvantaged', value: false }, members: ids((p) => !p.disadvantaged) },
  ];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? upper) + upper) / 2;
}

function voiceProgress(pairs: readonly [number, number][], minGroup: number): PackVoiceProgress {
  const pupils = pairs.length;
  if (pupils < minGroup) {
    return {
      pupils: null,
      higher: null,
      same: null,
      lower: null,
      medianFrom: null,
      medianTo: null,
    };
  }
  let higher = 0;
  let lower = 0;
  for (const [from, to] of pairs) {
    if (to > from) higher += 1;
    else if (to < from) lower += 1;
  }
  return {
    pupils,
    higher,
    same: pupils - higher - lower,
    lower,
    medianFrom: median(pairs.map(([from]) => from)),
    medianTo: median(pairs.map(([, to]) => to)),
  };
}

function hasOwnRating(ratings: Ratings, userId: number, roundId: number): boolean {
  const skills = ratings.get(userId)?.get(roundId);
  if (skills === undefined) return false;
  for (const rating of skills.values()) if (rating.own !== null) return true;
  return false;
}

export function projectFigures(project: PackProjectData, rules: PackRules): PackProject {
  const { minGroup, gap } = rules;
  const ratings = indexRatings(project.ratings);
  const groups = groupsOf(project);
  const enough = (n: number) => n >= minGroup;

  const participation = project.rounds.map((round) => ({
    roundName: round.round_name,
    opensOn: round.opens_on,
    rows: groups.map(({ key, members }): PackParticipation => {
      const ok = enough(members.length);
      return {
        group: key,
        pupils: ok ? members.length : null,
        assessed: ok
          ? members.filter((id) => hasOwnRating(ratings, id, round.round_id)).length
          : null,
      };
    }),
  }));

  const first = project.rounds[0];
  const last = project.rounds[project.rounds.length - 1];
  const span = first !== undefined && last !== undefined && first !== last ? { first, last } : null;

  const progress: PackSkillProgress[] = [];
  if (span !== null) {
    const { first, last } = span;
    for (const skill of project.skills) {
      for (const { key, members } of groups) {
        const own: [number, number][] = [];
        const teacher: [number, number][] = [];
        for (const id of members) {
          const rounds = ratings.get(id);
          const a = rounds?.get(first.round_id)?.get(skill.skill_id);
          const b = rounds?.get(last.round_id)?.get(skill.skill_id);
          if (a?.own != null && b?.own != null) own.push([a.own, b.own]);
          if (a?.teacher != null && b?.teacher != null) teacher.push([a.teacher, b.teacher]);
        }
        progress.push({
          skill: skill.skill_descriptor,
          area: skill.area_descriptor,
          group: key,
          own: voiceProgress(own, minGroup),
          teacher: voiceProgress(teacher, minGroup),
        });
      }
    }
  }

  let gaps: PackGaps | null = null;
  if (span !== null) {
    const { first, last } = span;
    let rated = 0;
    let flagged = 0;
    let resolved = 0;
    let open = 0;
    let notRatedAgain = 0;
    for (const pupil of project.pupils) {
      const rounds = ratings.get(pupil.user_id);
      const before = rounds?.get(first.round_id);
      if (before === undefined) continue;
      for (const [skillId, a] of before) {
        if (a.own === null || a.teacher === null) continue;
        rated += 1;
        if (Math.abs(a.own - a.teacher) < gap) continue;
        flagged += 1;
        const b = rounds?.get(last.round_id)?.get(skillId);
        if (b?.own == null || b.teacher == null) notRatedAgain += 1;
        else if (Math.abs(b.own - b.teacher) < gap) resolved += 1;
        else open += 1;
      }
    }
    const ok = enough(rated);
    gaps = {
      fromRound: first.round_name,
      toRound: last.round_name,
      rated: ok ? rated : null,
      flagged: ok ? flagged : null,
      resolved: ok ? resolved : null,
      open: ok ? open : null,
      notRatedAgain: ok ? notRatedAgain : null,
    };
  }

  const evidence = groups.map(({ key, members }): PackEvidence => {
    if (!enough(members.length))
      return { group: key, pupils: null, withEvidence: null, pieces: null };
    let withEvidence = 0;
    let pieces = 0;
    for (const id of members) {
      const n = project.evidence.get(id) ?? 0;
      if (n > 0) withEvidence += 1;
      pieces += n;
    }
    return { group: key, pupils: members.length, withEvidence, pieces };
  });

  return {
    name: project.name,
    rounds: project.rounds.map((round) => ({ name: round.round_name, opensOn: round.opens_on })),
    participation,
    progress,
    gaps,
    evidence,
    journeys:
      span !== null && enough(project.pupils.length) ? journeys(project, ratings, span) : [],
  };
}

const JOURNEY_LABELS = ['A', 'B', 'C'];

/**
 * Three pupils whose own ratings rose most from the first round to the last (ties: the one
 * with more evidence, then an order that says nothing of the pupil), with no name or id.
 */
function journeys(
  project: PackProjectData,
  ratings: Ratings,
  {
    first,
    last,
  }: { first: PackProjectData['rounds'][number]; last: PackProjectData['rounds'][number] },
): PackJourney[] {
  const firstRoundId = first.round_id;
  const lastRoundId = last.round_id;
  const scored = project.pupils.flatMap((pupil) => {
    const rounds = ratings.get(pupil.user_id);
    const a = rounds?.get(firstRoundId);
    const b = rounds?.get(lastRoundId);
    if (a === undefined || b === undefined) return [];
    let rise = 0;
    let both = 0;
    for (const [skillId, from] of a) {
      const to = b.get(skillId);
      if (from.own === null || to?.own == null) continue;
      rise += to.own - from.own;
      both += 1;
    }
    return both === 0 ? [] : [{ pupil, rise, evidence: project.evidence.get(pupil.user_id) ?? 0 }];
  });
  scored.sort(
    (x, y) => y.rise - x.rise || y.evidence - x.evidence || x.pupil.user_id - y.pupil.user_id,
  );
  return scored.slice(0, JOURNEY_LABELS.length).map(({ pupil }, i) => {
    const rounds = ratings.get(pupil.user_id);
    return {
      label: JOURNEY_LABELS[i] ?? String(i + 1),
      yearGroup: pupil.year_group,
      fromRound: first.round_name,
      toRound: last.round_name,
      skills: project.skills.map((skill) => {
        const a = rounds?.get(firstRoundId)?.get(skill.skill_id);
        const b = rounds?.get(lastRoundId)?.get(skill.skill_id);
        return {
          skill: skill.skill_descriptor,
          ownFrom: a?.own ?? null,
          ownTo: b?.own ?? null,
          teacherFrom: a?.teacher ?? null,
          teacherTo: b?.teacher ?? null,
        };
      }),
      evidencePieces: project.evidence.get(pupil.user_id) ?? 0,
      planStepsDone: project.stepsDone.get(pupil.user_id) ?? 0,
    };
  });
}
