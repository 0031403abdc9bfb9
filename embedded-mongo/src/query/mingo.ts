import { Context, Query } from 'mingo';
import type { Options } from 'mingo/types';
import { looseGeoPoint, shapeTest } from '../geo/shapes';
import { Doc, valuesAtPath } from '../values';

const geoWithin = (selector: string, value: unknown) => {
  const test = shapeTest(value as Doc);
  return (obj: Doc): boolean =>
    valuesAtPath(obj, selector).some((v) => {
      const p = looseGeoPoint(v);
      return p !== undefined && test(p);
    });
};

const context = Context.init({ query: { $geoWithin: geoWithin } as never });

export function mingoOptions(extra: Partial<Options> = {}): Partial<Options> {
  // Scripting ($where, $function, $accumulator) would run client-supplied JS.
  return { idKey: '_id', useStrictMode: true, scriptEnabled: false, context, ...extra };
}

export function compileFilter(filter: Doc | undefined): (doc: Doc) => boolean {
  if (!filter || Object.keys(filter).length === 0) return () => true;
  const q = new Query(filter, mingoOptions());
  return (doc) => q.test(doc);
}
