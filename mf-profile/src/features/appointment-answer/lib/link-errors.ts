import type { AppointmentMessage as MessageKey } from '#src/features/appointment-request/messages';

/** A one-click link the API refuses, in the owner's words: forged (404), used (409), expired (410). */
export function linkProblemKey(status: number | undefined): MessageKey {
  if (status === 409) return 'answerPage.used';
  if (status === 410) return 'answerPage.expired';
  if (status === 404 || status === 400) return 'answerPage.invalid';
  return 'answerPage.loadFailed';
}
