/**
 * Clinic and doctor documents as the API accepts and returns them (spec, section 3).
 * TypeBox schemas double as TypeScript types and as Fastify validation schemas.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DESCRIPTION_MAX, MAX_CLINIC_IMAGES, WEEKDAYS, type Weekday } from './limits';
import { VerifiedProvider } from './provider-verification';
import { AppointmentSettings } from './api/appointments';



/** 24-hour 'HH:MM', or empty when the day is closed (format 'clock-time': field-rules isTime). */
export const TimeText = Type.String({ format: 'clock-time', maxLength: 5 });
/** Dollars written as text: '120' or '99.50'; empty means no price, hidden (format 'price': field-rules isPrice). */
export const PriceText = Type.String({ format: 'price', maxLength: 10 });

/** What a price buys: short lists of what it includes and leaves out. */
export const BundleItems = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10 });

/**
 * A service's billing code (billing-codes.ts; '' or absent: none) and bundle. The
 * code's format against its system is checked in clinic-rules.ts.
 */
const serviceCodeAndBundle = {
  code: Type.Optional(Type.String({ maxLength: 5, pattern: '^([0-9]{4}[0-9A-Z]|[A-Z][0-9]{4})?$' })),
  codeSystem: Type.Optional(Type.Union([Type.Literal('CPT'), Type.Literal('HCPCS'), Type.Literal('CDT'), Type.Literal('')])),
  includes: Type.Optional(BundleItems),
  excludes: Type.Optional(BundleItems),
  /** The owner says the price covers everything for the service; shown as a badge only with `includes`. */
  allInclusive: Type.Optional(Type.Boolean()),
};

export const Service = Type.Object(
  { description: Type.String({ minLength: 1, maxLength: 200 }), price: PriceText, ...serviceCodeAndBundle },
  { additionalProperties: false },
);
export type Service = Static<typeof Service>;

