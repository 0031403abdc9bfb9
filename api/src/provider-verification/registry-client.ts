/**
 * One NPI looked up in the NPPES NPI Registry API v2.1. The answer is either a
 * fact about the NPI (its record, or that the registry holds none) or that the
 * registry could not say (unreachable, too slow, a 5xx or an answer that is not
 * the registry's JSON): only a fact settles a check; the rest leaves it pending.
 */
import type { RegistryAnswer, RegistryRecord } from './registry-record';

export type Lookup =
  | { kind: 'found'; record: RegistryRecord }
  | { kind: 'absent' }
  | { kind: 'unavailable'; reason: string };

export async function lookUpNpi(baseUrl: string, npi: string, timeoutMs: number): Promise<Lookup> {
  // Under the base URL's own path, so the registry may sit behind a proxy's prefix.
  const url = new URL('api/', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  url.searchParams.set('version', '2.1');
  url.searchParams.set('number', npi);
  let answer: RegistryAnswer;
  try {
    // The timeout covers the body too: a registry that sends headers and then stalls is as slow as one that never answers.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    if (!response.ok) return { kind: 'unavailable', reason: `registry answered ${response.status}` };
    answer = (await response.json()) as RegistryAnswer;
  } catch (error) {
    const name = (error as Error).name;
    return { kind: 'unavailable', reason: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `registry unreachable (${(error as Error).message})` };
  }
  if (!answer || typeof answer !== 'object') return { kind: 'unavailable', reason: 'registry answer is not an object' };
  // The registry refuses a request it cannot search by (a malformed number): it holds no such NPI.
  if (Array.isArray(answer.Errors) && answer.Errors.length > 0) return { kind: 'absent' };
  if (!Array.isArray(answer.results)) return { kind: 'unavailable', reason: 'registry answer has no results list' };
  const record = answer.results.find((r) => String(r.number) === npi);
  return record ? { kind: 'found', record } : { kind: 'absent' };
}
