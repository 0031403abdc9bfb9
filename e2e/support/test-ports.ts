import { test } from '@playwright/test';
import { BASE_PORT } from './site';

/**
 * Ports for servers a test opens itself, above the site's own (BASE_PORT..+3, API +1000).
 * Each block gives every worker 10 ports, 5 per project, so parallel workers and both
 * viewports never share a server. Every such port comes from here (lint refuses BASE_PORT in specs).
 */
const BLOCKS = {
  /** Remotes served from their built folders or copies of them (fault specs). */
  remotes: 50,
  /** Remote variants built by a test (remotes-ship-alone). */
  builds: 200,
  /** Other people's websites a test serves (a clinic's own site with the price card). */
  sites: 300,
  /** Development servers a test starts (`npm run dev -w <remote>`). */
  devServers: 400,
} as const;

/** The port for the running test's server number `offset` (0–4) in `block`. */
export function testServerPort(block: keyof typeof BLOCKS, offset: number): number {
  if (!Number.isInteger(offset) || offset < 0 || offset > 4) throw new Error(`testServerPort: offset ${offset} is outside 0–4`);
  const info = test.info();
  return BASE_PORT + BLOCKS[block] + info.parallelIndex * 10 + (info.project.name === 'mobile' ? 5 : 0) + offset;
}
