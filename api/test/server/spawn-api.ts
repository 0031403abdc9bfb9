/**
 * The API as `npm start -w api` runs it: src/server.ts in a process of its own,
 * so a test sees what a client sees over a socket (and how the process starts
 * or refuses to).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../src/server.ts');

export interface Exited {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs src/server.ts with only `env` (and PATH/HOME) set; resolves once it listens, or rejects with how it exited. */
export function runServer(env: Record<string, string>): { child: ChildProcess; listening: Promise<number>; exited: Promise<Exited> } {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Exited>((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout)?.[1];
      if (port) resolve(Number(port));
    });
    void exited.then((e) => reject(new Error(`the API exited (${e.code}) before listening:\n${e.stderr}`)));
  });
  return { child, listening, exited };
}

export interface RunningApi {
  port: number;
  stop(): Promise<Exited>;
}

/** The API on a fresh temporary DATA_DIR (embedded engine), NODE_ENV=test. */
export async function startApi(env: Record<string, string> = {}): Promise<RunningApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'api-process-'));
  const run = runServer({ NODE_ENV: 'test', DATA_DIR: dataDir, OUTBOX_DIR: path.join(dataDir, 'outbox'), ...env });
  try {
    const port = await run.listening;
    return {
      port,
      async stop() {
        run.child.kill('SIGTERM');
        const exited = await run.exited;
        rmSync(dataDir, { recursive: true, force: true });
        return exited;
      },
    };
  } catch (error) {
    run.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `request` as written (any bytes, valid HTTP or not) and reads one
 * response until the server closes the connection or it is complete.
 */
export function rawHttp(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (closed = false) => {
      if (done) return;
      const parsed = parse(received, closed);
      if (!parsed) return;
      done = true;
      socket.destroy();
      resolve(parsed);
    };
    socket.on('connect', () => socket.write(request, () => undefined));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      finish();
    });
    // The server may answer and close before it has read everything sent.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      finish(true);
      if (!done) reject(new Error(`no complete response; received ${JSON.stringify(received.toString('latin1').slice(0, 200))}`));
    });
    socket.setTimeout(timeoutMs, () => socket.destroy());
  });
}

/** One response, or undefined while it is incomplete; without a length its body ends when the connection does. */
function parse(bytes: Buffer, closed: boolean): RawResponse | undefined {
  const text = bytes.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
  const rest = bytes.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
  let body: Buffer;
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (rest.length < length) return undefined;
    body = rest.subarray(0, length);
  } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return undefined;
      const size = parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      if (size === 0) break;
      if (rest.length < lineEnd + 2 + size) return undefined;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 4 + size;
    }
    body = Buffer.concat(chunks);
  } else if (closed) {
    body = rest;
  } else {
    return undefined;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}
