const SITEVERIFY = 'https://www.google.com/recaptcha/api/siteverify';
const MIN_SCORE = 0.5;

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

/**
 * reCAPTCHA check on the server (v3 answers carry a score and the action the
 * page asked for, 'submit'). Uses the global fetch, which tests replace.
 */
export async function verifyRecaptcha(secret: string, token: string, remoteIp: string): Promise<boolean> {
  const response = await fetch(SITEVERIFY, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
  const answer = (await response.json()) as SiteverifyAnswer;
  if (answer.success !== true) return false;
  if (typeof answer.score === 'number' && answer.score < MIN_SCORE) return false;
  return answer.action === undefined || answer.action === 'submit';
}
