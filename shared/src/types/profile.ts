/** Shapes of the future-ready profile, from ../wire. */
export type {
  ProfileContent,
  ProfileNote,
  ProfilePdfQuery,
  ProfileQuery,
  ProfileRound,
  ProfileSkill,
} from '../wire/profile';
// Values from profileTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  PROFILE_ID_LIST_MAX,
  PROFILE_NO_TEACHER_RATINGS,
  PROFILE_NOTES_MAX,
  PROFILE_REFUSAL,
  PROFILE_SECTION_TITLES,
  profileTeacherRatingLine,
} from '../wire/profileTexts';
