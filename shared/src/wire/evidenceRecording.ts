/**
 * A pupil records evidence on Project Evidence (text; a link, one of their notes or a file;
 * the success criteria it meets) and a teacher marks it seen: the requests.
 */
import { Type, type Static } from 'typebox';
import {
  EVIDENCE_CRITERIA_MAX,
  EVIDENCE_LINK_MAX,
  EVIDENCE_TEXT_MAX,
} from './evidenceRecordingTexts';
import { Id, IdOrZero, Text } from './primitives';

/** What a piece of evidence points at: at most one of the three (0 or '' for none). */
const Attachment = {
  link_url: Text(EVIDENCE_LINK_MAX + 1000),
  note_id: IdOrZero,
  file_id: IdOrZero,
};

/** POST /api/user/AddEvidence */
export const AddEvidenceRequest = Type.Object({
  school_project_id: Id,
  evidence_text: Text(EVIDENCE_TEXT_MAX + 1000),
  success_criteria_ids: Type.Array(Id, { maxItems: EVIDENCE_CRITERIA_MAX }),
  ...Attachment,
});
export type AddEvidenceRequest = Static<typeof AddEvidenceRequest>;

export const AddEvidenceReply = Type.Object({ evidence_id: Type.Integer() });
export type AddEvidenceReply = Static<typeof AddEvidenceReply>;

/** POST /api/user/SaveEvidence: the whole piece again, as AddEvidence. */
export const SaveEvidenceRequest = Type.Object({
  evidence_id: Id,
  school_project_id: Id,
  evidence_text: Text(EVIDENCE_TEXT_MAX + 1000),
  success_criteria_ids: Type.Array(Id, { maxItems: EVIDENCE_CRITERIA_MAX }),
  ...Attachment,
});
export type SaveEvidenceRequest = Static<typeof SaveEvidenceRequest>;

/** POST /api/user/RemoveEvidence */
export const RemoveEvidenceRequest = Type.Object({ evidence_id: Id });
export type RemoveEvidenceRequest = Static<typeof RemoveEvidenceRequest>;

/** GET /api/user/EvidenceFile?file_id and GET /api/staff/PupilEvidenceFile?file_id */
export const EvidenceFileQuery = Type.Object({ file_id: Id });
export type EvidenceFileQuery = Static<typeof EvidenceFileQuery>;

/** GET /api/staff/PupilEvidence?user_id&school_project_id */
export const PupilEvidenceQuery = Type.Object({ user_id: Id, school_project_id: Id });
export type PupilEvidenceQuery = Static<typeof PupilEvidenceQuery>;

/** POST /api/staff/MarkEvidenceSeen: seen false takes the mark back. */
export const MarkEvidenceSeenRequest = Type.Object({ evidence_id: Id, seen: Type.Boolean() });
export type MarkEvidenceSeenRequest = Static<typeof MarkEvidenceSeenRequest>;

/** GET /api/pages/GetProjectCriteria: one success criterion of the project. */
export const ProjectCriterion = Type.Object({
  success_criteria_id: Type.Integer(),
  text: Type.String(),
});
export type ProjectCriterion = Static<typeof ProjectCriterion>;
