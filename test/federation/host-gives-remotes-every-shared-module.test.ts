/**
 * @jest-environment jsdom
 */
import path from 'node:path';
import util from 'node:util';
import { sharedSingletons } from '../../scripts/webpack/create-app-config';

// jsdom lacks the encoders react-router needs (as in the web projects' setup).
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the encoders are in place
const { hostShared } = require('../../host/src/remotes/federation') as typeof import('../../host/src/remotes/federation');

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
