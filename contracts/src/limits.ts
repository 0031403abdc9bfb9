/**
 * Plain limits and lists shared by the API and the frontends. Kept apart from
 * the TypeBox schemas so a frontend that needs only these does not bundle
 * TypeBox (the package is marked side-effect free).
 */

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DESCRIPTION_MAX = 1000;
export const DESCRIPTION_PREVIEW = 350;
export const MAX_CLINIC_IMAGES = 20;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const PASSWORD_MIN_LENGTH = 8;
export const CONTACT_MESSAGE_MAX = 5000;

export const CLINIC_EVENT_TYPES = ['profile_view', 'prices_view', 'website_click'] as const;
export const METRICS_DAYS = [7, 30, 90] as const;

export const PLACES_QUERY_MAX = 100;
export const PLACES_LIMIT_MAX = 20;
export const PLACES_LIMIT_DEFAULT = 8;
