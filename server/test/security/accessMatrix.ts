/**
 * The authorisation matrix: one row per /api route (as "METHOD /path", the path as the
 * route registers it), saying who may call it and which ids it takes. The test
 * (accessMatrix.test.ts) expands every row into 10 callers × 3 targets and fails on any route
 * the app has and this table lacks, so a new route cannot ship without its row.
 *
 * A row's `rule` is the expected outcome of every cell:
 *
 * | rule          | passes                                                   | refused            |
 * |---------------|----------------------------------------------------------|--------------------|
 * | `open`        | everyone, every target                                   | nobody             |
 * | `anyUser`     | any session (a parent: reads only)                       | logged out         |
 * | `ownLearner`  | a learner on their own rows (a parent: Pat's, reads only); anyone on their own user id where that is the only id | every same-school and other-school row |
 * | `schoolMember`| any session on rows of their (current) school            | other school's rows |
 * | `schoolAdmin` | school admins and the global admin                       | everyone else      |
 * | `tenantAdmin` | school admins and the global admin, rows of the session's CURRENT school | other school's rows; non-admins |
 * | `ownUpload`   | school admins and the global admin, their own pending upload | anyone else's upload; non-admins |
 * | `globalAdmin` | the global admin, every target                           | everyone else      |
 * | `staff`       | Tom (teacher) on pupils of projects he teaches; school admins and the global admin on any pupil of their current school; any staff where no id is aimed | a pupil outside Tom's projects (for Tom); other school's pupils; pupils, parents |
 * | `profile`     | a learner (a parent: Pat's) on their own profile; staff as `staff` | schoolmates' and other school's pupils |
 *
 * One caller cuts across the rules: a school admin who must use a second factor and has not
 * enrolled (`headNo2fa`) passes only `open`, `anyUser`, `ownLearner` and `schoolMember` rows
 * (their own data, their security set-up, what every member of the school sees), as those
 * rules say; every other row refuses them with 403 `Two-factor authentication required`.
 *
 * "Passes" means the guard and the ownership check let the request through (the handler may
 * still refuse the content, with a 4xx that is not an authorisation refusal); "refused" means
 * 401 `Not Authenticated`/`Not logged in` without a session, else 403 `Not authorised` (or
 * the route's own `ownershipRefusal`), with every data table byte-identical.
 *
 * To add a route: add its row with the rule, and in `ids` each id field it takes with the
 * kind of row it names (see IdKind in matrixWorld.ts); the matrix fills the rest of the
 * request from the route's own schema. A field the schema makes a list of ids gets the
 * target's id as its one item.
 */
import type { IdKind } from './matrixWorld';

export type Rule =
  | 'open'
  | 'anyUser'
  | 'ownLearner'
  | 'schoolMember'
  | 'schoolAdmin'
  | 'tenantAdmin'
  | 'ownUpload'
  | 'globalAdmin'
  | 'staff'
  | 'profile';

export interface MatrixRow {
  rule: Rule;
  /** Each id field the route takes, and the kind of row the target puts there. */
  ids?: Readonly<Record<string, IdKind>>;
  /** Values sent instead of the schema-made ones (neither an id under test nor free text). */
  fixed?: Readonly<Record<string, unknown>>;
  /** A non-GET a parent may send (navigation, never data). */
  parentMay?: true;
  /** The status the route answers when an id is refused, where the SPEC words it as a 400. */
  ownershipStatus?: number;
  /** The body is a file upload, not JSON. */
  upload?: true;
  /**
   * Runs after the others (0 default): 1 deletes or retires rows, 2 deletes rows the
   * deletes at 1 need, 3 switches the session's school, 4 ends the session.
   */
  order?: 1 | 2 | 3 | 4;
  /** A list of the whole site (the global admin's): exempt from the same-school-rows check. */
  siteWide?: true;
}

const staff = (ids: Readonly<Record<string, IdKind>> = {}): MatrixRow => ({ rule: 'staff', ids });
const own = (ids: Readonly<Record<string, IdKind>>): MatrixRow => ({ rule: 'ownLearner', ids });
const tenant = (
  ids: Readonly<Record<string, IdKind>>,
  extra: Partial<MatrixRow> = {},
): MatrixRow => ({
  rule: 'tenantAdmin',
  ids,
  ...extra,
});

