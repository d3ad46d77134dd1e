export { apiClient, configureApiClient, LOGIN_URL, NOT_AUTHORISED_URL } from './client';
export type { ApiClientOptions, Navigator } from './client';
export { call, endpointUrl } from './call';
export { login, logout } from './public';
export type { LoginResult } from './public';
export {
  deleteNote,
  getAssessmentsForProject,
  getCurrentUser,
  getMyEvidence,
  getMyNotes,
  getProgress,
  getProjectsForUser,
  getSkillsForAssessment,
  rememberSelection,
  saveAssessmentName,
  saveGrade,
  saveNote,
} from './user';
export {
  getProjectEvidence,
  getReflections,
  getResources,
  getSchoolProjects,
  getTags,
  resourceFileUrl,
} from './pages';
export { refusalOf } from './refusal';
export { useLoad } from './useLoad';
export type { Load } from './useLoad';
export { useSubmit } from './useSubmit';
export type { Submit, SubmitOptions } from './useSubmit';
export { deleteCriterion, listSuccessCriteria, saveCriterion, saveProject } from './adminProjects';
export { checkUsername, listSchoolProjects, listUsersForSchool, saveUser } from './admin';
export { listSkills, moveSkill, reorderSkill, retireSkill, saveSkill } from './adminSkills';
export { checkImportUsers, exportUsersUrl, saveImportUsers } from './adminImport';
export type { ImportOutcome } from './adminImport';
export {
  changeSchool,
  deleteSchool,
  exportSchoolDataUrl,
  listGlobalSkills,
  listSchools,
  moveGlobalSkill,
  reorderGlobalSkill,
  retireGlobalSkill,
  saveGlobalSkill,
  saveSchool,
} from './siteAdmin';
export {
  confirmCode,
  createSchool,
  forgotPassword,
  getEmail,
  resetPassword,
  checkResetLink,
  verifyEmail,
  sendEmailVerification,
  sendMail,
} from './registration';
export type { Outcome } from './registration';
export {
  listGlobalResources,
  listResourcesForSchool,
  removeFile,
  saveGlobalResource,
  saveGlobalTag,
  saveResource,
  saveSchoolTag,
  uploadFile,
  UploadRefusal,
} from './resources';
export { getProfilePdf } from './profile';
export type { ProfilePdf } from './profile';
export { getAssessmentFeedback, linkStepUpEvidence } from './classView';
export {
  confirmTotp,
  disableTotp,
  getSecondFactor,
  resetSecondFactor,
  startTotp,
  verifySecondFactor,
} from './secondFactor';
export type { VerifyResult } from './secondFactor';
