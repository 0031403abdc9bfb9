import { Codes, MongoError } from '../errors';
import { Doc, isPlainObject } from '../values';

/**
 * The fields a command may carry, checked before it runs, as MongoDB's own
 * command parser does: a field MongoDB does not know is code 40415, and a
 * field MongoDB knows but this engine cannot honour (a collation, a capped
 * collection, a TTL index, ...) is refused, never silently ignored.
 */

// 'ok': honoured, or it cannot change an answer here (allowDiskUse, a hint on a write).
// 'no': refused. A function: refused when it says why (e.g. any collation but 'simple').
type Rule = 'ok' | 'no' | ((value: unknown) => boolean);

// MongoDB never refuses these options, so there is no answer to copy: 115 is what
// mongod gives when its storage engine cannot provide what a command asks for.
const UNSUPPORTED = Codes.CommandNotSupported;

// What a refused field asks for, for the message.
const FEATURES: Record<string, string> = {
  collation: "collations other than { locale: 'simple' }",
  let: 'let variables',
  capped: 'capped collections',
  validator: 'schema validation ($jsonSchema or query validators)',
  validationLevel: 'schema validation',
  validationAction: 'schema validation',
  viewOn: 'views',
  pipeline: 'views',
  timeseries: 'time series collections',
  expireAfterSeconds: 'TTL (expireAfterSeconds)',
  clusteredIndex: 'clustered collections',
  changeStreamPreAndPostImages: 'change streams',
  encryptedFields: 'queryable encryption',
  tailable: 'tailable cursors (they need capped collections)',
  awaitData: 'tailable cursors (they need capped collections)',
  explain: 'explain through aggregate (use the explain command with find, count or distinct)',
  min: 'index bounds (min/max)',
  max: 'index bounds (min/max)',
  temp: 'temporary collections',
  autoIndexId: 'collections without an _id index',
  recordPreImages: 'change streams',
};

const collation: Rule = (v) => !(isPlainObject(v) && v.locale === 'simple' && Object.keys(v).length === 1);
const set: Rule = (v) => v !== undefined && v !== null && v !== false && v !== 0;
const nonEmpty: Rule = (v) => !(isPlainObject(v) && Object.keys(v).length === 0) && v !== undefined && v !== null;
const enabled: Rule = (v) => !(isPlainObject(v) && v.enabled === false);

// MongoDB's generic arguments: any command may carry them. Fields starting with
// '$' ($db, $clusterTime, $readPreference) belong to the wire protocol and pass too.
const GENERIC = new Set([
  'lsid', 'txnNumber', 'autocommit', 'startTransaction', 'txnRetryCounter', 'readConcern', 'writeConcern', 'maxTimeMS', 'comment',
  'apiVersion', 'apiStrict', 'apiDeprecationErrors', 'clientOperationKey', 'mayBypassWriteBlocking', 'allowImplicitCollectionCreation',
  'databaseVersion', 'shardVersion', 'help', 'maxTimeMSOpOnly', 'usesDefaultMaxTimeMS', 'tracking_info', 'coordinator',
]);

const writeBase: Record<string, Rule> = { ordered: 'ok', bypassDocumentValidation: 'ok', stmtId: 'ok', stmtIds: 'ok', let: 'no', runtimeConstants: 'no' };

