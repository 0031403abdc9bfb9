/** Path parameters shared by several endpoints. */
import { Type, type Static } from '@sinclair/typebox';

export const ObjectIdText = Type.String({ pattern: '^[0-9a-fA-F]{24}$', description: 'A 24-hex ObjectId' });

export const IdParams = Type.Object({ id: ObjectIdText }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

export const ClinicIdParams = Type.Object({ clinicId: ObjectIdText }, { additionalProperties: false });
export type ClinicIdParams = Static<typeof ClinicIdParams>;

export const DoctorParams = Type.Object({ clinicId: ObjectIdText, id: ObjectIdText }, { additionalProperties: false });
export type DoctorParams = Static<typeof DoctorParams>;
