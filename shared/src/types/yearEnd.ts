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
