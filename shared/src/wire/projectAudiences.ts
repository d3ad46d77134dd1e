/**
 * Who takes a project (ours): the classes and year groups whose current pupils join it, as
 * the school admin's Manage Projects screen reads and saves them. Saving adds pupils to the
 * project and never takes anyone off it.
 */
import { Type, type Static } from 'typebox';
import { Id, Int, Nullable } from './primitives';
import { PROJECT_AUDIENCE_CLASSES_MAX } from './projectAudienceTexts';
import { YEAR_GROUP_MAX, YEAR_GROUP_MIN } from './yearGroupTexts';

/** One audience of a project: a class (class_id) or a year group (year_group), never both. */
export const ProjectAudience = Type.Object({
  school_project_id: Id,
  class_id: Nullable(Id),
  /** The class's title; null for a year group. */
  class_title: Nullable(Type.String()),
  /** A class a roster sync has since closed: it brings nobody. */
  closed: Type.Boolean(),
  year_group: Nullable(Type.Integer()),
  /** The pupils it holds now (of the school, not leavers, not staff). */
  pupils: Type.Integer(),
});
export type ProjectAudience = Static<typeof ProjectAudience>;

/** An open class of the school an admin may add, with its pupils now. */
export const AudienceClass = Type.Object({
  class_id: Id,
  title: Type.String(),
  year_group: Nullable(Type.Integer()),
  pupils: Type.Integer(),
});
export type AudienceClass = Static<typeof AudienceClass>;

/** A year group with its pupils now: every year from Reception to Year 13. */
export const AudienceYearGroup = Type.Object({
  year_group: Type.Integer(),
  pupils: Type.Integer(),
});
export type AudienceYearGroup = Static<typeof AudienceYearGroup>;

/** GET /api/admin/ProjectAudiences: every project's audiences, and what may be added. */
export const ProjectAudiencesReply = Type.Object({
  audiences: Type.Array(ProjectAudience),
  classes: Type.Array(AudienceClass),
  year_groups: Type.Array(AudienceYearGroup),
});
export type ProjectAudiencesReply = Static<typeof ProjectAudiencesReply>;

/**
 * POST /api/admin/SaveProjectAudiences: the project's audiences from now on (replacing the
 * last); every current pupil of each joins the project.
 */
export const SaveProjectAudiencesRequest = Type.Object({
  school_project_id: Id,
  class_ids: Type.Array(Id, { maxItems: PROJECT_AUDIENCE_CLASSES_MAX, uniqueItems: true }),
  year_groups: Type.Array(Int(YEAR_GROUP_MIN, YEAR_GROUP_MAX), {
    maxItems: YEAR_GROUP_MAX - YEAR_GROUP_MIN + 1,
    uniqueItems: true,
  }),
});
export type SaveProjectAudiencesRequest = Static<typeof SaveProjectAudiencesRequest>;

/** How many pupils the save added to the project (those already in it are not counted). */
export const SaveProjectAudiencesReply = Type.Object({ added: Type.Integer() });
export type SaveProjectAudiencesReply = Static<typeof SaveProjectAudiencesReply>;
