/**
 * Words only a Spanish message catalog holds, to recognise a catalog in the scripts a page
 * downloads: each `messages/es.json` of the frontends and of the contracts (which pages show), cut at its ICU arguments and tags into
 * phrases of two words or more that no English catalog holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '#support/built-files';

export const FRONTENDS = ['contracts', 'host', 'shared-ui', 'mf-search', 'mf-profile', 'mf-account'] as const;

export interface SpanishCatalog {
  /** The catalog's workspace ('host', 'mf-search', ...). */
  workspace: (typeof FRONTENDS)[number];
  file: string;
  phrases: string[];
}

const catalogsNamed = (workspace: string, name: string) =>
  readdirSync(path.join(ROOT, workspace, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(`messages${path.sep}${name}`))
    .map((file) => path.join(ROOT, workspace, 'src', file));

/** Category labels are also URL aliases every search page reads (contracts/src/search-url.ts): not messages. */
const CATEGORY_ALIASES = /^catalog\./;

const texts = (file: string) =>
  Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)
    .filter(([id]) => !(file.includes(`contracts${path.sep}src`) && CATEGORY_ALIASES.test(id)))
    .map(([, text]) => text);

export function spanishCatalogs(): SpanishCatalog[] {
  const english = FRONTENDS.flatMap((workspace) => catalogsNamed(workspace, 'en.json')).flatMap(texts).join('\n');
  return FRONTENDS.flatMap((workspace) =>
    catalogsNamed(workspace, 'es.json').map((file) => ({
      workspace,
      file: path.relative(ROOT, file),
      phrases: [
        ...new Set(
          texts(file)
            .flatMap((text) => text.split(/[{}<>#"'\\]|\/?[a-zA-Z]+>/))
            .map((piece) => piece.trim())
            .filter((piece) => piece.length >= 10 && piece.includes(' ') && !english.includes(piece)),
        ),
      ],
    })),
  );
}