// The fields MongoDB 7.0 knows for each command this engine answers (besides the command's own name).
const COMMANDS: Record<string, Record<string, Rule>> = {
  find: {
    filter: 'ok', projection: 'ok', sort: 'ok', hint: 'ok', skip: 'ok', limit: 'ok', batchSize: 'ok', singleBatch: 'ok', allowDiskUse: 'ok',
    allowPartialResults: 'ok', readOnce: 'ok', term: 'ok', collation, let: 'no', min: 'no', max: 'no', returnKey: set, showRecordId: set,
    tailable: set, awaitData: set, oplogReplay: set, noCursorTimeout: set, ntoreturn: 'no', options: 'no', runtimeConstants: 'no',
    allowSpeculativeMajorityRead: 'no', collectionUUID: 'no', encryptionInformation: 'no',
  },
  getMore: { collection: 'ok', batchSize: 'ok', term: 'ok', lastKnownCommittedOpTime: 'ok' },
  killCursors: { cursors: 'ok' },
  aggregate: {
    pipeline: 'ok', cursor: 'ok', allowDiskUse: 'ok', hint: 'ok', bypassDocumentValidation: 'ok', collation, let: 'no', explain: set,
    exchange: 'no', runtimeConstants: 'no', isMapReduceCommand: set, collectionUUID: 'no', needsMerge: set, fromMongos: set,
    encryptionInformation: 'no', sampleId: 'no', stmtId: 'no',
  },
  count: { query: 'ok', limit: 'ok', skip: 'ok', hint: 'ok', fields: 'ok', collation, encryptionInformation: 'no', sampleId: 'no', mirrored: 'ok' },
  distinct: { key: 'ok', query: 'ok', hint: 'ok', collation, sampleId: 'no', mirrored: 'ok' },
  insert: { ...writeBase, documents: 'ok' },
  update: { ...writeBase, updates: 'ok' },
  delete: { ...writeBase, deletes: 'ok' },
  findAndModify: {
    query: 'ok', sort: 'ok', remove: 'ok', update: 'ok', new: 'ok', fields: 'ok', upsert: 'ok', bypassDocumentValidation: 'ok',
    arrayFilters: 'ok', hint: 'ok', stmtId: 'ok', collation, let: 'no', runtimeConstants: 'no', encryptionInformation: 'no', sampleId: 'no',
  },
  create: {
    capped: set, size: 'ok', max: 'ok', autoIndexId: (v) => v === false, idIndex: 'ok', storageEngine: 'ok', indexOptionDefaults: 'ok', flags: 'ok',
    validator: nonEmpty, validationLevel: 'ok', validationAction: 'ok', viewOn: 'no', pipeline: 'no', collation, timeseries: 'no',
    clusteredIndex: 'no', expireAfterSeconds: 'no', changeStreamPreAndPostImages: enabled, encryptedFields: 'no', temp: set, recordPreImages: set,
  },
  collMod: {
    validator: nonEmpty, validationLevel: 'no', validationAction: 'no', index: 'no', viewOn: 'no', pipeline: 'no', expireAfterSeconds: 'no',
    timeseries: 'no', changeStreamPreAndPostImages: 'no', cappedSize: 'no', cappedMax: 'no', recordPreImages: 'no', dryRun: 'no',
  },
  createIndexes: { indexes: 'ok', commitQuorum: 'ok', ignoreUnknownIndexOptions: 'ok', isTimeseriesNamespace: 'no', collectionUUID: 'no' },
  listIndexes: { cursor: 'ok', includeBuildUUIDs: 'ok', includeIndexBuildInfo: 'ok', collectionUUID: 'no' },
  listCollections: { filter: 'ok', nameOnly: 'ok', authorizedCollections: 'ok', cursor: 'ok', includePendingDrops: 'ok' },
  listDatabases: { filter: 'ok', nameOnly: 'ok', authorizedDatabases: 'ok' },
  drop: { collectionUUID: 'no' },
  dropIndexes: { index: 'ok', collectionUUID: 'no' },
  dropDatabase: {},
  explain: { verbosity: 'ok' },
};
COMMANDS.findandmodify = COMMANDS.findAndModify;
COMMANDS.deleteIndexes = COMMANDS.dropIndexes;

// The statements inside write commands, and index specifications (these are
// not parsed strictly by MongoDB, so only the options it would honour are checked).
const NESTED: Record<string, { field: string; rules: Record<string, Rule>; strict: boolean }> = {
  // No 'sort': an update statement's sort is MongoDB 8.0's, and the engine reports 7.0 (see handshake.ts).
  update: { field: 'updates', strict: true, rules: { q: 'ok', u: 'ok', multi: 'ok', upsert: 'ok', arrayFilters: 'ok', hint: 'ok', sampleId: 'ok', collation, c: 'no', upsertSupplied: set } },
  delete: { field: 'deletes', strict: true, rules: { q: 'ok', limit: 'ok', hint: 'ok', sampleId: 'ok', collation } },
  createIndexes: { field: 'indexes', strict: false, rules: { expireAfterSeconds: 'no', collation } },
};

