import { endpoints, type AuthProviders } from '@directpay/contracts';
import { endpointKey, useApiQueryClient, useQuery } from '@directpay/shared-ui/query';
import { fetchProviders } from './auth-api';

/** null while the API is asked which sign-in methods are on (the run-time config answers when it cannot). */
export function useProviders(): AuthProviders | null {
  const providers = useQuery({ queryKey: endpointKey(endpoints.getAuthProviders), queryFn: fetchProviders, staleTime: Infinity }, useApiQueryClient());
  return providers.data ?? null;
}
