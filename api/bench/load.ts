/**
 * A small closed-loop HTTP load generator that runs in a worker thread, so the
 * client does not share the server's event loop (the machine has 2 cores).
 */
import { Worker } from 'node:worker_threads';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  /** CPU time the load generator's own thread used, in ms (what the process's CPU minus it leaves to the server). */
  clientCpuMs: number;
  perSecond: number;
  p50: number;
  p99: number;
}

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { urls, seconds, concurrency } = workerData;
const fs = require('node:fs');
const threadCpuMs = () => {
  const fields = fs.readFileSync('/proc/thread-self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const cpuAtStart = threadCpuMs();
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
let errors = 0, n = 0;
const end = Date.now() + seconds * 1000;
function one(url) {
  return new Promise((resolve) => {
    const t = process.hrtime.bigint();
    http.get(url, { agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode !== 200) errors++;
        latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
        resolve();
      });
    }).on('error', () => { errors++; resolve(); });
  });
}
async function loop() { while (Date.now() < end) await one(urls[n++ % urls.length]); }
const started = Date.now();
Promise.all(Array.from({ length: concurrency }, loop)).then(() => {
  agent.destroy();
  parentPort.postMessage({ latencies, errors, seconds: (Date.now() - started) / 1000, clientCpuMs: threadCpuMs() - cpuAtStart });
});
`;

export function load(urls: string[], seconds: number, concurrency: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { urls, seconds, concurrency } });
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; errors: number; seconds: number; clientCpuMs: number }) => {
      const sorted = m.latencies.sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      resolve({
        requests: sorted.length,
        errors: m.errors,
        seconds: m.seconds,
        clientCpuMs: m.clientCpuMs,
        perSecond: sorted.length / m.seconds,
        p50: at(0.5),
        p99: at(0.99),
      });
      void worker.terminate();
    });
  });
}
