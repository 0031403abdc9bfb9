import { matchPath } from '@directpay/shared-ui/routing';
import type { RemoteName } from '../remotes/remote-registry';

export interface RemoteRoute {
  /**
   * The path prefix the host delegates, without slashes (`clinic` serves
   * `/clinic/*`). Everything below it belongs to the remote's own router, so a
   * new page inside a remote (`/clinic/:id/reviews`) needs no host change.
   */
  prefix: string;
  remote: RemoteName;
  /** Exposed route module, without './'. */
  exposed: string;
  /** Finishes "Sorry, {label} is not available right now". */
  label: string;
  /** Title and description until the remote sets its own. */
  title: string;
  description: string;
  /**
   * Optional words for known pages below the prefix (full paths such as
   * `/clinic/:id/prices`): the fallback says "the prices page" there. Only
   * words: a page missing here still works and uses the prefix's words.
   */
  pages?: readonly RemoteRouteWords[];
}

export interface RemoteRouteWords {
  path: string;
  label: string;
  title: string;
  description: string;
}

const PROFILE = 'Services with cash prices, hours, doctors and contact details of a clinic.';

/** The prefixes of the spec's route table that a remote serves, one route module each. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  {
    prefix: 'search',
    remote: 'mf_search',
    exposed: 'SearchRoutes',
    label: 'the clinic search',
    title: 'Search clinics',
    description: 'Clinics that take cash or direct payment, on a map and in a list, with their cash prices.',
  },
  // The compare page is mf-search's: the clinics are ticked in its list and the selection lives there.
  {
    prefix: 'compare',
    remote: 'mf_search',
    exposed: 'CompareRoutes',
    label: 'the clinic comparison',
    title: 'Compare clinics',
    description: 'Two or three clinics side by side: cash prices, distance, new patients, hours.',
  },
  {
    prefix: 'clinic',
    remote: 'mf_profile',
    exposed: 'ClinicRoutes',
    label: 'the clinic profile',
    title: 'Clinic profile',
    description: PROFILE,
    pages: [
      {
        path: '/clinic/:id/prices',
        label: 'the prices page',
        title: 'Clinic prices',
        description: 'The cash prices a clinic publishes for its services.',
      },
    ],
  },
  { prefix: 'clinic_test', remote: 'mf_profile', exposed: 'ClinicTestRoutes', label: 'the clinic profile', title: 'Clinic profile', description: PROFILE },
  {
    prefix: 'account',
    remote: 'mf_account',
    exposed: 'AccountApp',
    label: 'your account',
    title: 'Your account',
    description: 'Manage your clinic locations, doctors and account.',
  },
];

/** The route path the host registers for a prefix: the prefix and anything below it. */
export const delegatedPath = (route: Pick<RemoteRoute, 'prefix'>): string => `${route.prefix}/*`;

/** The remote route serving `pathname`, matched as the host's router matches it (delegatedPath). */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  return REMOTE_ROUTES.find((route) => matchPath(`/${delegatedPath(route)}`, pathname));
}

/** The words (fallback label, first title) for `pathname` under `route`. */
export function wordsFor(route: RemoteRoute, pathname: string): Omit<RemoteRouteWords, 'path'> {
  const page = route.pages?.find((p) => matchPath(p.path, pathname));
  return page ?? { label: route.label, title: route.title, description: route.description };
}
