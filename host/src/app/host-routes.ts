/**
 * The host's own pages by path (spec section 2), apart from the home page: the router mounts
 * them (app-routes.tsx), and the host's server answers 404 for a path that is neither one of
 * them nor under a prefix a remote declares (scripts/host-page.ts). Plain data, no imports:
 * the server reads this file as it is.
 */

/** Pages inside the layout (header and footer). */
export const LAYOUT_PAGES = ['intro', 'about', 'contactus', 'terminology', 'private-policy', 'terms-conditions', 'why-list-clinic', 'open-data', 'moderation-policy'] as const;

/** Pages outside the layout (sign-in and sign-up). */
export const BARE_PAGES = ['login', 'signup', 'confirm-email'] as const;

export type LayoutPage = (typeof LAYOUT_PAGES)[number];
export type BarePage = (typeof BARE_PAGES)[number];

const OWN = new Set<string>([...LAYOUT_PAGES, ...BARE_PAGES]);

/**
 * Whether `pathname` is the home page or one of the host's pages. Case and a trailing slash
 * do not matter, as they do not to the router.
 */
export function isHostPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && OWN.has(segments[0].toLowerCase()));
}
