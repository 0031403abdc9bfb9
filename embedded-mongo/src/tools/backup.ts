import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../errors';
import { decodeRecords } from '../storage/records';
import { FRESH_MARKER, journalGen, SNAPSHOT } from '../storage/persistence';
import { fsyncDir } from '../storage/fsync';
import { prepareDataDir } from '../storage/persistence';
import { openData, requireStopped } from './connect';

export interface BackupReport {
  out: string;
  bytes: number;
  collections: Array<{ db: string; c: string; count: number }>;
  lines: string[];
}

const MANIFEST = 'backup.json';

function verify(file: string): void {
  const { problem } = decodeRecords(fs.readFileSync(file));
  if (problem) throw new StartupError(`${file} is damaged at byte ${problem.offset} (${problem.reason}): this backup cannot be used`, file, problem.offset);
}

async function copyDurably(from: string, to: string): Promise<void> {
  const tmp = `${to}.tmp`;
  await fs.promises.copyFile(from, tmp);
  const h = await fs.promises.open(tmp, 'r+');
  try {
    await h.sync();
  } finally {
    await h.close();
  }
  await fs.promises.rename(tmp, to);
  await fsyncDir(path.dirname(to));
}

/**
 * A consistent copy of the embedded database of dataDir, running or not: the
 * engine writes its state as of one instant (a snapshot file) inside its own
 * folder; it is verified, copied to outDir and removed from the data folder.
 */
export async function backup(dataDir: string, outDir: string): Promise<BackupReport> {
  const out = path.resolve(outDir);
  if (fs.existsSync(out) && fs.readdirSync(out).length > 0) throw new StartupError(`${out} is not empty: pass --out with a new or empty folder`, out);
  const source = await openData(dataDir);
  try {
    const res = (await source.client.db('admin').command({ embeddedBackup: 1 })) as { path: string; bytes: number; collections: BackupReport['collections'] };
    try {
      const made = path.join(res.path, SNAPSHOT);
      verify(made);
      await fs.promises.mkdir(out, { recursive: true });
      await copyDurably(made, path.join(out, SNAPSHOT));
      verify(path.join(out, SNAPSHOT));
      const manifest = { format: 'embedded-mongo backup 1', createdAt: new Date().toISOString(), from: path.resolve(dataDir), bytes: res.bytes, collections: res.collections };
      fs.writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    } finally {
      await fs.promises.rm(res.path, { recursive: true, force: true });
    }
    const total = res.collections.reduce((n, c) => n + c.count, 0);
    return {
      out,
      bytes: res.bytes,
      collections: res.collections,
      lines: [`backed up ${total} documents in ${res.collections.length} collections (${res.bytes} bytes, ${source.running ? 'from the running app' : 'app not running'}) to ${out}`],
    };
  } finally {
    await source.close();
  }
}

/**
 * Replaces the data of dataDir (app stopped) with a backup. The backup is
 * verified first; the files it replaces are moved to dataDir/before-restore-<time>/.
 */
export async function restore(fromDir: string, dataDir: string): Promise<{ lines: string[]; savedTo?: string }> {
  const from = path.resolve(fromDir);
  const dir = path.resolve(dataDir);
  const snap = path.join(from, SNAPSHOT);
  if (!fs.existsSync(snap)) throw new StartupError(`${from} holds no ${SNAPSHOT}: pass --from with a folder made by npm run db:backup`, from);
  verify(snap);
  prepareDataDir(dir);
  requireStopped(dir, 'restoring into it');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const current = fs.readdirSync(dir).filter((f) => f === SNAPSHOT || f === FRESH_MARKER || journalGen(f) !== undefined);
  let savedTo: string | undefined;
  if (current.length) {
    savedTo = path.join(dir, `before-restore-${stamp}`);
    fs.mkdirSync(savedTo);
    for (const f of current) fs.renameSync(path.join(dir, f), path.join(savedTo, f));
    await fsyncDir(dir);
  }
  await copyDurably(snap, path.join(dir, SNAPSHOT));
  let counts = '';
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(from, MANIFEST), 'utf8')) as { collections: Array<{ count: number }>; createdAt: string };
    counts = ` (${manifest.collections.reduce((n, c) => n + c.count, 0)} documents, backed up ${manifest.createdAt})`;
  } catch {
    // The manifest is informational.
  }
  const lines = [`restored ${from}${counts} into ${dir}`];
  if (savedTo) lines.push(`the data it replaced is in ${savedTo}`);
  return { lines, savedTo };
}
