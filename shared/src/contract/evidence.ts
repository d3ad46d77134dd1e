/**
 * The learner's evidence (SPEC §4): per school project with its success criteria, their
 * reflections, the teacher's feedback on an assessment and the evidence linked to a step-up;
 * and the resource managers' file uploads (POST /api/User/SaveFile, RemoveFile).
 */
import { Type } from 'typebox';
import {
  AssessmentFeedbackReply,
  AssessmentQuery,
  Evidence,
  LinkStepUpEvidenceRequest,
  OkReply,
  ProjectEvidence,
  Reflection,
  RemoveFileRequest,
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
