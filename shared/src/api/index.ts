export { apiClient, configureApiClient, LOGIN_URL, NOT_AUTHORISED_URL } from './client';
export type { ApiClientOptions, Navigator } from './client';
export { call, endpointUrl } from './call';
export { login, logout } from './public';
export type { LoginResult } from './public';
export { getCurrentUser } from './currentUser';
export { refusalOf } from './refusal';
export { useLoad } from './useLoad';
export type { Load } from './useLoad';
export { useSubmit } from './useSubmit';
export type { Submit, SubmitOptions } from './useSubmit';
export { checkUsername } from './admin';
export { saveImportUsers } from './adminImport';
export type { ImportOutcome } from './adminImport';
export { outcomeOf } from './registration';
export type { Outcome } from './registration';
export { uploadFile, UploadRefusal } from './resources';
export { getProfile, getProfilePdf } from './profile';
export type { ProfilePdf } from './profile';
export {
  getClassProjects,
  getClassRounds,
  getClassView,
  getPupilAssessment,
  saveTeacherRating,
} from './classView';
export { codeRefusalOf } from './codeRefusal';
export { eraseUser, exportUserDataUrl } from './privacy';
export { getAuditLog } from './auditLog';
