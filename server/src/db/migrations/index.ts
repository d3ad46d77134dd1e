/**
 * Every migration, in order, compiled into the app: no folder scanning at run time, so the
 * built server and ts-jest see exactly the same list. Add new ones at the end; never edit
 * or rename a released one.
 */
import type { Migration } from 'kysely/migration';
import * as initial from './2026_11_22_0001_initial';
import * as uniqueAreaSkill from './2026_11_22_0002_unique_area_skill';
import * as dropAreaMyNotes from './2026_12_01_0003_drop_area_my_notes';
import * as userSelection from './2026_12_01_0004_user_selection';
import * as loginThrottle from './2026_12_01_0005_login_throttle';
import * as retiredSkills from './2026_12_01_0007_retired_skills';
import * as fileChunks from './2026_12_02_0008_file_chunks';
import * as passwordTokens from './2026_12_02_0010_password_tokens';
import * as remoteReleases from './2026_12_02_0011_remote_releases';
import * as auditLog from './2026_12_02_0012_audit_log';
import * as assessmentOrderIndex from './2026_12_02_0013_assessment_order_index';
import * as secondFactor from './2026_12_02_0014_second_factor_and_append_only_audit';
import * as teacherRatings from './2026_12_02_0015_teacher_ratings';
import * as assessmentNewestIndex from './2026_12_02_0016_assessment_newest_index';
import * as deviceCookies from './2026_12_03_0017_device_cookies';
import * as renderedText from './2026_12_03_0020_rendered_text';
import * as emailVerification from './2026_12_03_0021_email_verification';
import * as mailOutbox from './2026_12_04_0022_mail_outbox';
import * as assessmentRounds from './2026_12_05_0023_assessment_rounds';
import * as evidenceRecording from './2026_12_05_0024_evidence_recording';
import * as yearGroups from './2026_12_05_0025_year_groups';
import * as signInProviders from './2026_12_06_0026_sign_in_providers';
import * as rosterSync from './2026_12_07_0027_roster_sync';
import * as projectAudiences from './2026_12_08_0028_project_audiences';
import * as rosterPull from './2026_12_08_0029_roster_pull';
import * as languages from './2026_12_09_0030_languages';
import * as leadersView from './2026_12_10_0031_leaders_view';
import * as verifiableProfiles from './2026_12_11_0032_verifiable_profiles';

export const migrations: Readonly<Record<string, Migration>> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_unique_area_skill': uniqueAreaSkill,
  '2026_12_01_0003_drop_area_my_notes': dropAreaMyNotes,
  '2026_12_01_0004_user_selection': userSelection,
  '2026_12_01_0005_login_throttle': loginThrottle,
  '2026_12_01_0007_retired_skills': retiredSkills,
  '2026_12_02_0008_file_chunks': fileChunks,
  '2026_12_02_0010_password_tokens': passwordTokens,
  '2026_12_02_0011_remote_releases': remoteReleases,
  '2026_12_02_0012_audit_log': auditLog,
  '2026_12_02_0013_assessment_order_index': assessmentOrderIndex,
  '2026_12_02_0014_second_factor_and_append_only_audit': secondFactor,
  '2026_12_02_0015_teacher_ratings': teacherRatings,
  '2026_12_02_0016_assessment_newest_index': assessmentNewestIndex,
  '2026_12_03_0017_device_cookies': deviceCookies,
  '2026_12_03_0020_rendered_text': renderedText,
  '2026_12_03_0021_email_verification': emailVerification,
  '2026_12_04_0022_mail_outbox': mailOutbox,
  '2026_12_05_0023_assessment_rounds': assessmentRounds,
  '2026_12_05_0024_evidence_recording': evidenceRecording,
  '2026_12_05_0025_year_groups': yearGroups,
  '2026_12_06_0026_sign_in_providers': signInProviders,
  '2026_12_07_0027_roster_sync': rosterSync,
  '2026_12_08_0028_project_audiences': projectAudiences,
  '2026_12_08_0029_roster_pull': rosterPull,
  '2026_12_09_0030_languages': languages,
  '2026_12_10_0031_leaders_view': leadersView,
  '2026_12_11_0032_verifiable_profiles': verifiableProfiles,
};
