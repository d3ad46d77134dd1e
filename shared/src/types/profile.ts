/** Shapes of the future-ready profile, from ../wire. */
export type {
  ProfileContent,
  ProfileNote,
  ProfilePdfQuery,
  ProfileQuery,
  ProfileRound,
  ProfileSkill,
} from '../wire/profile';
