/** Path parameters shared by several endpoints. */
import { Type, type Static } from '@sinclair/typebox';

/** 24 hex digits: an ObjectId as text (a plain string, so a browser build keeps no schema for it). */
export const OBJECT_ID_PATTERN = '^[0-9a-fA-F]{24}$';

export const ObjectIdText = Type.String({ pattern: OBJECT_ID_PATTERN, description: 'A 24-hex ObjectId' });

export const IdParams = Type.Object({ id: ObjectIdText }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

export const ClinicIdParams = Type.Object({ clinicId: ObjectIdText }, { additionalProperties: false });
export type ClinicIdParams = Static<typeof ClinicIdParams>;

export const DoctorParams = Type.Object({ clinicId: ObjectIdText, id: ObjectIdText }, { additionalProperties: false });
export type DoctorParams = Static<typeof DoctorParams>;
