/**
 * Every message catalog (`messages/en.json` beside the code that shows it) has its Spanish
 * twin with the same messages, each parsing as ICU MessageFormat with the same arguments and
 * tags, so a translation can neither miss a message nor drop a value it must show. The lint
 * rule that keeps text in the catalogs is checked here too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { compileMessage } from '@lingui/message-utils/compileMessage';

// The lint probes share one ESLint that loads the whole config first.
jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '..');
const WORKSPACES = ['contracts', 'shared-ui', 'host', 'mf-search', 'mf-profile', 'mf-account', 'embed', 'api'];

function catalogsUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('dist')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...catalogsUnder(full));
    else if (entry === 'en.json' && path.basename(dir) === 'messages') found.push(full);
  }
  return found;
}

/** A message's arguments, plural/select branches and tags, in a comparable form. */
function shapeOf(message: string): string[] {
  const shape = new Set<string>();
  const walk = (tokens: unknown) => {
    if (typeof tokens === 'string') {
      for (const tag of tokens.match(/<\/?[a-zA-Z0-9]+\/?>/g) ?? []) shape.add(`tag ${tag}`);
      return;
    }
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') walk(token);
      else if (Array.isArray(token)) {
        const [name, type, format] = token as [string, string?, Record<string, unknown>?];
        shape.add(`arg ${name}${type ? `:${type}` : ''}`);
        if (format && typeof format === 'object') for (const branch of Object.values(format)) walk(branch);
      }
    }
  };
  walk(compileMessage(message));
  return [...shape].sort();
}

const catalogs = WORKSPACES.flatMap((workspace) => catalogsUnder(path.join(ROOT, workspace, 'src')));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

describe('message catalogs', () => {
  it('are found', () => expect(catalogs.length).toBeGreaterThan(0));

  it.each(catalogs.map((file) => [path.relative(ROOT, file), file]))('%s has a Spanish twin with the same messages and arguments', (_name, file) => {
    const english = read(file);
    const spanish = read(path.join(path.dirname(file), 'es.json'));
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(english)) {
      expect(typeof message).toBe('string');
      expect({ id, shape: shapeOf(spanish[id]) }).toEqual({ id, shape: shapeOf(message) });
    }
  });
});

let worker: Worker | undefined;
function lint(file: string, code: string): Promise<string> {
  worker ??= new Worker(path.join(__dirname, 'support/eslint-worker.mjs'), { workerData: { root: ROOT } });
  return new Promise((resolve) => {
    const id = Math.random();
    const onMessage = (answer: { id: number; report: string }) => {
      if (answer.id !== id) return;
      worker?.off('message', onMessage);
      resolve(answer.report);
    };
    worker!.on('message', onMessage);
    worker!.postMessage({ id, file, code });
  });
}
afterAll(async () => {
  await worker?.terminate();
});

describe('text in JSX comes from the catalogs (lint)', () => {
  const file = 'mf-search/src/features/probe/probe-page.tsx';
  it.each([
    ['text between tags', 'export const A = () => <p>Find clinics</p>;'],
    ['a string child', "export const A = () => <p>{'Find clinics'}</p>;"],
    ['a string in a condition', "export const A = ({ open }: { open: boolean }) => <p>{open ? 'Open now' : 'Closed'}</p>;"],
    ['an aria-label', 'export const A = () => <button aria-label="Close dialog" />;'],
    ['a placeholder', "export const A = () => <input placeholder={'ZIP code'} />;"],
  ])('refuses %s', async (_case, code) => {
    expect(await lint(file, code)).toMatch(/User-facing text comes from a message catalog/);
  });

  it('lets text through the messages, data in variables and symbols', async () => {
    const code = "declare const t: (key: string) => string;\ndeclare const name: string;\nexport const A = () => <p aria-label={t('x')} className=\"card\">{t('title')} {name} · $ 5 — ×</p>;\n";
    expect(await lint(file, code)).not.toMatch(/User-facing text/);
  });
});
