/**
 * `@skillfolio/shared/wire`: every request and reply shape as a TypeBox schema, the one source
 * of the wire types, and the texts and limits both sides show. The server imports it at run
 * time (compiled to dist/wire). Browser code takes its types through `@skillfolio/shared` and
 * its texts from here, so each area bundles only the texts it shows, never the shared
 * singleton's every area's; no bundle carries TypeBox (schemaBuilderStub.cjs).
 */
export * from './languages';
export * from './texts';
export * from './textVariables';
export * from './csv';
export * from './adminUsersTexts';
export * from './passwordPolicyTexts';
export * from './primitives';
export * from './replies';
export * from './entities';
export * from './evidenceRecordingTexts';
export * from './evidenceRecording';
export * from './session';
export * from './learner';
export * from './adminProjects';
export * from './projectAudienceTexts';
export * from './projectAudiences';
export * from './adminUsers';
export * from './adminSkillsTexts';
export * from './adminSkills';
export * from './adminImport';
export * from './siteAdminTexts';
export * from './siteAdmin';
export * from './registrationTexts';
export * from './registration';
export * from './resourcesTexts';
export * from './resources';
export * from './profileTexts';
export * from './profile';
export * from './classViewTexts';
export * from './classView';
export * from './secondFactorTexts';
export * from './secondFactor';
export * from './auditLog';
export * from './failedMailTexts';
export * from './failedMail';
export * from './privacy';
export * from './schoolExitTexts';
export * from './roundsTexts';
export * from './rounds';
export * from './passwordTexts';
export * from './passwords';
export * from './homeTexts';
export * from './home';
export * from './yearGroupTexts';
export * from './yearEnd';
export * from './overviewTexts';
export * from './overview';
export * from './verifyTexts';
export * from './verify';
export * from './signInTexts';
export * from './signIn';
export * from './rosterTexts';
export * from './roster';
export * from './wireCatalogue';
