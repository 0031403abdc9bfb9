import { Handler } from './context';

const hello: Handler = (_cmd, ctx) => ({
  helloOk: true,
  isWritablePrimary: true,
  ismaster: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: 21,
  readOnly: false,
  ok: 1,
});

// MongoDB 7.0, and only what 7.0 accepts: 8.0's additions (an update statement's
// sort, the bulkWrite command) are refused as 7.0 refuses them. docker-compose runs mongo:7.
const buildInfo: Handler = () => ({
  version: '7.0.0',
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['embedded'],
  modules: [],
  ok: 1,
});

export const handshakeCommands: Record<string, Handler> = {
  hello,
  ismaster: hello,
  isMaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  endSessions: () => ({ ok: 1 }),
  refreshSessions: () => ({ ok: 1 }),
  startSession: () => ({ ok: 1 }),
  getParameter: () => ({ featureCompatibilityVersion: { version: '7.0' }, ok: 1 }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
  hostInfo: () => ({ system: { hostname: 'localhost' }, os: {}, extra: {}, ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1:0', ok: 1 }),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  serverStatus: () => ({ host: 'localhost', version: '7.0.0', process: 'embedded-mongo', uptime: process.uptime(), ok: 1 }),
  listCommands: () => ({ commands: {}, ok: 1 }),
  getLastError: () => ({ err: null, n: 0, ok: 1 }),
  getFreeMonitoringStatus: () => ({ state: 'disabled', ok: 1 }),
};
