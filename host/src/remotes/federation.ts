/**
 * The host's federation runtime, made when a page first needs a remote (decision 0006). Remotes
 * get the host's copies of the shared modules, decided for every app in scripts/webpack/shared-modules.ts.
 */
import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as styled from '@directpay/shared-ui/styled';
import * as zustand from 'zustand';
import * as sharedUi from '@directpay/shared-ui';
import * as routing from '@directpay/shared-ui/routing';
import * as i18nEntry from '@directpay/shared-ui/i18n';

/** Written by the host's build: the shared modules' versions and the ranges the host requires. */
declare const __DIRECTPAY_SHARED__: Record<string, { version: string; requiredVersion: string }>;

/** Modules the host's main has already run: given to remotes as they are. */
const LOADED: Record<string, unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  '@directpay/shared-ui/styled': styled,
  zustand,
  '@directpay/shared-ui': sharedUi,
  '@directpay/shared-ui/routing': routing,
  '@directpay/shared-ui/i18n': i18nEntry,
};

/** Modules fetched when a remote first asks for one (each its own chunk of the host). */
const ON_DEMAND: Record<string, () => Promise<unknown>> = {
  '@directpay/shared-ui/dialogs': () => import('@directpay/shared-ui/dialogs'),
  '@directpay/shared-ui/contract-text': () => import('@directpay/shared-ui/contract-text'),
  // A remote's shell when it runs alone: no page inside the host asks for it.
  '@directpay/shared-ui/standalone': () => import('@directpay/shared-ui/standalone'),
  '@directpay/shared-ui/provider-mark': () => import('@directpay/shared-ui/provider-mark'),
  '@directpay/shared-ui/forms': () => import('@directpay/shared-ui/forms'),
  '@directpay/shared-ui/mutation': () => import('@directpay/shared-ui/mutation'),
  '@directpay/shared-ui/query': () => import(/* webpackChunkName: "query" */ '@directpay/shared-ui/query'),
  '@radix-ui/react-dialog': () => import('@radix-ui/react-dialog'),
};

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** The host's shared modules in the runtime's terms: strict singletons, the host's copy first. */
export function hostShared(config: typeof __DIRECTPAY_SHARED__ = __DIRECTPAY_SHARED__): SharedOptions {
  const shared: SharedOptions = {};
  for (const [name, { version, requiredVersion }] of Object.entries(config)) {
    const shareConfig = { singleton: true, strictVersion: true, requiredVersion };
    if (name in LOADED) shared[name] = { version, shareConfig, lib: () => LOADED[name] as never };
    else if (ON_DEMAND[name]) shared[name] = { version, shareConfig, get: () => ON_DEMAND[name]().then((module) => () => module as never) };
    // A package the build shares that this list lacks would let each remote run its own copy: fail loudly.
    else throw new Error(`[remotes] the host shares ${name} but has no module for it in federation.ts`);
  }
  return shared;
}

/** The page's one federation instance; remotes built with `externalRuntime` are given its runtime core. */
export function createFederation(remotes: Record<string, string>): ModuleFederation {
  return createInstance({
    name: 'host',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    shared: hostShared(),
    // The host's copies are loaded first, so a remote takes them rather than the highest version on the page.
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCore()],
  });
}
