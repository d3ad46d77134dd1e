/**
 * The limits the wire texts name (`{{OWN_SKILLS_MAX}}` in locales/*.json), as i18next's
 * default variables: a screen's `t('wire:HOME_TEXT.ownSkillsFull')` fills them without being
 * told. Numbers the English wrote with grouping ("1,000,000") are given so.
 */
import { MIN_PASSWORD_LENGTH } from './adminUsersTexts';
import { EVIDENCE_LINK_MAX, EVIDENCE_TEXT_MAX } from './evidenceRecordingTexts';
import { OWN_SKILLS_MAX } from './homeTexts';
import { RESET_PASSWORDS_MAX } from './passwordTexts';
import { PROFILE_NOTES_MAX } from './profileTexts';
import { RESET_LINK_VALID_MINUTES } from './registrationTexts';
import { LICENCE_MAX } from './siteAdminTexts';
import { NOTE_TEXT_MAX, NOTE_TITLE_MAX, NOTES_PER_USER_MAX, NOTES_TEXT_TOTAL_MAX } from './texts';
import { LEAVER_DAYS_MAX, LEAVER_DAYS_MIN } from './yearGroupTexts';

export const TEXT_VARIABLES: Readonly<Record<string, string | number>> = {
  MIN_PASSWORD_LENGTH,
  EVIDENCE_TEXT_MAX,
  EVIDENCE_LINK_MAX,
  OWN_SKILLS_MAX,
  RESET_PASSWORDS_MAX,
  PROFILE_NOTES_MAX,
  RESET_LINK_VALID_MINUTES,
  LICENCE_MAX: LICENCE_MAX.toLocaleString('en-GB'),
  LEAVER_DAYS_MIN,
  LEAVER_DAYS_MAX,
  NOTE_TITLE_MAX,
  NOTE_TEXT_MAX,
  NOTES_PER_USER_MAX,
  NOTES_TEXT_TOTAL_MAX: NOTES_TEXT_TOTAL_MAX.toLocaleString('en-GB'),
};
