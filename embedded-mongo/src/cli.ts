import { startEmbeddedMongo } from './index';

// Usage: tsx embedded-mongo/src/cli.ts --data-dir ./.data [--port 27018 [--host 127.0.0.1]]
// Without --port it listens only on an owner-only Unix socket in the data folder.
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const dataDir = arg('data-dir') ?? './.data';
  const rawPort = arg('port');
  const mongo = await startEmbeddedMongo({ dataDir, port: rawPort === undefined ? undefined : Number(rawPort), host: arg('host') });
  // The first stdout line is the URI; scripts and tests parse it.
  process.stdout.write(`${mongo.uri}\n`);
  const stop = (): void => {
    mongo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(`${message.startsWith('embedded-mongo:') ? message : `embedded-mongo failed to start: ${message}`}\n`);
  process.exit(1);
});
