/**
 * The limits the wire texts name (`{{OWN_SKILLS_MAX}}` in locales/*.json), as i18next's
 * default variables: a screen's `t('wire:HOME_TEXT.ownSkillsFull')` fills them without being
 * told. Numbers the English wrote with grouping ("1,000,000") are given so.
 */
import {
  EVIDENCE_LINK_MAX,
  EVIDENCE_TEXT_MAX,
  LEAVER_DAYS_MAX,
  LEAVER_DAYS_MIN,
  LICENCE_MAX,
  MIN_PASSWORD_LENGTH,
  NOTE_TEXT_MAX,
  NOTE_TITLE_MAX,
  NOTES_PER_USER_MAX,
  NOTES_TEXT_TOTAL_MAX,
  OWN_SKILLS_MAX,
  PROFILE_NOTES_MAX,
  RESET_LINK_VALID_MINUTES,
  RESET_PASSWORDS_MAX,
} from './limits';

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
