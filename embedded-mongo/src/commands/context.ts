import { Long } from 'bson';
import { CursorRegistry } from '../cursors';
import { badValue } from '../errors';
import { Engine } from '../storage/engine';
import { Doc, isPlainObject } from '../values';

export interface CommandContext {
  engine: Engine;
  cursors: CursorRegistry;
  db: string;
  connectionId: number;
}

export type Handler = (cmd: Doc, ctx: CommandContext) => Doc | Promise<Doc>;

export function collName(cmd: Doc, key: string): string {
  const v = cmd[key];
  if (typeof v !== 'string' || v.length === 0) throw badValue(`collection name has invalid type ${typeof v}`);
  return v;
}

export function optDoc(v: unknown, what: string): Doc | undefined {
  if (v === undefined || v === null) return undefined;
  if (!isPlainObject(v)) throw badValue(`${what} must be an object`);
  return v;
}

export function optNumber(v: unknown): number | undefined {
  if (v === undefined || v === null) return undefined;
  if (v instanceof Long) return v.toNumber();
  return Number(v);
}