export const ACCESS_MATRIX: Readonly<Record<string, MatrixRow>> = {
  // ---- public -------------------------------------------------------------------------
  'POST /api/public/login': { rule: 'open' },
  'GET /api/public/signin/providers': { rule: 'open' },
  'GET /api/public/signin/start': { rule: 'open' },
  'GET /api/public/signin/return': { rule: 'open' },
  'POST /api/public/logout': { rule: 'open', order: 4 },
  'POST /api/public/sendmail': { rule: 'open' },
  'POST /api/Public/ConfirmCode': { rule: 'open' },
  'GET /api/public/getemail': { rule: 'open' },
  // A made-up public id: everyone is told no such profile exists.
  'GET /api/public/VerifyProfile': { rule: 'open', fixed: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } },
  'POST /api/public/createschool': { rule: 'open' },
  'POST /api/public/RegisterHome': { rule: 'open' },
  'POST /api/public/forgotpassword': { rule: 'open' },
  'POST /api/public/resetpassword': { rule: 'open' },
  'POST /api/public/checkresetlink': { rule: 'open' },
  'POST /api/public/VerifyEmail': { rule: 'open' },

  // ---- any session ------------------------------------------------------------------------
  // Answers everyone: a session's reply, or 204 (nobody logged in) without one.
  'GET /api/User/GetCurrentUser': { rule: 'open' },
  'GET /api/pages/GetSkills': { rule: 'anyUser' },
  'GET /api/pages/GetTags': { rule: 'anyUser' },
  'GET /api/pages/GetResources': { rule: 'anyUser' },
  'GET /api/pages/GetSchoolProjects': { rule: 'anyUser' },
  'GET /api/pages/GetReflections': { rule: 'anyUser' },
  // The session's own second factor: every user may set one up (required of admins).
  'GET /api/user/SecondFactor': { rule: 'anyUser' },
  'POST /api/user/StartTotp': { rule: 'anyUser' },
  'POST /api/user/ConfirmTotp': { rule: 'anyUser' },
  'POST /api/user/DisableTotp': { rule: 'anyUser' },
  'POST /api/user/VerifySecondFactor': { rule: 'anyUser' },
  'POST /api/user/ChangePassword': { rule: 'anyUser' },
  'POST /api/User/SaveLanguage': { rule: 'anyUser', fixed: { language: 'en' } },
  'GET /api/File/ResourceFile': { rule: 'schoolMember', ids: { id: 'resourceFile' } },

  // ---- the learner's own rows -------------------------------------------------------------
  'POST /api/user/RememberSelection': {
    ...own({ project_id: 'project', assessment_id: 'assessment' }),
    parentMay: true,
  },
  'GET /api/user/GetProjectsForUser': own({ user_id: 'self' }),
  'GET /api/user/GetAssessmentsForProject': own({ user_id: 'self', project_id: 'project' }),
  'POST /api/user/SaveAssessmentName': {
    ...own({ user_id: 'self', project_id: 'project' }),
    ownershipStatus: 400,
  },
  'GET /api/user/GetSkillsForAssessment': own({ user_id: 'self', assessment_id: 'assessment' }),
  'POST /api/user/SaveGrade': own({ user_id: 'self', assessment_grade_id: 'assessmentGrade' }),
  'GET /api/user/GetRoundsForProject': own({ user_id: 'self', project_id: 'project' }),
  'POST /api/user/StartRoundAssessment': own({ user_id: 'self', project_id: 'project' }),
  'GET /api/user/GetDevelopmentAreas': own({ user_id: 'self', project_id: 'project' }),
  'GET /api/user/GetNextStepsWhatDone': own({
    user_id: 'self',
    development_area_id: 'developmentArea',
  }),
  'POST /api/user/DeleteDevelopmentArea': {
    ...own({ user_id: 'self', development_area_id: 'developmentArea' }),
    order: 2,
  },
  'POST /api/user/AddStep': own({ user_id: 'self', development_area_id: 'developmentArea' }),
  'POST /api/user/MarkStepComplete': own({
    user_id: 'self',
    development_area_id: 'developmentArea',
    step_id: 'step',
  }),
  'POST /api/user/deletestep': {
    ...own({ user_id: 'self', development_area_id: 'developmentArea', step_id: 'step' }),
    order: 1,
  },
  'GET /api/user/GetMyNotes': own({ user_id: 'self' }),
  // Home learners' own skills: the callers here all have a school, so none has any (an empty
  // list), and adding one is refused in the handler; renaming another's is in home/*.test.ts.
  'GET /api/user/GetMySkills': { rule: 'anyUser' },
  'POST /api/user/SaveMySkill': { rule: 'anyUser', fixed: { skill_id: 0 } },
  'POST /api/user/SaveNote': own({ note_id: 'note' }),
  'POST /api/user/DeleteNote': { ...own({ note_id: 'note' }), order: 1 },
  'GET /api/user/GetMyEvidence': own({ user_id: 'self' }),
  'GET /api/user/GetProgress': own({ user_id: 'self', project_id: 'project' }),
  'POST /api/pages/SavePersonalPlan': own({
    id: 'developmentArea',
    project_id: 'project',
    skill_id: 'leafSkill',
  }),
  'GET /api/pages/GetProjectEvidence': own({ school_project_id: 'project' }),
  'GET /api/pages/GetProjectCriteria': own({ school_project_id: 'project' }),
  'GET /api/user/GetAssessmentFeedback': own({ user_id: 'self', assessment_id: 'assessment' }),
  // Both a note and a file: refused for its content (one attachment), so nothing is written.
  'POST /api/user/AddEvidence': {
    ...own({ school_project_id: 'project', note_id: 'note', file_id: 'evidenceUpload' }),
    fixed: { link_url: '', success_criteria_ids: [] },
  },
  'POST /api/user/SaveEvidence': {
    ...own({
      evidence_id: 'evidence',
      school_project_id: 'project',
      note_id: 'note',
      file_id: 'evidenceUpload',
    }),
    fixed: { link_url: '', success_criteria_ids: [] },
  },
  'POST /api/user/RemoveEvidence': { ...own({ evidence_id: 'evidence' }), order: 2 },
  'POST /api/user/SaveEvidenceFile': { rule: 'anyUser', upload: true },
  'GET /api/user/EvidenceFile': own({ file_id: 'evidenceFile' }),
  'POST /api/user/LinkStepUpEvidence': {
    ...own({ user_id: 'self', assessment_grade_id: 'assessmentGrade', note_id: 'note' }),
    fixed: { step_id: 0, evidence_id: 0 },
  },

  // ---- the profile: the pupil, their parent, staff of the pupil's projects ------
  // project_id is the subject's project (the handler checks it against the subject's).
  'GET /api/profile/GetProfile': {
    rule: 'profile',
    ids: { user_id: 'profileSubject', project_id: 'profileProject' },
  },
  'GET /api/profile/ProfileRecords': { rule: 'profile', ids: { user_id: 'profileSubject' } },
  // No record has this id: whoever passes the guard is told there is no such profile (400).
  'GET /api/profile/ProfileCredential': { rule: 'anyUser', fixed: { record_id: 999999 } },
  'POST /api/profile/WithdrawProfileRecord': { rule: 'anyUser', fixed: { record_id: 999999 } },
  'GET /api/profile/ProfilePdf': {
    rule: 'profile',
    ids: { user_id: 'profileSubject', project_id: 'profileProject' },
  },

  // ---- staff: teachers on their projects' pupils, admins on the school's ----------
  'GET /api/staff/ClassProjects': staff(),
  // Lists only: the classes Tom teaches, every open class of the school for an admin.
  'GET /api/staff/ClassList': staff(),
  'GET /api/staff/ClassRounds': staff({ school_project_id: 'classProject' }),
  'GET /api/staff/ClassView': staff({
    school_project_id: 'classProject',
    class_id: 'classOfCaller',
  }),
  'GET /api/staff/PupilAssessment': staff({
    user_id: 'classPupil',
    assessment_id: 'classAssessment',
  }),
  'POST /api/staff/SaveTeacherRating': staff({ assessment_grade_id: 'classGrade' }),
  'GET /api/staff/PupilEvidence': staff({
    user_id: 'classPupil',
    school_project_id: 'classProject',
  }),
  'GET /api/staff/PupilEvidenceFile': staff({ file_id: 'classEvidenceFile' }),
  'POST /api/staff/MarkEvidenceSeen': staff({ evidence_id: 'classEvidence' }),
  'GET /api/staff/ListRounds': staff({ school_project_id: 'classProject' }),
  'POST /api/staff/OpenRound': staff({ school_project_id: 'classProject' }),
  'POST /api/staff/SaveRound': staff({ round_id: 'classRound' }),
  'POST /api/staff/CloseRound': staff({ round_id: 'classRound' }),

  // ---- school admin (or the global admin in their current school) ---------------------------
  'POST /api/User/SaveFile': { rule: 'schoolAdmin', upload: true },
  'POST /api/User/RemoveFile': { rule: 'ownUpload', ids: { file_id: 'pendingFile' }, order: 1 },
  'POST /api/admin/ImportUsers': { rule: 'schoolAdmin', fixed: { dryRun: true } },
  'GET /api/admin/ExportUsers': { rule: 'schoolAdmin' },
  'GET /api/schooladmin/GetSignInSettings': { rule: 'schoolAdmin' },
  'POST /api/schooladmin/SaveDefaultLanguage': { rule: 'schoolAdmin', fixed: { language: 'en' } },
  // Off, so the matrix's callers never turn sign-in on for a school.
  'POST /api/schooladmin/SaveSignInSettings': { rule: 'schoolAdmin', fixed: { enabled: false } },
  // 'leader' routes: the matrix's staff have not been chosen, so only the school's admins pass.
  'GET /api/leaders/Overview': tenant({
    school_project_id: 'schoolProject',
    class_id: 'schoolClass',
  }),
  // A round of no project of the school's: passing callers get an empty list.
  'GET /api/leaders/OverviewPupils': tenant(
    { school_project_id: 'schoolProject', class_id: 'schoolClass' },
    { fixed: { list: 'notAssessed', round_id: 1, skill_id: 0 } },
  ),
  'GET /api/leaders/InspectionPack': {
    rule: 'schoolAdmin',
    fixed: { from: '2026-09-01', to: '2026-09-30', format: 'csv' },
  },
  'GET /api/schooladmin/OverviewStaff': { rule: 'schoolAdmin' },
  'GET /api/schooladmin/ProfileRecords': { rule: 'schoolAdmin' },
  'POST /api/schooladmin/RotateSigningKey': { rule: 'schoolAdmin' },
  'POST /api/schooladmin/SaveOverviewStaff': tenant(
    { user_id: 'schoolUser' },
    { fixed: { sees_overview: false } },
  ),
  'GET /api/admin/YearEnd': { rule: 'schoolAdmin' },
  // The schema-made version is never the school's: a passing call is refused as out of date.
  'POST /api/admin/ApplyYearEnd': { rule: 'schoolAdmin' },
  'POST /api/admin/SaveLeaverDays': { rule: 'schoolAdmin', fixed: { leaver_days: 60 } },
  'POST /api/admin/CancelLeaving': tenant({ user_id: 'schoolUser' }),
  'GET /api/admin/RosterSync': { rule: 'schoolAdmin' },
  // Not a zip: read, refused with its problem, nothing kept.
  'POST /api/admin/UploadRoster': { rule: 'schoolAdmin', upload: true },
  // No preview waits in the matrix's world: refused as not found, nothing changed.
  'POST /api/admin/ApplyRoster': { rule: 'schoolAdmin' },
  'POST /api/admin/SaveGradeYears': { rule: 'schoolAdmin', fixed: { gradeYears: [] } },
  'GET /api/admin/RosterPull': { rule: 'schoolAdmin' },
  // Off and not set up, so nothing the matrix does ever makes a school pull from anywhere.
  'POST /api/admin/SaveRosterPull': {
    rule: 'schoolAdmin',
    fixed: {
      baseUrl: '',
      tokenUrl: '',
      clientId: '',
      clientSecret: '',
      orgSourcedId: '',
      enabled: false,
      hour: 6,
    },
  },
  // The pull is not set up in the matrix's world: refused before any network, nothing kept.
  'POST /api/admin/PullRosterNow': { rule: 'schoolAdmin' },
  'GET /api/admin/ListSkills': { rule: 'schoolAdmin' },
  'POST /api/admin/SaveSkill': tenant(
    { skill_id: 'schoolSkill' },
    { fixed: { parent_skill_id: 0 } },
  ),
  'POST /api/admin/MoveSkill': tenant(
    { skill_id: 'schoolSkill' },
    { fixed: { parent_skill_id: 0 } },
  ),
  'POST /api/admin/ReorderSkill': tenant({ skill_id: 'schoolSkill' }),
  'POST /api/admin/RetireSkill': tenant({ skill_id: 'schoolSkill' }, { order: 1 }),
  'GET /api/admin/ListUsersForSchool': { rule: 'schoolAdmin' },
  'GET /api/admin/ListSchoolProjects': { rule: 'schoolAdmin' },
  'GET /api/admin/FailedMail': { rule: 'schoolAdmin' },
  // Scoped in its query to the current school's failed mails; the matrix world has none.
  'POST /api/admin/DismissFailedMail': { rule: 'schoolAdmin', fixed: { mail_id: 1 } },
  'GET /api/admin/CheckUsername': tenant({ id: 'schoolUser' }),
  'POST /api/admin/SaveUser': tenant({ user_id: 'schoolUser' }),
  'POST /api/admin/SaveProject': tenant({ project_id: 'schoolProject' }),
  'GET /api/admin/ProjectAudiences': { rule: 'schoolAdmin' },
  // class_ids is a list: the matrix sends the target's class as its one item.
  'POST /api/admin/SaveProjectAudiences': tenant(
    { school_project_id: 'schoolProject', class_ids: 'schoolClass' },
    { fixed: { year_groups: [] } },
  ),
  'GET /api/admin/listsuccesscriteria': { rule: 'schoolAdmin' },
  'POST /api/admin/saveCriteria': tenant({
    criteria_id: 'successCriterion',
    school_project_id: 'criterionProject',
  }),
  'POST /api/admin/DeleteCriteria': tenant(
    { criteria_id: 'successCriterion', school_project_id: 'criterionProject' },
    { order: 1 },
  ),
  'GET /api/admin/ListResourcesForSchool': { rule: 'schoolAdmin' },
  'POST /api/pages/SaveResource': tenant(
    { id: 'schoolResource', school_id: 'currentSchool' },
    { fixed: { file_id: 0, tags: [] } },
  ),
  'POST /api/admin/SaveTag': { rule: 'schoolAdmin' },
  'POST /api/admin/ResetSecondFactor': tenant({ user_id: 'schoolUser' }),
  'POST /api/admin/SendEmailVerification': tenant({ user_id: 'schoolUser' }),
  'GET /api/admin/ExportUserData': tenant({ user_id: 'schoolUser' }),
  'GET /api/admin/ExportUserDataPage': tenant({ user_id: 'schoolUser' }),
  'POST /api/admin/EraseUser': tenant({ user_id: 'schoolUser' }, { order: 1 }),
  // A project's new passwords end its pupils' sessions (the matrix's pupil callers'): after
  // every route they call, before the global admin switches school (3). Chosen users
  // (user_ids) are swept in passwords/resetPasswords.test.ts.
  'POST /api/admin/ResetPasswords': tenant(
    { school_project_id: 'schoolProject' },
    { fixed: { user_ids: [] }, order: 2 },
  ),
  'POST /api/admin/SetParentPassword': tenant({ user_id: 'schoolUser' }),

  // ---- global admin -----------------------------------------------------------------------
  'GET /api/SiteAdmin/ListSchools': { rule: 'globalAdmin', siteWide: true },
  'POST /api/siteadmin/SaveSchool': { rule: 'globalAdmin' },
  'POST /api/siteadmin/ChangeSchool': {
    rule: 'globalAdmin',
    ids: { school_id: 'school' },
    order: 3,
  },
  'GET /api/siteadmin/ListSkills': { rule: 'globalAdmin' },
  'POST /api/siteadmin/SaveSkill': {
    rule: 'globalAdmin',
    ids: { skill_id: 'globalSkill' },
    fixed: { parent_skill_id: 0 },
  },
  'POST /api/siteadmin/MoveSkill': {
    rule: 'globalAdmin',
    ids: { skill_id: 'globalSkill' },
    fixed: { parent_skill_id: 0 },
  },
  'POST /api/siteadmin/ReorderSkill': { rule: 'globalAdmin', ids: { skill_id: 'globalSkill' } },
  'POST /api/siteadmin/RetireSkill': {
    rule: 'globalAdmin',
    ids: { skill_id: 'globalSkill' },
    order: 1,
  },
  'GET /api/siteadmin/ListGlobalResources': { rule: 'globalAdmin' },
  // Filters, not targets: the global admin reads every school's entries.
  'GET /api/siteadmin/AuditLog': {
    rule: 'globalAdmin',
    siteWide: true,
    ids: { user_id: 'schoolUser', school_id: 'school' },
    fixed: { before_id: 0 },
  },
  'POST /api/siteadmin/SaveResource': {
    rule: 'globalAdmin',
    ids: { resource_id: 'globalResource' },
    fixed: { Files: [], tags: [], school_id: 0 },
  },
  'POST /api/siteadmin/SaveTag': { rule: 'globalAdmin' },
  'GET /api/siteadmin/FailedMail': { rule: 'globalAdmin', siteWide: true },
  'POST /api/siteadmin/DismissFailedMail': { rule: 'globalAdmin', fixed: { mail_id: 1 } },
  // Any school's rows, by design: the school that leaves takes its own data with it.
  'GET /api/siteadmin/ExportSchoolData': {
    rule: 'globalAdmin',
    ids: { school_id: 'school' },
    siteWide: true,
  },
  // The schema-made confirmation never matches a school username, so the handler refuses
  // (a 400, past the guard); last all the same, in case a target school ever goes.
  'POST /api/siteadmin/DeleteSchool': {
    rule: 'globalAdmin',
    ids: { school_id: 'school' },
    order: 2,
  },
};
