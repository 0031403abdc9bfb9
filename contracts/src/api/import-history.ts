/** The account's applied imports, and publishing or unpublishing the locations of one. */
import { Type, type Static } from '@sinclair/typebox';

/** Where a clinic can be seen: everywhere, or only by its owner. */
export const ClinicVisibility = Type.Union([Type.Literal('public'), Type.Literal('unpublished')], {
  description: 'public: in search, the map, the sitemap, the price files and the open data; unpublished: only its owner sees it',
});
export type ClinicVisibility = Static<typeof ClinicVisibility>;

export const ImportSummary = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{24}$' }),
  /** When the import was applied. */
  ranAt: Type.String({ format: 'date-time' }),
  created: Type.Integer({ minimum: 0 }),
  updated: Type.Integer({ minimum: 0 }),
  /** Locations of this import the account still has (created or updated by it, not deleted since). */
  locations: Type.Integer({ minimum: 0 }),
  /** Of those, the ones unpublished now. */
  unpublished: Type.Integer({ minimum: 0 }),
});
export type ImportSummary = Static<typeof ImportSummary>;

export const ImportHistory = Type.Object({ results: Type.Array(ImportSummary, { description: 'Newest first' }) });
export type ImportHistory = Static<typeof ImportHistory>;

export const ImportVisibilityRequest = Type.Object(
  { published: Type.Boolean({ description: 'false: unpublish the location (every location of the import); true: publish again' }) },
  { additionalProperties: false },
);
export type ImportVisibilityRequest = Static<typeof ImportVisibilityRequest>;

export const ImportSummaryResult = Type.Object({ result: ImportSummary });
export type ImportSummaryResult = Static<typeof ImportSummaryResult>;
