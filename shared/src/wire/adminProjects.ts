/**
 * Requests and replies of the school admin's project and success-criteria calls (SPEC §7
 * "Admin"). Field names are the SPEC's. Where the SPEC gives no reply ("Reply not shown"),
 * the reply is `{ ok: true }`.
 */
import { Type, type Static } from 'typebox';
import { Id, IdOrZero, Text } from './primitives';
import { PROJECT_NAME_MAX, CRITERION_TEXT_MAX } from './texts';

/** POST /api/admin/SaveProject: project_id 0 adds a project, above 0 renames one. */
export const SaveProjectRequest = Type.Object({
  project_id: IdOrZero,
  project_name: Text(PROJECT_NAME_MAX),
});
export type SaveProjectRequest = Static<typeof SaveProjectRequest>;

/** POST /api/admin/saveCriteria: criteria_id 0 adds a criterion, above 0 edits one. */
export const SaveCriterionRequest = Type.Object({
  criteria_id: IdOrZero,
  description: Text(CRITERION_TEXT_MAX),
  /**
   * The sort order as typed: text, because the SPEC has a non-numeric order ignored rather
   * than refused (an edit keeps its order, an add takes the highest plus one).
   */
  ordering_index: Type.Optional(Text(20)),
  school_project_id: Id,
});
export type SaveCriterionRequest = Static<typeof SaveCriterionRequest>;

/** POST /api/admin/DeleteCriteria */
export const DeleteCriterionRequest = Type.Object({
  criteria_id: Id,
  school_project_id: Id,
});
export type DeleteCriterionRequest = Static<typeof DeleteCriterionRequest>;
