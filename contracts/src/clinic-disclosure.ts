/**
 * What of a clinic location the public can see, in the words of the wizard's last
 * step (its public-visibility disclosure). The API's profile test holds these lists
 * against the public profile's answer: every field it carries is named here, and the
 * private ones never leave the server. `fields` are the answer's keys ('detail.name').
 */
import type { ContractMessageId, ContractText } from './contract-text';

export interface PublicPart {
  words: string;
  fields: readonly string[];
}

/** Shown on the profile page (and, in part, on search cards and the price card). */
export const SHOWN_ON_PROFILE: readonly PublicPart[] = [
  { words: 'name', fields: ['detail.name'] },
  { words: 'category', fields: ['categoryId'] },
  { words: 'phone', fields: ['detail.phoneNumber'] },
  { words: 'website', fields: ['detail.website'] },
  { words: 'whether you accept new patients', fields: ['detail.acceptingNewPatients'] },
  { words: 'whether you accept appointment requests, and your minimum notice', fields: ['appointments'] },
  { words: 'description', fields: ['detail.description'] },
  { words: 'images', fields: ['images'] },
  { words: 'address and map location', fields: ['address'] },
  { words: 'hours', fields: ['hours'] },
  { words: 'services with their cash prices, billing codes and what each price includes', fields: ['services', 'otherServices'] },
  { words: 'the date your prices were confirmed', fields: ['pricesConfirmedAt'] },
  { words: 'insurances', fields: ['insurances'] },
  { words: 'specialties', fields: ['specialties'] },
  { words: 'doctors', fields: ['doctors'] },
];

/** Not drawn on the page, but in the profile's public data, which anyone can read. */
export const PUBLIC_IN_DATA: readonly PublicPart[] = [
  { words: 'email address', fields: ['detail.emailAddress'] },
  { words: 'NPI', fields: ['npi'] },
];

/** Never public. */
export const NEVER_PUBLIC: readonly PublicPart[] = [{ words: 'TIN', fields: ['tin'] }];

/**
 * Public only by the owner's choice (`einInFileNames`): the TIN, as the clinic's EIN,
 * at the start of its price files' names, as CMS's naming asks of hospitals.
 */
export const EIN_IN_FILE_NAMES: PublicPart = { words: 'TIN, as your EIN', fields: ['tin'] };

/** What the price files' names make public under the owner's choice. */
export const publicInFileNames = (einInFileNames: boolean): readonly PublicPart[] => (einInFileNames ? [EIN_IN_FILE_NAMES] : []);

/** What stays private under the owner's choice: NEVER_PUBLIC less what the file names carry. */
export const neverPublic = (einInFileNames: boolean): readonly PublicPart[] => {
  const named = publicInFileNames(einInFileNames).flatMap((part) => part.fields);
  return NEVER_PUBLIC.filter((part) => !part.fields.some((field) => named.includes(field)));
};

/** 'a, b and c' */
export const listWords = (parts: readonly PublicPart[]): string => {
  const words = parts.map((p) => p.words);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
};

/** A part's words as a message, for pages to show in their language ('el nombre'); `sayList` (shared-ui) joins them. */
export const publicPartText = (part: PublicPart): ContractText => ({
  id: `disclosure.${part.words
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}` as ContractMessageId,
});
