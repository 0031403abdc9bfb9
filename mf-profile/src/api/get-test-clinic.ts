import type { Clinic, EndpointResult, getTestClinic } from '@directpay/contracts';

/** The alternative data source's answer (GET /test/:id): the clinic and, apart, its images. */
export type TestClinicResponse = EndpointResult<typeof getTestClinic>;

/** Turned into the profile's Clinic, so the same components show it. */
export function toClinic({ clinic, images }: TestClinicResponse): Clinic {
  return { ...clinic, images: images ?? [] };
}
