/**
 * What an inspection pack states, as its PDF and CSV both draw it. Every count here is of a
 * group of at least OVERVIEW_MIN_GROUP pupils; a smaller group's figure is null and is
 * printed as suppressed, never as a number.
 */

/** A group of pupils the pack breaks figures down by. */
export type PackGroupKey =
  | { kind: 'all' }
  | { kind: 'year'; year: number }
  | { kind: 'send'; value: boolean }
  | { kind: 'disadvantaged'; value: boolean };

export interface PackParticipation {
  group: PackGroupKey;
  /** Pupils of the group in the project; null below the smallest group. */
  pupils: number | null;
  /** Of them, how many have an own rating in the round; null with pupils. */
  assessed: number | null;
}

export interface PackRoundParticipation {
  roundName: string;
  opensOn: string;
  rows: PackParticipation[];
}

/** One voice's progress on one skill from the first round in range to the last. */
export interface PackVoiceProgress {
  /** Pupils rated in both rounds; null (with the rest) below the smallest group. */
  pupils: number | null;
  higher: number | null;
  same: number | null;
  lower: number | null;
  /** Medians of the first and the last round's ratings (0–10, halves possible). */
  medianFrom: number | null;
  medianTo: number | null;
}

export interface PackSkillProgress {
  skill: string;
  area: string | null;
  group: PackGroupKey;
  own: PackVoiceProgress;
  teacher: PackVoiceProgress;
}

export interface PackGaps {
  /** The round the gaps were found in (the first in range) and the round they were checked in (the last). */
  fromRound: string;
  toRound: string;
  /** Pupil–skill pairs both rated in the first round; null below the smallest group. */
  rated: number | null;
  /** Of those, how far apart by OVERVIEW_GAP or more (flagged). */
  flagged: number | null;
  /** Flagged pairs closer than OVERVIEW_GAP in the last round. */
  resolved: number | null;
  /** Flagged pairs still OVERVIEW_GAP or more apart in the last round. */
  open: number | null;
  /** Flagged pairs not rated by both in the last round. */
  notRatedAgain: number | null;
}

export interface PackEvidence {
  group: PackGroupKey;
  pupils: number | null;
  /** Pupils with at least one piece of evidence made in the range. */
  withEvidence: number | null;
  /** Pieces of evidence made in the range. */
  pieces: number | null;
}

/** An anonymised pupil's journey: no name, no id, no flags. */
export interface PackJourney {
  /** "A", "B", "C". */
  label: string;
  yearGroup: number | null;
  fromRound: string;
  toRound: string;
  skills: {
    skill: string;
    ownFrom: number | null;
    ownTo: number | null;
    teacherFrom: number | null;
    teacherTo: number | null;
  }[];
  evidencePieces: number;
  planStepsDone: number;
}

export interface PackProject {
  name: string;
  /** The project's rounds that open in the range, oldest first. */
  rounds: { name: string; opensOn: string }[];
  participation: PackRoundParticipation[];
  /** Empty when fewer than two rounds open in the range. */
  progress: PackSkillProgress[];
  /** Null when fewer than two rounds open in the range. */
  gaps: PackGaps | null;
  evidence: PackEvidence[];
  /** Up to three; none when the project's pupils are fewer than the smallest group. */
  journeys: PackJourney[];
}

export interface InspectionFigures {
  schoolName: string;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** When it was made (ISO). */
  madeAt: string;
  madeBy: string;
  minGroup: number;
  gap: number;
  projects: PackProject[];
}
