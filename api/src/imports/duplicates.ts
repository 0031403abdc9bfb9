/**
 * A location the same as another by name and address: one of the account's
 * stored locations under another external id, or an earlier location of the same
 * file. It is left out of the import and said in its notices, so the rest still
 * applies but the directory gets no second copy. Compared without case, accents, punctuation or extra spaces, and on the
 * ZIP's five digits, so 'Smiles Provo, 1 Main St.' and 'smiles provo 1 main st' match.
 */
import type { StoredClinic } from '#src/repositories/clinics/stored-clinic';
import type { LocationDraft } from './draft';

const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

type Place = Pick<LocationDraft['address'], 'streetAddress' | 'suiteUnit' | 'cityTown' | 'state' | 'zip'>;

export const sameplaceKey = (name: string, a: Place) =>
  [name, a.streetAddress, a.suiteUnit, a.cityTown, a.state, a.zip.slice(0, 5)].map(plain).join('\u0000');

export class DuplicateFinder {
  private readonly stored = new Map<string, StoredClinic>();
  private readonly inFile = new Map<string, LocationDraft>();

  constructor(accountClinics: StoredClinic[]) {
    for (const clinic of accountClinics) this.stored.set(sameplaceKey(clinic.detail.name, clinic.address), clinic);
  }

  /** Why the draft duplicates another location, or undefined; the draft is then remembered for the file's later rows. */
  check(draft: LocationDraft, current: StoredClinic | null): string | undefined {
    // A location without a name is refused by the clinic rules instead.
    if (!plain(draft.detail.name)) return undefined;
    const key = sameplaceKey(draft.detail.name, draft.address);
    const earlier = this.inFile.get(key);
    if (earlier) return `is a duplicate, so it is not imported: the same name and address as external_id ${earlier.externalId} on row ${earlier.row} of this file`;
    this.inFile.set(key, draft);
    const stored = this.stored.get(key);
    if (stored && stored._id.toHexString() !== current?._id.toHexString()) {
      const fix = stored.externalId ? `give it external_id ${stored.externalId} to update that location` : 'change that location in the wizard instead';
      return `is a duplicate, so it is not imported: the same name and address as your location ${stored.detail.name}; ${fix}`;
    }
    return undefined;
  }
}
