/**
 * The future-ready profile: what a profile can hold, for the /profile screen's
 * choices and preview, and the query that makes the PDF. `user_id` names the pupil the
 * profile is about (the subject), checked by the ownership kind `profileSubject`.
 */
import { SHOWN_NAME_MAX } from './verify';
import { Type, type Static } from 'typebox';
import { Id, IdOrZero, Nullable, Text } from './primitives';
import { Evidence, UserProject } from './entities';
import { PROFILE_ID_LIST_MAX } from './profileTexts';

/** GET /api/profile/GetProfile: project_id 0 means the subject's first project. */
export const ProfileQuery = Type.Object({ user_id: Id, project_id: IdOrZero });
export type ProfileQuery = Static<typeof ProfileQuery>;

export const ProfileRound = Type.Object({
  assessment_id: Type.Integer(),
  assessment_name: Type.String(),
});
export type ProfileRound = Static<typeof ProfileRound>;

export const ProfileSkill = Type.Object({
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
  /** The skill's heading; null for a top-level skill. */
  parent_descriptor: Nullable(Type.String()),
  /** The newest round that graded the skill, with that grade and statement; null if none. */
  latest: Nullable(
    Type.Object({
      grade: Type.Integer(),
      statement: Type.String(),
      assessment_name: Type.String(),
      /** The teacher's rating of that grade, kept beside the pupil's own; null when no teacher has rated it. */
      teacher_grade: Nullable(Type.Integer()),
    }),
  ),
  /** grades[i] is the grade in rounds[i]; null where unrated. */
  grades: Type.Array(Nullable(Type.Integer())),
});
export type ProfileSkill = Static<typeof ProfileSkill>;

export const ProfileNote = Type.Object({
  notes_id: Type.Integer(),
  notes_title: Type.String(),
  start_date_local_string: Type.String(),
  /** The note as plain text (its Markdown read, not shown). */
  note_plain: Type.String(),
});
export type ProfileNote = Static<typeof ProfileNote>;

/** Everything a profile of the subject in one project can hold. */
export const ProfileContent = Type.Object({
  pupil_name: Type.String(),
  /** Null for a private (home) user. */
  school_name: Nullable(Type.String()),
  /** Today in London, as the PDF dates it (e.g. 22 November 2026). */
  made_on: Type.String(),
  projects: Type.Array(UserProject),
  /** The project shown (0 when the subject has none). */
  project_id: Type.Integer(),
  /** The subject's rounds (assessments) in the project, oldest first. */
  rounds: Type.Array(ProfileRound),
  /** Every skill graded in any round, in skill order. */
  skills: Type.Array(ProfileSkill),
  evidence: Type.Array(Evidence),
  /** The subject's notes, newest first. */
  notes: Type.Array(ProfileNote),
});
export type ProfileContent = Static<typeof ProfileContent>;

/** A comma-separated list of ids ('' for none): a query string carries no arrays here. */
const IdList = Text(PROFILE_ID_LIST_MAX, { default: '' });

/** GET /api/profile/ProfilePdf: the chosen sections, skills and notes. */
export const ProfilePdfQuery = Type.Object({
  user_id: Id,
  project_id: Id,
  skills: IdList,
  notes: IdList,
  grades: Type.Boolean({ default: true }),
  chart: Type.Boolean({ default: true }),
  evidence: Type.Boolean({ default: true }),
  /** The name the pupil chooses to show on it (blank or absent: their name on the account). */
  shown_name: Type.Optional(Text(SHOWN_NAME_MAX)),
});
export type ProfilePdfQuery = Static<typeof ProfilePdfQuery>;
