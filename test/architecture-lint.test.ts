import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

/** Lints one line of code as if it were written in `file`; returns ESLint's messages. */
function lint(file: string, code: string): string {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  return result.stdout + result.stderr;
}

describe('architecture boundaries enforced by lint', () => {
  it('stops a remote from importing another remote', () => {
    expect(lint('mf-search/src/probe.ts', "import '@directpay/mf-profile';\n")).toMatch(/A remote never imports another remote/);
  });

  it('stops a remote from importing the host or the API', () => {
    expect(lint('mf-account/src/probe.ts', "import '@directpay/host';\n")).toMatch(/never imports/);
    expect(lint('mf-profile/src/probe.ts', "import '@directpay/api';\n")).toMatch(/never imports/);
  });

  it('stops shared-ui and contracts from importing any app', () => {
    expect(lint('shared-ui/src/probe.ts', "import '@directpay/host';\n")).toMatch(/may not import any app/);
    expect(lint('contracts/src/probe.ts', "import '@directpay/shared-ui';\n")).toMatch(/imports no app/);
  });

  it('lets a remote use shared-ui and contracts', () => {
    expect(lint('mf-search/src/probe.ts', "import '@directpay/shared-ui';\nimport '@directpay/contracts';\n")).not.toMatch(/error/);
  });
});

describe('the API declares no schema of its own (issue 14)', () => {
  it('refuses a TypeBox value import and a route generic in api/src', () => {
    expect(lint('api/src/probe.ts', "import { Type } from '@sinclair/typebox';\nexport const X = Type.String();\n")).toMatch(/api\/src declares no schema/);
    expect(lint('api/src/probe.ts', "import { TypeCompiler } from '@sinclair/typebox/compiler';\nexport const C = TypeCompiler;\n")).toMatch(/api\/src declares no schema/);
    const generic = "declare const app: { get<T>(path: string): T };\nexport const x = app.get<{ Params: { id: string } }>('/');\n";
    expect(lint('api/src/probe.ts', generic)).toMatch(/Register routes with route\(fastify, endpoint/);
  });

  it('lets api/src import TypeBox types and contracts schemas', () => {
    const code = "import type { TSchema } from '@sinclair/typebox';\nimport { getClinic } from '@directpay/contracts';\nexport const x: TSchema | undefined = getClinic.params;\n";
    expect(lint('api/src/probe.ts', code)).not.toMatch(/error/);
  });
});

describe('effects return only a cleanup function', () => {
  const file = 'mf-search/src/probe.tsx';
  const header = "import { useEffect, useLayoutEffect } from 'react';\ndeclare const list: { scrollTo(o: object): Promise<void> };\n";

  it('refuses an expression-bodied effect, whose value React would call as a cleanup', () => {
    const out = lint(file, `${header}export function A() { useEffect(() => list.scrollTo({ top: 0 }), []); return null; }\n`);
    expect(out).toMatch(/An effect returns nothing or a cleanup function/);
    expect(lint(file, `${header}export function B() { useLayoutEffect(() => list.scrollTo({}), []); return null; }\n`)).toMatch(/An effect returns nothing/);
  });

  it('refuses it through the React namespace too', () => {
    const out = lint(file, `import * as React from 'react';\nexport function A() { React.useEffect(() => void 0, []); return null; }\n`);
    expect(out).toMatch(/An effect returns nothing or a cleanup function/);
  });

  it('accepts a braced body and an arrow that returns the cleanup', () => {
    const out = lint(file, `${header}export function A() {\n  useEffect(() => { list.scrollTo({ top: 0 }); }, []);\n  useLayoutEffect(() => () => void list.scrollTo({}), []);\n  return null;\n}\n`);
    expect(out).not.toMatch(/error/);
  });
});
