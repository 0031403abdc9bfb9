/**
 * Checks CSV rows against a Frictionless Table Schema (v2) as a reader of the published schema
 * would cast them: the header row names the fields in order; each cell is a missing value or
 * a value of its field's type and format within its constraints. Covers the types and
 * constraints a schema may state here (string with uri, number, boolean, datetime; required,
 * pattern, enum, minimum, maximum); anything else is reported, never passed.
 */
interface Field {
  name: string;
  type: string;
  format?: string;
  constraints?: { required?: boolean; pattern?: string; enum?: string[]; minimum?: number; maximum?: number };
}
export interface TableSchema {
  fields: Field[];
  missingValues?: string[];
}

/** The specification's lexical forms (v2): numbers without grouping, booleans, XML Schema dateTime. */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATETIME = /^-?\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/;
const TRUE_VALUES = ['true', 'True', 'TRUE', '1'];
const FALSE_VALUES = ['false', 'False', 'FALSE', '0'];

function cellError(field: Field, cell: string): string | undefined {
  const c = field.constraints ?? {};
  switch (field.type) {
    case 'string':
      if (field.format === 'uri' && !URL.canParse(cell)) return 'not a URI';
      if (field.format && !['default', 'uri'].includes(field.format)) return `format ${field.format} unchecked`;
      break;
    case 'number':
      if (!NUMBER.test(cell)) return 'not a number';
      if (c.minimum !== undefined && Number(cell) < c.minimum) return `below ${c.minimum}`;
      if (c.maximum !== undefined && Number(cell) > c.maximum) return `above ${c.maximum}`;
      break;
    case 'boolean':
      if (![...TRUE_VALUES, ...FALSE_VALUES].includes(cell)) return 'not a boolean';
      break;
    case 'datetime':
      if (!DATETIME.test(cell) || Number.isNaN(Date.parse(cell))) return 'not a datetime';
      break;
    default:
      return `type ${field.type} unchecked`;
  }
  if (c.pattern && !new RegExp(`^(?:${c.pattern})$`).test(cell)) return `not matching ${c.pattern}`;
  if (c.enum && !c.enum.includes(cell)) return `not one of ${c.enum.join(', ')}`;
  return undefined;
}

/** Every problem of the table (header first, then data rows), as "row N, column: problem (value)". */
export function tableSchemaErrors(schema: TableSchema, [header, ...rows]: string[][]): string[] {
  const names = schema.fields.map((field) => field.name);
  if (JSON.stringify(header) !== JSON.stringify(names)) return [`header ${JSON.stringify(header)} is not the fields ${JSON.stringify(names)}`];
  const missing = schema.missingValues ?? [''];
  const errors: string[] = [];
  rows.forEach((row, r) => {
    if (row.length !== names.length) errors.push(`row ${r + 2}: ${row.length} cells for ${names.length} fields`);
    schema.fields.forEach((field, i) => {
      const cell = row[i] ?? '';
      const problem = missing.includes(cell) ? (field.constraints?.required ? 'required but missing' : undefined) : cellError(field, cell);
      if (problem) errors.push(`row ${r + 2}, ${field.name}: ${problem} (${JSON.stringify(cell)})`);
    });
  });
  return errors;
}
