/**
 * The rules of the second factor (TOTP), apart from HTTP: what a user's state allows, and
 * whether a code given is theirs. Each code is accepted once: a TOTP step moves on
 * atomically, a recovery code is used up.
 */
import { SECOND_FACTOR_TEXT } from '@skillfolio/shared/wire';
import type { Executor } from '../db/database';
import { refusal, type Refusal } from '../http/refusal';
import type { Attempt } from '../plugins/attemptLimits';
import {
  advanceTotpStep,
  countUnusedRecoveryCodes,
  findTotpState,
  spendRecoveryCode,
  type TotpState,
} from './secondFactorQueries';
import { mustUseSecondFactor } from './secondFactorRule';
import { acceptedTotpStep, recoveryCodeHash } from './totp';

export type EnrolledState = TotpState & { totp_secret: string };

export function secondFactorAttempt(userId: number): Attempt {
  return { limit: 'secondFactorAccount', subject: `user:${userId}` };
}

export function isEnrolled(state: TotpState): state is EnrolledState {
  return state.totp_secret !== null && state.totp_confirmed_at !== null;
}

/** What the security page shows: enrolled, required, and recovery codes left. */
export async function secondFactorStatus(db: Executor, userId: number) {
  const state = await findTotpState(db, userId);
  const enrolled = state !== undefined && isEnrolled(state);
  return {
    enrolled,
    required: state !== undefined && mustUseSecondFactor(state),
    recoveryCodesLeft: enrolled ? await countUnusedRecoveryCodes(db, userId) : 0,
  };
}

/** The state StartTotp may begin from: not yet enrolled. */
export function canStart(state: TotpState): true | Refusal {
  return isEnrolled(state) ? refusal(SECOND_FACTOR_TEXT.alreadyEnrolled) : true;
}

/** The pending secret ConfirmTotp checks the first code against. */
export function pendingSecret(state: TotpState): string | Refusal {
  return state.totp_secret === null || state.totp_confirmed_at !== null
    ? refusal(SECOND_FACTOR_TEXT.notStarted)
    : state.totp_secret;
}

export const WRONG_CODE = refusal(SECOND_FACTOR_TEXT.wrongCode);
export const NOT_ENROLLED = refusal(SECOND_FACTOR_TEXT.notEnrolled);

/**
 * Whether the code is the user's: a fresh TOTP code (moved on atomically, so it is
 * accepted once), or, when `recovery` allows, an unused recovery code (then used up).
 */
export async function codeIsGood(
  db: Executor,
  userId: number,
  state: EnrolledState,
  code: string,
  recovery: boolean,
  at: Date,
): Promise<'totp' | 'recovery' | undefined> {
  const step = acceptedTotpStep(state.totp_secret, code, at, state.totp_last_step);
  if (step !== undefined) return (await advanceTotpStep(db, userId, step)) ? 'totp' : undefined;
  if (!recovery) return undefined;
  return (await spendRecoveryCode(db, userId, recoveryCodeHash(code), at)) ? 'recovery' : undefined;
}
