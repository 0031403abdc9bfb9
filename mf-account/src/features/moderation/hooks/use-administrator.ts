import { getSession } from '@directpay/contracts';
import { useEndpointQuery } from '@directpay/shared-ui/query';

export type AdministratorState = 'checking' | 'yes' | 'no';

/** Whether the signed-in account may moderate, as the API's session answer says (read fresh, shared by every caller). */
export function useAdministrator(): AdministratorState {
  const session = useEndpointQuery(getSession, {}, { retry: false });
  if (session.data) return session.data.administrator === true ? 'yes' : 'no';
  return session.isError ? 'no' : 'checking';
}
