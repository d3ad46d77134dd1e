/**
 * The SPEC §3 entities as the front end imports them: types only, derived from the wire
 * schemas in ../wire (the one definition of each shape). Importing them costs no bytes.
 */
export type {
  AdminUserRow,
  Assessment,
  AssessmentSkill,
  CheckedEvidenceItem,
  CurrentSchool,
  CurrentUser,
  DevelopmentArea,
  Evidence,
  Note,
  Progress,
  ProgressAssessment,
  ProgressSkill,
  ProjectEvidence,
  Reflection,
  Resource,
  ResourcesReply,
  School,
  SchoolListEntry,
  SchoolProject,
  SchoolSummary,
  Skill,
  Step,
  StepsAndDone,
  SuccessCriterion,
  Tag,
  UserProject,
} from '../wire/entities';
export type { SanitisedHtml } from '../wire/primitives';
