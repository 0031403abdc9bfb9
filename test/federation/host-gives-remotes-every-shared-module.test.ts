/**
 * @jest-environment jsdom
 */
import path from 'node:path';
import util from 'node:util';
import { sharedSingletons } from '../../scripts/webpack/shared-modules';

// jsdom lacks the encoders react-router needs (as in the web projects' setup).
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
type SharedVersions = Record<string, { version: string; requiredVersion: string }>;
// Required, not imported: after the encoders are in place, and without type-checking browser code in this node project.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { hostShared } = require('../../host/src/remotes/federation') as { hostShared: (config: SharedVersions) => Record<string, unknown> };

/**
 * The host's build decides which modules are shared (sharedSingletons); the host's
 * federation instance must have a module for each, or every remote fails to load.
 * A new shared-ui entry point is the usual way to miss one.
 */
it('the host has a module for every module its build shares', () => {
  const config = Object.fromEntries(
    Object.entries(sharedSingletons(path.resolve(__dirname, '../../host'))).map(([name, { requiredVersion }]) => [name, { version: '0.0.0', requiredVersion }]),
  );
  expect(Object.keys(config)).toEqual(expect.arrayContaining(['react', '@directpay/shared-ui', '@directpay/shared-ui/query']));
  expect(Object.keys(hostShared(config)).sort()).toEqual(Object.keys(config).sort());
});