export const NamedItem = Type.Object({ name: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export type NamedItem = Static<typeof NamedItem>;

export const ImageRef = Type.Object({ url: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export type ImageRef = Static<typeof ImageRef>;

// One expression, not a loop: a browser page that uses no schema drops it (contracts/browser-loader.ts).
const hourFields: Record<string, ReturnType<typeof Type.Boolean> | typeof TimeText> = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}Toggle`, Type.Boolean()],
    [`${day}OpenTime`, TimeText],
    [`${day}CloseTime`, TimeText],
  ]),
);
export const Hours = Type.Object(hourFields, { additionalProperties: false });
export type Hours = Record<`${Weekday}Toggle`, boolean> & Record<`${Weekday}OpenTime` | `${Weekday}CloseTime`, string>;

export const ClinicDetail = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    website: Type.String({ maxLength: 500 }),
    emailAddress: Type.String({ maxLength: 254 }),
    phoneNumber: Type.String({ maxLength: 20 }),
    acceptingNewPatients: Type.Boolean(),
    description: Type.String({ maxLength: DESCRIPTION_MAX }),
    /** The owner's optional description in Spanish, shown on Spanish pages in place of `description`. */
    descriptionEs: Type.Optional(Type.String({ maxLength: DESCRIPTION_MAX })),
  },
  { additionalProperties: false },
);
export type ClinicDetail = Static<typeof ClinicDetail>;

export const Coordinate = Type.Union([Type.Number(), Type.Null()]);

export const Address = Type.Object(
  {
    streetAddress: Type.String({ maxLength: 200 }),
    suiteUnit: Type.String({ maxLength: 100 }),
    cityTown: Type.String({ maxLength: 100 }),
    state: Type.String({ maxLength: 50 }),
    zip: Type.String({ maxLength: 10 }),
    latitude: Coordinate,
    longitude: Coordinate,
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

export const DoctorInput = Type.Object(
  {
    title: Type.String({ maxLength: 50 }),
    firstname: Type.String({ minLength: 1, maxLength: 100 }),
    lastname: Type.String({ minLength: 1, maxLength: 100 }),
    specialty: Type.String({ maxLength: 200 }),
    degree: Type.String({ maxLength: 50 }),
    medicalSchool: Type.String({ maxLength: 200 }),
    residency: Type.String({ maxLength: 200 }),
    boardCertifications: Type.String({ maxLength: 500 }),
    yearGraduated: Type.Union([Type.Integer({ minimum: 1900, maximum: 2100 }), Type.Null()]),
    description: Type.String({ maxLength: 2000 }),
    /** The doctor's own (individual, NPI-1) NPI, checked in the NPI Registry; '' or absent: none. */
    npi: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type DoctorInput = Static<typeof DoctorInput>;

export const Doctor = Type.Composite([
  DoctorInput,
  Type.Object({ id: Type.String(), imgUrl: Type.String(), verifiedProvider: Type.Optional(VerifiedProvider) }),
]);
export type Doctor = Static<typeof Doctor>;

/** What an owner sends in `jsonPayload` when creating or updating a clinic. */
export const ClinicInput = Type.Object(
  {
    id: Type.Optional(Type.String()),
    categoryId: Type.Integer(),
    detail: ClinicDetail,
    address: Address,
    images: Type.Array(ImageRef, { maxItems: MAX_CLINIC_IMAGES }),
    services: Type.Array(Service, { maxItems: 100 }),
    otherServices: Type.Array(Service, { maxItems: 100 }),
    insurances: Type.Array(NamedItem, { maxItems: 200 }),
    specialties: Type.Array(NamedItem, { maxItems: 200 }),
    hours: Hours,
    /**
     * The location's NPI and TIN, which a Good Faith Estimate must name (clinic-rules.ts checks
     * them). Left out: a save keeps the stored value; '' removes it. The TIN is stored as its 9
     * digits and never leaves the server except to the owner and on the estimate document.
     */
    npi: Type.Optional(Type.String({ maxLength: 10 })),
    tin: Type.Optional(Type.String({ maxLength: 11 })),
    /**
     * The owner's choice to publish the TIN, which must then be the clinic's EIN, in the price
     * files' names (CMS's `<EIN>_…` pattern). Left out: a save keeps the stored choice.
     */
    einInFileNames: Type.Optional(Type.Boolean()),
    /** "Accepting appointment requests" and the minimum notice; left out: a save keeps the stored setting (default: accepting, APPOINTMENT_NOTICE_DEFAULT). */
    appointments: Type.Optional(AppointmentSettings),
  },
  { additionalProperties: false },
);
export type ClinicInput = Static<typeof ClinicInput>;

/**
 * A service as the API answers it: the owner's description and price,
 * when that price was last confirmed (null: never, e.g. listed before dates were
 * kept) and whether patients reported paying a different price (2+ unresolved
 * reports in 90 days; the public profile only). Owners send `Service`; these
 * fields are the server's, and an echoed copy is ignored.
 */
export const ClinicService = Type.Object({
  description: Type.String(),
  price: Type.String(),
  ...serviceCodeAndBundle,
  confirmedAt: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  /** An imported price: the date of the clinic's price file it came from; it stands on that date until the owner confirms it again (price-stamp.ts). */
  priceFileDate: Type.Optional(Type.Union([Type.String({ format: 'date-time' }), Type.Null()])),
  differentPriceReported: Type.Optional(Type.Boolean()),
});
export type ClinicService = Static<typeof ClinicService>;

/** A clinic's public profile (GET /clinics/:id) and the owner's view of it. Nothing private: no owner or account. */
// Built in a function called once, so a browser page that uses no schema drops it with ClinicInput.
export const Clinic = (() => {
  // The TIN and the choice to publish it as an EIN are the owner's: the owner's view adds them (OwnerClinic).
  const { id: _inputId, services: _services, otherServices: _otherServices, tin: _tin, einInFileNames: _ein, ...clinicInputFields } = ClinicInput.properties;
  return Type.Object({
    id: Type.String(),
    ...clinicInputFields,
    services: Type.Array(ClinicService),
    otherServices: Type.Array(ClinicService),
    /** The oldest date the priced services stand on (a confirmation or an imported price's file date), so the line never overstates; null when any has neither. */
    pricesConfirmedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    doctors: Type.Array(Doctor),
    /** The location's NPI matched in the NPI Registry (provider-verification.ts). */
    verifiedProvider: Type.Optional(VerifiedProvider),
    /** A moderator marked the listing closed: the profile says so, search leaves it out. */
    closedAt: Type.Optional(Type.String({ format: 'date-time' })),
  });
})();
export type Clinic = Static<typeof Clinic>;
