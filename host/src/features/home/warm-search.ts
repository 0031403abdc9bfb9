import { SEARCH_PATH } from '@directpay/contracts';
import { startFirstRemotePage } from '#src/app/start-first-remote-page';

/**
 * Starts loading the search page's code as soon as the visitor reaches for the home page's
 * search (a field focused, Find clinics pressed): typing a place takes longer than the code
 * takes to arrive, so after the tap only the search's own data is left to fetch. The load is
 * the one the search's mount then finds (remote-mount.tsx keeps one per page); the home page
 * alone, never touched, loads none of it.
 */
export const warmSearch = () => void startFirstRemotePage(SEARCH_PATH);
