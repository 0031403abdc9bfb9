import { getAuthProviders, type AuthProviders } from '@directpay/contracts';
import { endpointKey, useApiQueryClient, useQuery } from '@directpay/shared-ui/query';
import { configuredProviders, fetchProviders } from './auth-api';

/**
 * The sign-in methods the API has on. Until it answers, the run-time
 * configuration's (the same settings, in the page already) stand in, so the
 * buttons are drawn with the form rather than pushing it down when the answer
 * comes (a layout shift); the API's answer is the one that counts.
 */
export function useProviders(): AuthProviders {
  const providers = useQuery(
    { queryKey: endpointKey(getAuthProviders), queryFn: fetchProviders, staleTime: Infinity, placeholderData: configuredProviders },
    useApiQueryClient(),
  );
  return providers.data ?? configuredProviders();
}
