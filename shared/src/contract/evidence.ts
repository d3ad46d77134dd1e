/**
 * The learner's evidence (SPEC §4): per school project with its success criteria, their
 * reflections, the teacher's feedback on an assessment and the evidence linked to a step-up;
 * and the resource managers' file uploads (POST /api/User/SaveFile, RemoveFile).
 */
import { Type } from 'typebox';
import {
  AddEvidenceReply,
  AddEvidenceRequest,
  AssessmentFeedbackReply,
  AssessmentQuery,
  Evidence,
  EvidenceFileQuery,
  LinkStepUpEvidenceRequest,
  MarkEvidenceSeenRequest,
  OkReply,
  ProjectCriterion,
  ProjectEvidence,
  PupilEvidenceQuery,
  Reflection,
  RemoveEvidenceRequest,
  RemoveFileRequest,
  SaveEvidenceRequest,
  SavedFile,
  SchoolProjectQuery,
  UserQuery,
} from '../wire';
import { endpoint } from './endpoint';

const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;
const SELF = { user_id: 'self' } as const;

/** The evidence of each of the user's school projects. */
export const GetMyEvidence = endpoint({
  method: 'GET',
  path: '/api/user/GetMyEvidence',
  rule: { ...READ, owns: SELF },
  query: UserQuery,
  reply: Type.Array(ProjectEvidence),
});

/** The user's evidence in one school project, each with every success criterion, in order. */
export const GetProjectEvidence = endpoint({
  method: 'GET',
  path: '/api/pages/GetProjectEvidence',
  rule: { ...READ, owns: { school_project_id: 'project' } },
  query: SchoolProjectQuery,
  reply: Type.Array(Evidence),
});

/** The success criteria of one of the user's projects, in order: what new evidence may tick. */
export const GetProjectCriteria = endpoint({
  method: 'GET',
  path: '/api/pages/GetProjectCriteria',
  rule: { ...READ, owns: { school_project_id: 'project' } },
  query: SchoolProjectQuery,
  reply: Type.Array(ProjectCriterion),
});

/** The user's reflections, newest first. */
export const GetReflections = endpoint({
  method: 'GET',
  path: '/api/pages/GetReflections',
  rule: READ,
  reply: Type.Array(Reflection),
});

/**
 * The teacher's ratings of the skills the pupil has rated, the evidence linked to each
 * step-up and what may be linked. Not for a parent: the pupil's own view.
 */
export const GetAssessmentFeedback = endpoint({
  method: 'GET',
  path: '/api/user/GetAssessmentFeedback',
  rule: { access: 'user', ownDataOnly: true, owns: { ...SELF, assessment_id: 'assessment' } },
  query: AssessmentQuery,
  reply: AssessmentFeedbackReply,
});

/** "What shows this?": one note, completed step or piece of evidence (0 for the others). */
export const LinkStepUpEvidence = endpoint({
  method: 'POST',
  path: '/api/user/LinkStepUpEvidence',
  rule: {
    access: 'user',
    ownDataOnly: true,
    owns: {
      ...SELF,
      assessment_grade_id: 'assessmentGrade',
      note_id: { kind: 'note', zero: 'none' },
      step_id: { kind: 'step', zero: 'none' },
      evidence_id: { kind: 'evidence', zero: 'none' },
    },
  },
  body: LinkStepUpEvidenceRequest,
  reply: OkReply,
});

/**
 * One file per request, as a multipart upload (SPEC §4: single, not batched): the browser
 * sends it with uploadFile, as `call` sends JSON only.
 */
export const SaveFile = endpoint({
  method: 'POST',
  path: '/api/User/SaveFile',
  rule: { access: 'schoolAdmin' },
  reply: SavedFile,
});

/** Removing an upload no resource holds yet. */
export const RemoveFile = endpoint({
  method: 'POST',
  path: '/api/User/RemoveFile',
  rule: { access: 'schoolAdmin', owns: { file_id: 'pendingFile' } },
  body: RemoveFileRequest,
  reply: OkReply,
});

/**
 * What a pupil's new evidence may point at: one of their notes, or a file they uploaded for
 * it (SaveEvidenceFile) that nothing holds yet; 0 for none.
 */
const ATTACHMENT = {
  note_id: { kind: 'note', zero: 'none' },
  file_id: { kind: 'evidenceUpload', zero: 'none' },
} as const;

/** A pupil adds evidence to one of their projects, ticking criteria of that project only. */
export const AddEvidence = endpoint({
  method: 'POST',
  path: '/api/user/AddEvidence',
  rule: {
    access: 'user',
    ownDataOnly: true,
    owns: { school_project_id: 'project', ...ATTACHMENT },
  },
  body: AddEvidenceRequest,
  reply: AddEvidenceReply,
});

/** Edits the pupil's own evidence: the whole piece again; "seen" stays. */
export const SaveEvidence = endpoint({
  method: 'POST',
  path: '/api/user/SaveEvidence',
  rule: {
    access: 'user',
    ownDataOnly: true,
    owns: { evidence_id: 'evidence', school_project_id: 'project', ...ATTACHMENT },
  },
  body: SaveEvidenceRequest,
  reply: OkReply,
});

/** Removes the pupil's own evidence, its file with it. */
export const RemoveEvidence = endpoint({
  method: 'POST',
  path: '/api/user/RemoveEvidence',
  rule: { access: 'user', ownDataOnly: true, owns: { evidence_id: 'evidence' } },
  body: RemoveEvidenceRequest,
  reply: OkReply,
});

/**
 * A pupil's evidence file, one per request as a multipart upload (sent with uploadFile):
 * the same size limit and type judgement as a resource's. It waits for AddEvidence or
 * SaveEvidence to take it, and is swept within a day if neither does.
 */
export const SaveEvidenceFile = endpoint({
  method: 'POST',
  path: '/api/user/SaveEvidenceFile',
  rule: { access: 'user', ownDataOnly: true },
  reply: SavedFile,
});

/** The file of the learner's own evidence (a parent's session: their child's), as a download. */
export const EvidenceFile = endpoint({
  method: 'GET',
  path: '/api/user/EvidenceFile',
  rule: { ...READ, owns: { file_id: 'evidenceFile' } },
  query: EvidenceFileQuery,
  reply: 'file',
});

/** A pupil's evidence in a project, for staff of that project (any pupil, for the admin). */
export const PupilEvidence = endpoint({
  method: 'GET',
  path: '/api/staff/PupilEvidence',
  rule: {
    access: 'staff',
    inSchool: true,
    owns: { user_id: 'classPupil', school_project_id: 'classProject' },
  },
  query: PupilEvidenceQuery,
  reply: Type.Array(Evidence),
});

/** The file of evidence staff may see, as a download. */
export const PupilEvidenceFile = endpoint({
  method: 'GET',
  path: '/api/staff/PupilEvidenceFile',
  rule: { access: 'staff', inSchool: true, owns: { file_id: 'classEvidenceFile' } },
  query: EvidenceFileQuery,
  reply: 'file',
});

/** Marks a pupil's evidence seen by this teacher, or (seen false) takes the mark back. */
export const MarkEvidenceSeen = endpoint({
  method: 'POST',
  path: '/api/staff/MarkEvidenceSeen',
  rule: { access: 'staff', inSchool: true, owns: { evidence_id: 'classEvidence' } },
  body: MarkEvidenceSeenRequest,
  reply: OkReply,
});
