import fs from 'node:fs';
import path from 'node:path';
import { decodeRecords, encodeRecord, salvageRecords } from '../storage/records';
import { FRESH_MARKER, journalGen, SNAPSHOT } from '../storage/persistence';
import { JOURNAL_HEAD } from '../storage/journal';
import { fsyncDir } from '../storage/fsync';
import { requireStopped } from './connect';

export interface RepairedFile {
  file: string;
  /** The damaged file as it was. */
  backup: string;
  keptRecords: number;
  droppedBytes: number;
  dropped: Array<{ from: number; to: number }>;
  note?: string;
}

export interface RepairReport {
  dataDir: string;
  files: RepairedFile[];
  lines: string[];
}

async function replaceFile(file: string, content: Buffer): Promise<void> {
  const tmp = `${file}.repair-tmp`;
  const h = await fs.promises.open(tmp, 'w');
  try {
    await h.writeFile(content);
    await h.sync();
  } finally {
    await h.close();
  }
  await fs.promises.rename(tmp, file);
  await fsyncDir(path.dirname(file));
}

/**
 * A folder that has held data, with no snapshot and no record in any journal (a
 * journal truncated to nothing), is refused by the engine: nothing is left to
 * keep, so the newest journal gets its first record, and the engine starts with no data.
 */
async function emptied(dir: string, journals: string[], stamp: string, report: RepairReport): Promise<void> {
  if (journals.length === 0 || fs.existsSync(path.join(dir, SNAPSHOT)) || fs.existsSync(path.join(dir, FRESH_MARKER))) return;
  for (const name of journals) if (decodeRecords(await fs.promises.readFile(path.join(dir, name))).records.length > 0) return;
  const file = path.join(dir, journals[journals.length - 1]);
  const backup = `${file}.damaged-${stamp}`;
  await fs.promises.copyFile(file, backup);
  await replaceFile(file, JOURNAL_HEAD);
  report.files.push({ file, backup, keptRecords: 0, droppedBytes: 0, dropped: [], note: 'no record was left in any journal and there is no snapshot' });
  report.lines.push(`${file}: no record was left in any journal and there is no snapshot, so there is nothing to keep; the engine will start with no data. The file as it was is saved as ${backup}`);
}

/**
 * Rewrites every damaged journal and snapshot of dataDir with the records that
 * still verify (records after the damage included), after copying the
 * damaged file to <file>.damaged-<time>. Reports the byte ranges dropped.
 */
export async function repair(dataDir: string): Promise<RepairReport> {
  const dir = path.resolve(dataDir);
  requireStopped(dir, 'repairing it');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const report: RepairReport = { dataDir: dir, files: [], lines: [] };
  const entries = fs.readdirSync(dir);
  const journals = entries.filter((f) => journalGen(f) !== undefined).sort();
  const targets = [...(entries.includes(SNAPSHOT) ? [SNAPSHOT] : []), ...journals];
  for (const name of targets) {
    const file = path.join(dir, name);
    const buf = await fs.promises.readFile(file);
    if (!decodeRecords(buf).problem) continue;
    const backup = `${file}.damaged-${stamp}`;
    await fs.promises.copyFile(file, backup);
    const { records, dropped } = salvageRecords(buf);
    const parts = records.map((r) => r.bytes);
    let note: string | undefined;
    if (name === SNAPSHOT && !records.some((r) => (r.doc.ops as Array<{ o: string }>)?.[0]?.o === 'snap')) {
      // The record naming the journal generation was lost: the oldest journal
      // left is the one compaction started with (replaying an older one on top
      // is harmless, every journal op being a blind, idempotent write).
      const gens = journals.map((f) => journalGen(f) as number);
      const gen = gens.length ? Math.min(...gens) : 0;
      parts.unshift(encodeRecord({ ops: [{ o: 'snap', gen }] }));
      note = `its journal generation was lost; set to ${gen}, the oldest journal present`;
    }
    // A journal with nothing left that verifies still begins with a whole record:
    // the engine refuses one that does not (see JOURNAL_HEAD).
    if (name !== SNAPSHOT && records.length === 0) parts.push(JOURNAL_HEAD);
    await replaceFile(file, Buffer.concat(parts));
    const droppedBytes = dropped.reduce((n, d) => n + d.to - d.from, 0);
    report.files.push({ file, backup, keptRecords: records.length, droppedBytes, dropped, note });
    const ranges = dropped.map((d) => `bytes ${d.from}-${d.to - 1}`).join(', ');
    report.lines.push(
      `${file}: kept ${records.length} verified records, dropped ${droppedBytes} bytes that could not be verified (${ranges}); the damaged file is saved as ${backup}${note ? `; ${note}` : ''}`,
    );
  }
  await emptied(dir, journals, stamp, report);
  if (report.files.length === 0) report.lines.push(`${dir}: every journal and snapshot record verifies; nothing to repair`);
  else report.lines.push('Writes held only in the dropped bytes are lost; everything else is kept. Start the app again.');
  return report;
}
