/** Shapes of recording evidence and marking it seen, from ../wire. */
export type {
  AddEvidenceReply,
  AddEvidenceRequest,
  EvidenceFileQuery,
  MarkEvidenceSeenRequest,
  ProjectCriterion,
  PupilEvidenceQuery,
  RemoveEvidenceRequest,
  SaveEvidenceRequest,
} from '../wire/evidenceRecording';
// Values from evidenceRecordingTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  EVIDENCE_CRITERIA_MAX,
  EVIDENCE_LINK_MAX,
  EVIDENCE_REFUSAL,
  EVIDENCE_TEXT_MAX,
  EVIDENCE_TEXTS,
} from '../wire/evidenceRecordingTexts';
