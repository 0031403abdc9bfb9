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
