/** The year end and year groups, from ../wire. */
export type {
  ApplyYearEndReply,
  ApplyYearEndRequest,
  CancelLeavingRequest,
  SaveLeaverDaysRequest,
  YearEndLeaver,
  YearEndPupil,
  YearEndState,
} from '../wire/yearEnd';
// Values from yearGroupTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  LEAVER_DAYS_DEFAULT,
  LEAVER_DAYS_MAX,
  LEAVER_DAYS_MIN,
  YEAR_END_TEXT,
  YEAR_GROUP_MAX,
  YEAR_GROUP_MIN,
  dayOf,
  leaverNotice,
  parseYearGroup,
  yearGroupLabel,
} from '../wire/yearGroupTexts';
