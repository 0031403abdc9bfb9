/** The imported clinic seed-imported-clinic.ts writes, as the spec reads it. */
export const IMPORTED_CLINIC_ID = 'a1b2c3d4e5f6a7b8c9d0e1f2';
export const IMPORTED_NAME = 'West Mercy Outpatient Imaging';
/** The price file's own date (its last_updated_on). */
export const FILE_DATE = new Date('2026-04-01T00:00:00Z');
/** The owner confirmed one price again after the import. */
export const RECONFIRMED = new Date('2026-05-20T00:00:00Z');
