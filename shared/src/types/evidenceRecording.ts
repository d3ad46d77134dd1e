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
