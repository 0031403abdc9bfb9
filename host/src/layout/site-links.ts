import type { HostMessage } from '../messages';

/** Links of the spec's footer (section 2, Shared layout); the mobile menu reuses them. Labels are the host's message ids. */
export interface SiteLink {
  to: string;
  label: HostMessage;
}

export const COMPANY_LINKS: readonly SiteLink[] = [
  { to: '/about', label: 'links.about' },
  { to: '/terminology', label: 'links.terminology' },
  { to: '/why-list-clinic', label: 'links.whyList' },
  // Where the price files and the export are (what CMS calls a hospital's "Price Transparency" link).
  { to: '/open-data', label: 'links.openData' },
];

export const SUPPORT_LINKS: readonly SiteLink[] = [{ to: '/contactus', label: 'links.contact' }];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { to: '/private-policy', label: 'links.privacy' },
  { to: '/terms-conditions', label: 'links.terms' },
  { to: '/moderation-policy', label: 'links.moderationPolicy' },
];

/** The interface icons are Heroicons (MIT); their licence asks for nothing, we credit them anyway. */
export const ICON_ATTRIBUTION: { href: string; label: HostMessage } = { href: 'https://heroicons.com', label: 'links.icons' };

export const MANAGE_ACCOUNT_PATH = '/account/clinic-locations';

/**
 * Pages that show the clinics' prices, which are open data under CC BY 4.0: the footer says so
 * next to the copyright line (docs/decisions: the footer's licence scope). Prefixes of the path.
 */
export const CC_BY_DATA_PATHS: readonly string[] = ['/open-data', '/clinic/', '/search', '/compare'];

export const isCcByDataPage = (pathname: string): boolean =>
  CC_BY_DATA_PATHS.some((path) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`));
