/**
 * A message catalog (`messages/<locale>.json`: id -> ICU MessageFormat text) compiled at
 * build time with Lingui's own compiler, so browsers run Lingui's small runtime without its
 * parser. Jest and the API load the JSON as it is; Lingui compiles it there as it reads.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';

export default function messageCatalogLoader(this: { resourcePath: string }, text: string): string {
  const catalog = JSON.parse(text) as Record<string, unknown>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: "${id}" is not a string`);
    compiled[id] = compileMessage(message);
  }
  return `export default ${JSON.stringify(compiled)};`;
}

/** Which files are catalogs: JSON files named by a locale inside a `messages` folder. */
export const MESSAGE_CATALOG = /[\\/]messages[\\/][a-z]{2}\.json$/;
