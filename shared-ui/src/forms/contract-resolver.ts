/**
 * react-hook-form resolvers over the contracts' schemas: a form checks exactly
 * what the API will check, with @hookform/resolvers' TypeBox resolver, and only
 * the words shown to the user are chosen here.
 */
import { typeboxResolver } from '@hookform/resolvers/typebox';
import { FormatRegistry, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { FIELD_FORMATS, problemText } from '@directpay/contracts';
import { contractTextNow } from '@directpay/shared-ui/i18n';

// The schemas name the contracts' field rules as `format`s ('email', 'price', 'time', ...);
// TypeBox checks a format only once this copy of it has the rule registered.
for (const [name, rule] of Object.entries(FIELD_FORMATS)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, rule);

/** One problem a check found, at a form field's path ('email', 'services.2.price'). */
export interface FormIssue {
  field: string;
  message: string;
  /** The error's `type` in the form ('check' when left out): what a form reacts to, never the words. */
  type?: string;
}

/**
 * The user's words for a failing field; given the field's value and the
 * contract's own message, so "missing", "wrong" and "out of range" can differ.
 */
export type FieldMessage = string | ((value: unknown, contractMessage: string) => string);

export interface ContractResolverOptions<Values extends FieldValues, Schema extends TObject> {
  /** The contract schema the API validates this request with. */
  schema: Schema;
  /** Form values -> the request (trimmed, renamed); form fields and request properties share names unless `fieldOf` says otherwise. */
  toInput?: (values: Values) => Static<Schema>;
  /** Request path ('services.2.price') -> form field path ('services.5.price'), where they differ. */
  fieldOf?: (inputPath: string, values: Values) => string;
  /**
   * Words by form field path, a row index written as `*` ('services.*.price');
   * a field without words shows the contract's message.
   */
  messages?: Partial<Record<string, FieldMessage>>;
  /** The contracts' cross-field checks of the request; their paths are request paths, like the schema's. */
  inputChecks?: (input: Static<Schema>) => FormIssue[];
  /** Checks of the form alone (form paths, final words): purely presentational ones, like "passwords match". */
  check?: (values: Values) => FormIssue[];
}

const valueAt = (values: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);

function setAt(errors: Record<string, unknown>, path: string, error: FieldError): void {
  const keys = path.split('.');
  let node = errors;
  keys.slice(0, -1).forEach((key) => {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  });
  const last = keys[keys.length - 1];
  if (!node[last]) node[last] = error;
}

/** Flattens nested react-hook-form errors into [path, error] pairs. */
function flatten(errors: Record<string, unknown>, prefix = ''): [string, FieldError][] {
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const error = value as FieldError | Record<string, unknown>;
    return typeof (error as FieldError).message === 'string' || (error as FieldError).type !== undefined
      ? [[path, error as FieldError] as [string, FieldError]]
      : flatten(error as Record<string, unknown>, path);
  });
}

/** A contract's own problem message in the page's language, when the contracts' catalog holds it. */
function contractWords(message: string): string {
  const text = problemText(message);
  return text ? contractTextNow()(text) : message;
}

export function contractResolver<Values extends FieldValues, Schema extends TObject>(
  options: ContractResolverOptions<Values, Schema>,
): Resolver<Values> {
  const validate = typeboxResolver(options.schema);
  const toInput = options.toInput ?? ((values: Values) => values as unknown as Static<Schema>);
  const fieldOf = options.fieldOf ?? ((path: string) => path);
  const words = (field: string, values: Values, contractMessage: string): string => {
    const message = options.messages?.[field] ?? options.messages?.[field.split('.').map((key) => (key !== '' && Number.isInteger(Number(key)) ? '*' : key)).join('.')];
    return typeof message === 'function' ? message(valueAt(values, field), contractMessage) : (message ?? contractWords(contractMessage));
  };
  return async (values, context, resolverOptions) => {
    const input = toInput(values);
    const result = await validate(input, context, { ...resolverOptions, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as never);
    const errors: Record<string, unknown> = {};
    // The form's own checks first: they are the more specific words for a field both find wrong.
    for (const issue of options.check?.(values) ?? []) setAt(errors, issue.field, { type: issue.type ?? 'check', message: issue.message });
    const found = [
      ...flatten(result.errors as Record<string, unknown>).map(([path, error]) => ({ field: path, message: error.message ?? '' })),
      ...(options.inputChecks?.(input) ?? []),
    ];
    for (const { field: inputPath, message } of found) {
      const field = fieldOf(inputPath, values);
      setAt(errors, field, { type: 'contract', message: words(field, values, message) });
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<Values> } : { values, errors: {} };
  };
}

/** A JSON pointer ('/services/2/price') as a form path ('services.2.price'). */
export const pointerToPath = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');

/** A message that tells an empty field from a wrong one. */
export const missingOr =
  (missing: string, wrong: string): FieldMessage =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? wrong : missing;

/** Runs a resolver outside a form (a wizard step, a test): field path -> message, empty when all pass. */
export async function resolveForm<Values extends FieldValues>(resolver: Resolver<Values>, values: Values): Promise<Record<string, string>> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as never);
  return Object.fromEntries(flatten(result.errors as Record<string, unknown>).map(([path, error]) => [path, error.message ?? '']));
}

/** Whether a value fits a contract schema (one field's rule, outside a form). */
export const fitsSchema = (schema: TSchema, value: unknown): boolean => Value.Check(schema, value);
