/**
 * The database commands (run from the repository root):
 *   npm run db:repair  -- [--data-dir DIR]
 *   npm run db:export  -- --out DIR [--data-dir DIR]
 *   npm run db:copy    -- --to mongodb://… [--data-dir DIR]
 *   npm run db:backup  -- --out DIR [--data-dir DIR]
 *   npm run db:restore -- --from DIR [--data-dir DIR]
 * DIR defaults to $DATA_DIR, else ./.data (the folder `npm start` uses).
 * Every failure is one line on stderr and exit code 1.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, restore } from './backup';
import { copyData } from './copy';
import { exportData } from './export';
import { repair } from './repair';

export async function runTool(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: { 'data-dir': { type: 'string' }, out: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } },
  });
  const dataDir = path.resolve(values['data-dir'] ?? env.DATA_DIR ?? '.data');
  const need = (name: 'out' | 'from' | 'to'): string => {
    const v = values[name];
    if (!v) throw new Error(`db:${command} needs --${name}`);
    return v;
  };
  switch (command) {
    case 'repair':
      return (await repair(dataDir)).lines;
    case 'export':
      return (await exportData(dataDir, need('out'))).lines;
    case 'copy':
      return (await copyData(dataDir, need('to'))).lines;
    case 'backup':
      return (await backup(dataDir, need('out'))).lines;
    case 'restore':
      return (await restore(need('from'), dataDir)).lines;
    default:
      throw new Error(`unknown command "${command ?? ''}": use repair, export, copy, backup or restore`);
  }
}

if (require.main === module) {
  runTool(process.argv.slice(2)).then(
    (lines) => {
      for (const line of lines) process.stdout.write(`${line}\n`);
    },
    (err: unknown) => {
      process.stderr.write(`db:${process.argv[2] ?? ''} failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
