/** The location import's answers: what a file would change (dry run) or changed, and each bad row. */
import { Type, type Static } from '@sinclair/typebox';

/** One problem of the file, where a spreadsheet shows it: row 1 is the first line. */
export const ImportRowError = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  column: Type.String({ description: "The column's header as the file names it" }),
  message: Type.String(),
});
export type ImportRowError = Static<typeof ImportRowError>;

/** Something the owner should know that does not stop the import: what the file has that is not imported, a duplicate left out. */
export const ImportNotice = Type.Object({
  /** The row it concerns, when it is one row (row 1 is the first line; a JSON file has only row 1). */
  row: Type.Optional(Type.Integer({ minimum: 1 })),
  /** The column (for a JSON file, the key) it concerns, when it is one. */
  column: Type.Optional(Type.String()),
  message: Type.String(),
});
export type ImportNotice = Static<typeof ImportNotice>;

export const ImportAction = Type.Union([Type.Literal('create'), Type.Literal('update'), Type.Literal('unchanged')]);
export type ImportAction = Static<typeof ImportAction>;

export const ImportedLocation = Type.Object({
  externalId: Type.String(),
  name: Type.String(),
  action: ImportAction,
  /** The row of the file where the location starts. */
  row: Type.Integer({ minimum: 1 }),
  services: Type.Integer({ minimum: 0 }),
  /** The clinic's id: for updated and unchanged locations, and for created ones once applied. */
  id: Type.Optional(Type.String()),
});
export type ImportedLocation = Static<typeof ImportedLocation>;

export const ImportReport = Type.Object({
  format: Type.Union([Type.Literal('directpay'), Type.Literal('cms')], { description: 'Our simple template, or a CMS price transparency file (CSV or JSON)' }),
  /** Rows read, the header rows included, blank rows not. */
  rows: Type.Integer({ minimum: 0 }),
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  locations: Type.Array(ImportedLocation),
  /** Every bad row (a dry run); an applied import has none. */
  errors: Type.Array(ImportRowError),
  /** What does not stop the import but is not imported as the file has it (items left out, duplicates). */
  notices: Type.Array(ImportNotice),
  /** The file gives no category for some locations: the apply needs one, sent as the category field. */
  categoryNeeded: Type.Boolean(),
});
export type ImportReport = Static<typeof ImportReport>;
