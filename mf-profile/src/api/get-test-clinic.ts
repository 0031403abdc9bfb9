import { apiFetch } from '@directpay/shared-ui';
import type { Clinic, ImageRef } from '@directpay/contracts';

/** The alternative data source's shape: the clinic and, apart, its images. */
export interface TestClinicResponse {
  clinic: Omit<Clinic, 'images'>;
  images: ImageRef[];
}

/** GET /test/:id, turned into the profile's Clinic so the same components show it. */
export async function getTestClinic(id: string, signal?: AbortSignal): Promise<Clinic> {
  const data = await apiFetch<TestClinicResponse>(`/test/${encodeURIComponent(id)}`, { signal });
  return toClinic(data);
}

export function toClinic({ clinic, images }: TestClinicResponse): Clinic {
  return { ...clinic, images: images ?? [] };
}
