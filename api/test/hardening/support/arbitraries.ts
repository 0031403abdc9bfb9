/**
 * fast-check arbitraries made from a route's JSON schema (TypeBox objects are
 * JSON schema): mostly values the schema allows, mixed with the hostile ones an
 * attacker sends (wrong types, operator objects, __proto__ keys, huge strings).
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;

const HOSTILE: unknown[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*' },
  [],
  {},
  null,
  '',
  ' ',
  'x'.repeat(5000),
  -1,
  0,
  1e308,
  -0.5,
  true,
  '__proto__',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  'ffffffffffffffffffffffff',
];

export const hostileValue = (): fc.Arbitrary<unknown> => fc.oneof(fc.constantFrom(...HOSTILE), fc.anything({ maxDepth: 2 }));

/** A value the schema allows (as far as JSON schema can say). */
export function validOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = schema;
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const union = (s.anyOf ?? s.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((u) => validOf(u, depth)));
  const type = Array.isArray(s.type) ? (s.type as string[])[0] : (s.type as string | undefined);
  switch (type) {
    case 'string': {
      if (s.format === 'email') return fc.emailAddress();
      if (typeof s.pattern === 'string') return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= Number(s.maxLength ?? Infinity));
      const minLength = Number(s.minLength ?? 0);
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(Number(s.maxLength ?? 30), 60)) });
    }
    case 'integer':
      return fc.integer({ min: Number(s.minimum ?? -1000), max: Number(s.maximum ?? 100_000) });
    case 'number':
      return fc.double({ min: Number(s.minimum ?? -1000), max: Number(s.maximum ?? 1000), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const minLength = Number(s.minItems ?? 0);
      return fc.array(validOf((s.items as Schema) ?? {}, depth + 1), { minLength, maxLength: Math.max(minLength, Math.min(Number(s.maxItems ?? 3), 3)) });
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      if (depth > 4) return fc.constant({});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = validOf(value, depth + 1);
      return fc.record(record, { requiredKeys: ((s.required ?? []) as string[]).filter((k) => k in properties) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** Like validOf, but any node may be swapped for a hostile value and any object may carry extra or __proto__ keys. */
export function hostileOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const type = schema.type;
  let inner: fc.Arbitrary<unknown>;
  if (type === 'object' && schema.properties && depth <= 4) {
    const properties = schema.properties as Record<string, Schema>;
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, value] of Object.entries(properties)) record[key] = hostileOf(value, depth + 1);
    inner = fc.tuple(fc.record(record, { requiredKeys: ((schema.required ?? []) as string[]).filter((k) => k in properties) }), fc.constantFrom('none', 'none', 'none', 'extra', 'proto', 'operator')).map(([value, extra]) => {
      if (extra === 'extra') return { ...value, unexpectedField: 1 };
      if (extra === 'proto') {
        const rest = JSON.stringify(value).slice(1); // '}' when every value was undefined
        return JSON.parse(`{"__proto__":{"polluted":true}${rest === '}' ? '' : ','}${rest}`) as unknown;
      }
      if (extra === 'operator') return { ...value, $where: '1' };
      return value;
    });
  } else {
    inner = validOf(schema, depth);
  }
  return fc.oneof({ weight: 6, arbitrary: inner }, { weight: 1, arbitrary: hostileValue() });
}

/** A query-string or path value: what the schema allows, as text, or hostile text. */
export function textOf(schema: Schema | undefined): fc.Arbitrary<string> {
  const valid = schema ? validOf(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : fc.string();
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 1, arbitrary: fc.constantFrom('', '%00', '[object Object]', 'NaN', '-1', '1e999', 'ffffffffffffffffffffffff', 'x'.repeat(3000)) });
}
