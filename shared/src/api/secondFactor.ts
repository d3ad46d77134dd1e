/** Calls of the second factor (TOTP): the user's own security page and the login's code step. */
import { HTTPError } from 'ky';
import { apiClient } from './client';
import { refusalOf } from './refusal';
import type { SessionReply } from '../types/api';
import type { RecoveryCodesReply, SecondFactorStatus, TotpEnrolment } from '../types/secondFactor';
import { tooManyAttemptsMessage } from '../wire/texts';

export function getSecondFactor(): Promise<SecondFactorStatus> {
  return apiClient().get('user/SecondFactor').json<SecondFactorStatus>();
}

export function startTotp(): Promise<TotpEnrolment> {
  return apiClient().post('user/StartTotp', { json: {} }).json<TotpEnrolment>();
}

export function confirmTotp(code: string): Promise<RecoveryCodesReply> {
  return apiClient().post('user/ConfirmTotp', { json: { code } }).json<RecoveryCodesReply>();
}

export async function disableTotp(code: string): Promise<void> {
  await apiClient().post('user/DisableTotp', { json: { code } });
}

/** An admin clears the lost authenticator of a user of the current school. */
export async function resetSecondFactor(userId: number): Promise<void> {
  await apiClient().post('admin/ResetSecondFactor', { json: { user_id: userId } });
}

export type VerifyResult =
  | { kind: 'ok'; session: SessionReply }
  /** Wrong code, or too many tries: the words to show beside the field. */
  | { kind: 'refused'; message: string };

/** The login's second step: a code from the app, or a recovery code. */
export async function verifySecondFactor(code: string): Promise<VerifyResult> {
  try {
    const session = await apiClient()
      .post('user/VerifySecondFactor', { json: { code } })
      .json<SessionReply>();
    return { kind: 'ok', session };
  } catch (error) {
    const refusal = await refusalOf(error);
    if (refusal !== null) return { kind: 'refused', message: refusal };
    if (error instanceof HTTPError && error.response.status === 429) {
      const seconds = Number(error.response.headers.get('retry-after'));
      return { kind: 'refused', message: tooManyAttemptsMessage(seconds > 0 ? seconds : 60) };
    }
    throw error;
  }
}