function check(path: string, doc: Doc, rules: Record<string, Rule>, strict: boolean, skip: (field: string) => boolean): void {
  for (const [field, value] of Object.entries(doc)) {
    if (skip(field)) continue;
    const rule = rules[field];
    if (rule === undefined) {
      if (strict) throw new MongoError(Codes.IDLUnknownField, `BSON field '${path}.${field}' is an unknown field.`);
      continue;
    }
    if (rule === 'ok' || (typeof rule === 'function' && !rule(value))) continue;
    throw new MongoError(UNSUPPORTED, `BSON field '${path}.${field}' is not supported by the embedded engine: ${FEATURES[field] ?? field}. Use a MongoDB server for it.`);
  }
}

/** Refuses a command field MongoDB does not know (40415) or this engine cannot honour (115). */
export function checkFields(name: string, cmd: Doc): void {
  const rules = COMMANDS[name];
  if (!rules) return;
  check(name, cmd, rules, true, (f) => f === name || f.startsWith('$') || GENERIC.has(f));
  // The command an explain describes is checked as if it ran.
  if (name === 'explain' && isPlainObject(cmd.explain) && Object.keys(cmd.explain).length > 0) checkFields(Object.keys(cmd.explain)[0], cmd.explain);
  const nested = NESTED[name];
  const items = nested && cmd[nested.field];
  if (!nested || !Array.isArray(items)) return;
  for (const item of items) if (isPlainObject(item)) check(`${name}.${nested.field}`, item, nested.rules, nested.strict, () => false);
}

const READ_LEVELS = new Set(['local', 'majority', 'available', 'linearizable', 'snapshot']);

/**
 * Read and write concerns as a standalone mongod answers them: it has no
 * replica set to wait for or read a snapshot from, so those are refused with
 * MongoDB's own codes and messages; local/majority/available reads and
 * w: 0, 1 or 'majority' (with j, wtimeout) are what it does anyway.
 */
export function checkConcerns(cmd: Doc): void {
  const rc = cmd.readConcern;
  if (isPlainObject(rc)) {
    const level = rc.level;
    // MongoDB's wording for a level it does not know; the code is our best reading of its parser.
    if (level !== undefined && !READ_LEVELS.has(level as string)) {
      throw new MongoError(Codes.FailedToParse, "readConcern.level must be either 'local', 'majority', 'linearizable', 'available', or 'snapshot'");
    }
    if (level === 'snapshot') throw new MongoError(Codes.NotAReplicaSet, 'node needs to be a replica set member to use readConcern: snapshot');
    if (level === 'linearizable') throw new MongoError(Codes.NotAReplicaSet, 'node needs to be a replica set member to use read concern');
    for (const at of ['afterClusterTime', 'atClusterTime']) {
      if (rc[at] !== undefined) throw new MongoError(Codes.IllegalOperation, `Cannot specify ${at} readConcern without replication enabled`);
    }
    if (rc.afterOpTime !== undefined) throw new MongoError(Codes.NotAReplicaSet, 'node needs to be a replica set member to use read concern');
  }
  const wc = cmd.writeConcern;
  if (isPlainObject(wc) && wc.w !== undefined) {
    const w = wc.w;
    if (typeof w === 'number') {
      if (!Number.isInteger(w) || w < 0 || w > 50) throw new MongoError(Codes.FailedToParse, `w has to be a non-negative number and not greater than 50; found: ${w}`);
      if (w > 1) throw new MongoError(Codes.BadValue, "cannot use 'w' > 1 when a host is not replicated");
    } else if (w !== 'majority') {
      const mode = typeof w === 'string' ? w : JSON.stringify(w);
      throw new MongoError(Codes.BadValue, `cannot use non-majority 'w' mode ${mode} when a host is not a member of a replica set`);
    }
  }
}
