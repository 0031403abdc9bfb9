/**
 * CMS's validator for Hospital Price Transparency files (@cmsgov/hpt-validator,
 * V3.0.0 rules), run in a process of its own (hpt-validate.mjs says why).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface HptResult {
  valid: boolean;
  errors: { path: string; message: string }[];
  alerts: { path: string; message: string }[];
}

const ENTRY = require.resolve('@cmsgov/hpt-validator');

export function hptValidate(bytes: string | Buffer, format: 'json' | 'csv'): HptResult {
  const out = execFileSync(process.execPath, [path.join(__dirname, 'hpt-validate.mjs'), ENTRY, format], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as HptResult;
}
