import { CMS_ITEM_COLUMNS, CMS_LOCATION_COLUMNS, IMPORT_COLUMNS } from '@directpay/contracts';
import type english from '#src/messages/en.json';

/** The column lists the import page explains: our template's, and what a CMS file's rows give. */
export const COLUMN_GROUPS = { template: IMPORT_COLUMNS, cmsLocation: CMS_LOCATION_COLUMNS, cmsItem: CMS_ITEM_COLUMNS } as const;
export type ColumnGroup = keyof typeof COLUMN_GROUPS;

/**
 * The catalog's words for a column's meaning, by its place in its list (names such as
 * 'code|1, code|1|type, …' make poor message ids). English is the contracts' `about`, which a test holds them to.
 */
export const columnAboutKey = (group: ColumnGroup, index: number) => `columns.${group}.${index}` as keyof typeof english;
