/**
 * A local stand-in for the NPPES NPI Registry API v2.1, which these machines
 * cannot reach: `GET /api/?version=2.1&number=…` answers in the registry's shape
 * from fixtures.ts (`result_count` 0 for a number it does not hold, `Errors` for
 * a request the registry refuses), one fixture answers slowly and one with a 500.
 * `npm start` and the browser tests run it; API tests start one each. It counts
 * the lookups of each number, so a test can see a check ran once.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registryFixtures, type Fixture } from './fixtures';
import type { RegistryAnswer, RegistryRecord } from '../provider-verification/registry-record';

export interface NpiRegistryStandIn {
  /** Base URL, for NPI_REGISTRY_URL. */
  url: string;
  /** How many lookups of this number it answered (or began to answer). */
  lookups(npi: string): number;
  /** Replaces a number's record (a test lapses an NPI this way); undefined removes it. */
  setRecord(npi: string, record: RegistryRecord | undefined): void;
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  host?: string;
  /** How long the slow fixture takes to answer. */
  slowMs?: number;
}

const errors = (description: string, number: string): RegistryAnswer => ({ Errors: [{ description, field: 'number', number }] });

function answerOf(fixture: Fixture | undefined): RegistryAnswer {
  return fixture?.record ? { result_count: 1, results: [fixture.record] } : { result_count: 0, results: [] };
}

export async function startNpiRegistryStandIn({ port = 0, host = '127.0.0.1', slowMs = 20_000 }: StandInOptions = {}): Promise<NpiRegistryStandIn> {
  const fixtures = registryFixtures();
  const counts = new Map<string, number>();
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://registry.local');
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'GET' || (url.pathname !== '/api/' && url.pathname !== '/api')) return send(404, { Errors: [{ description: 'Not found' }] });
    const number = url.searchParams.get('number') ?? '';
    if (url.searchParams.get('version') !== '2.1') return send(200, errors('Invalid version', number));
    if (!/^\d{10}$/.test(number)) return send(200, errors('Field number must be 10 digits', number));
    counts.set(number, (counts.get(number) ?? 0) + 1);
    const fixture = fixtures.get(number);
    if (fixture?.behaviour === 'server-error') return send(500, { message: 'Internal Server Error' });
    if (fixture?.behaviour === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(200, answerOf(fixture));
      }, slowMs);
      pending.add(timer);
      return;
    }
    send(200, answerOf(fixture));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    lookups: (npi) => counts.get(npi) ?? 0,
    setRecord(npi, record) {
      const fixture = fixtures.get(npi);
      fixtures.set(npi, { ...fixture, record });
    },
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
