/**
 * Verified providers: a clinic's or a doctor's NPI looked up in the NPPES NPI
 * Registry. The owner sees the check's state and, on a mismatch, the field that
 * differs; the public sees only a match, as a "Verified provider" mark with its date.
 */
import { Type, type Static } from '@sinclair/typebox';

export const NPI_CHECK_STATES = ['verified', 'pending', 'mismatch'] as const;
export type NpiCheckState = (typeof NPI_CHECK_STATES)[number];

/**
 * What differs on a mismatch. `npi`: the registry has no such number; `type`: an
 * individual's NPI on a clinic or an organisation's on a doctor; `status`: not active
 * (also a lapsed NPI on a yearly check); `name`: the organisation's name; `state`: no
 * practice location in the listing's state; `lastname`; `licenseState`: no licence in
 * the clinic's state.
 */
export const NPI_MISMATCH_FIELDS = ['npi', 'type', 'status', 'name', 'state', 'lastname', 'licenseState'] as const;
export type NpiMismatchField = (typeof NPI_MISMATCH_FIELDS)[number];

/** The owner's view of one NPI's check. */
export const NpiCheck = Type.Object({
  npi: Type.String(),
  state: Type.Union(NPI_CHECK_STATES.map((state) => Type.Literal(state))),
  /** When the registry last answered for this NPI; null while it never has. */
  checkedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** A mismatch: the field that differs. */
  field: Type.Optional(Type.Union(NPI_MISMATCH_FIELDS.map((field) => Type.Literal(field)))),
  /** A mismatch: what the registry holds for that field (a name, states), when it holds something. */
  registryValue: Type.Optional(Type.String()),
});
export type NpiCheck = Static<typeof NpiCheck>;

/** The public mark: present only while the NPI matches. */
export const VerifiedProvider = Type.Object({
  npi: Type.String(),
  /** When the registry last confirmed the match. */
  verifiedAt: Type.String({ format: 'date-time' }),
});
export type VerifiedProvider = Static<typeof VerifiedProvider>;
