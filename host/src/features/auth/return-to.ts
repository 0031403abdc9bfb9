export const DEFAULT_AFTER_SIGN_IN = '/account/clinic-locations';

/**
 * Where to go after signing in. The account remote sends users to
 * /login?returnTo=/account/...; only account paths on this site are honoured,
 * so a crafted link cannot bounce a fresh session to another site.
 */
export function afterSignInPath(returnTo: string | null): string {
  if (!returnTo) return DEFAULT_AFTER_SIGN_IN;
  const afterPrefix = returnTo.charAt('/account'.length);
  if (!returnTo.startsWith('/account') || !['', '/', '?', '#'].includes(afterPrefix)) return DEFAULT_AFTER_SIGN_IN;
  if (returnTo.includes('//') || returnTo.includes('\\')) return DEFAULT_AFTER_SIGN_IN;
  return returnTo;
}
