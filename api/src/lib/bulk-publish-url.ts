/**
 * `$bulk-publish` asked for as `%24bulk-publish` (some clients percent-encode the `$`): the
 * router matches static paths undecoded, so the one encoded form is written back before routing.
 */
import type { IncomingMessage } from 'node:http';

const ENCODED = /^(\/open-data\/scheduling\/)%24(bulk-publish)(?=$|\?)/i;

export const rewriteBulkPublishUrl = (request: IncomingMessage): string => (request.url ?? '/').replace(ENCODED, '$1$$$2');
