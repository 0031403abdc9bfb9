import type { RemoteName } from '../remotes/remote-registry';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** Exposed key without './'. */
  exposed: string;
  /** Finishes "Sorry, {label} is not available right now". */
  label: string;
  /** Title and description until the remote sets its own. */
  title: string;
  description: string;
}

const PROFILE = 'Services with cash prices, hours, doctors and contact details of a clinic.';

/** The routes of the spec's route table that a remote serves. */
export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  {
    path: 'search',
    remote: 'mf_search',
    exposed: 'SearchPage',
    label: 'the clinic search',
    title: 'Search clinics',
    description: 'Clinics that take cash or direct payment, on a map and in a list, with their cash prices.',
  },
  { path: 'clinic/:id', remote: 'mf_profile', exposed: 'ProfilePage', label: 'the clinic profile', title: 'Clinic profile', description: PROFILE },
  {
    path: 'clinic/:id/prices',
    remote: 'mf_profile',
    exposed: 'PricesPage',
    label: 'the prices page',
    title: 'Clinic prices',
    description: 'The cash prices a clinic publishes for its services.',
  },
  { path: 'clinic_test/:id', remote: 'mf_profile', exposed: 'TestProfilePage', label: 'the clinic profile', title: 'Clinic profile', description: PROFILE },
  {
    path: 'account/*',
    remote: 'mf_account',
    exposed: 'AccountApp',
    label: 'your account',
    title: 'Your account',
    description: 'Manage your clinic locations, doctors and account.',
  },
];
