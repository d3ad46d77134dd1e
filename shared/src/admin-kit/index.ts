/**
 * `@skillfolio/shared/admin-kit`: screens that more than one admin area shows (the resource
 * manager in remote-admin and remote-globaladmin, the skills framework editor). It is not
 * part of the shared singleton, so a pupil's browser never downloads it: each admin remote
 * bundles what it uses. Modules here import the kit, API and store from `@skillfolio/shared`
 * by name, never by relative path, so they use the page's one shared copy (lint enforces
 * both directions).
 */
export { SkillFrameworkEditor } from './skills/SkillFrameworkEditor';
export type { SkillFrameworkEditorProps } from './skills/SkillFrameworkEditor';
export { GLOBAL_FRAMEWORK, SCHOOL_FRAMEWORK } from './skills/skillFrameworks';
export type { LoadedFramework, SkillFramework } from './skills/skillFrameworks';
export { ResourceManager } from './resources/ResourceManager';
export type { ResourceManagerProps } from './resources/ResourceManager';
export { GLOBAL_RESOURCES, SCHOOL_RESOURCES } from './resources/resourceScope';
export { FailedMailNotice } from './mail/FailedMailNotice';
export type { FailedMailNoticeProps } from './mail/FailedMailNotice';
export type { ResourceScope } from './resources/resourceScope';
// The one CSV writer, for the class view's export: here, not in the singleton, so a pupil's
// browser never downloads the CSV library. It holds no state, so a copy per admin area is safe.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
export { csvText, type CsvValue } from '../wire/csv';
