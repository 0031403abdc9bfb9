/**
 * The items of a clinic's price file: one per priced service. A service
 * imported from a CMS file is written as that file said it (setting, every
 * code, drug unit, modifiers, gross, min, max, each payer's charge and notes),
 * with the service's current price as the discounted cash price; any other
 * service is an outpatient cash price with its own code (or a LOCAL one).
 * The file-level fields are standard-charges.ts's.
 */
import { createHash } from 'node:crypto';
import { filePriceOf, isMembership, MEMBERSHIP_NOTE, priceStampNote } from '@directpay/contracts';
import type { CmsSetting, ServiceSource, SourceCharge } from '#src/repositories/clinics/price-file-source';
import type { StoredClinic, StoredService } from '#src/repositories/clinics/stored-clinic';

/** One item of the file, in CMS's JSON names; the CSV writers lay the same out in rows. */
export interface ChargeItem {
  description: string;
  code_information: { code: string; type: string }[];
  drug_information?: ServiceSource['drug_information'];
  standard_charges: [ItemCharge];
}

export type ItemCharge = Omit<SourceCharge, 'setting'> & { setting: CmsSetting; discounted_cash: number };

/**
 * CMS's code type for a service without a code is LOCAL, a code of the file's
 * own: here one made from the owner's description, so it stays the same while
 * the description does.
 */
export function localCode(description: string): string {
  return `DPC-${createHash('sha256').update(description.trim().toLowerCase()).digest('hex').slice(0, 8)}`;
}

const list = (items: readonly string[] | undefined) => (items ?? []).map((item) => item.trim()).join('; ');

/** A membership fee's note, the source's notes, then the bundle in the owner's words, then where the price stands (confirmed, from a file, or never). */
function notesOf(service: StoredService): string {
  const notes: string[] = [];
  if (isMembership(service.description)) notes.push(MEMBERSHIP_NOTE);
  const sourceNotes = service.source?.charge.additional_generic_notes?.trim();
  if (sourceNotes) notes.push(sourceNotes);
  if (service.includes?.length) notes.push(`${service.allInclusive ? 'All-inclusive. ' : ''}Includes: ${list(service.includes)}.`);
  if (service.excludes?.length) notes.push(`Excludes: ${list(service.excludes)}.`);
  notes.push(priceStampNote(service));
  return notes.join(' ');
}

/** The source's codes as the file gave them, with the directory's own code first when the file lacked it. */
function codesOf(service: StoredService): ChargeItem['code_information'] {
  const own = service.code && service.codeSystem ? { code: service.code, type: service.codeSystem } : undefined;
  const source = (service.source?.code_information ?? []).filter((c) => c.code.trim() && c.type.trim());
  const hasOwn = own && source.some((c) => c.code === own.code && c.type === own.type);
  const codes = [...(own && !hasOwn ? [own] : []), ...source];
  return codes.length > 0 ? codes : [{ code: localCode(service.description), type: 'LOCAL' }];
}

function itemOf(service: StoredService, cash: number): ChargeItem {
  const rest: Partial<SourceCharge> = service.source?.charge ?? {};
  const setting = rest.setting ?? 'outpatient';
  const modifiers = rest.modifier_code?.filter((code) => code.trim());
  return {
    description: service.description.trim(),
    ...(service.source?.drug_information ? { drug_information: service.source.drug_information } : {}),
    code_information: codesOf(service),
    standard_charges: [
      {
        setting,
        ...(rest.minimum !== undefined ? { minimum: rest.minimum } : {}),
        ...(rest.maximum !== undefined ? { maximum: rest.maximum } : {}),
        ...(rest.gross_charge !== undefined ? { gross_charge: rest.gross_charge } : {}),
        discounted_cash: cash,
        ...(modifiers?.length ? { modifier_code: modifiers } : {}),
        ...(rest.payers_information?.length ? { payers_information: rest.payers_information } : {}),
        additional_generic_notes: notesOf(service),
      },
    ],
  };
}

/** The file's items: every service and other service with a price above zero, in the profile's order. */
export function chargeItemsOf(doc: Pick<StoredClinic, 'services' | 'otherServices'>): ChargeItem[] {
  return [...doc.services, ...doc.otherServices].flatMap((service) => {
    const cash = filePriceOf(service.price);
    return cash === undefined ? [] : [itemOf(service, cash)];
  });
}
