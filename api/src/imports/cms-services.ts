/**
 * From a CMS file's items to services: one service per standard charge that
 * carries a discounted cash price (the directory lists cash prices), its price
 * that cash price and its code the item's first CPT, HCPCS or CDT code; the rest
 * of what the file says of that charge is kept as the service's source. An item
 * priced in more than one setting becomes a service per setting, each saying it.
 * What is left out (charges without a cash price, modifiers' own entries) is a notice.
 */
import { billingCodeProblem, codeSystemOf, isCodeSystem, normalizeCode, type ImportNotice, type Service } from '@directpay/contracts';
import type { ServiceSource } from '#src/repositories/clinics/price-file-source';
import { priceProblem, type DraftService, type RowErrors } from './draft';
import type { CmsCharge, CmsItem, CmsModifier } from './cms-values';

/** How many left-out items a notice names before it counts the rest. */
const NAMED = 5;

const some = (names: string[]) => (names.length > NAMED ? `${names.slice(0, NAMED).join('; ')}; and ${names.length - NAMED} more` : names.join('; '));

/** The item's code the directory shows and searches, or its problem (reported at the code's place). */
function directoryCode(item: CmsItem): Pick<Service, 'code' | 'codeSystem'> | { problem: string; index: number } {
  const index = item.codes.findIndex(({ code, type }) => normalizeCode(code) && isCodeSystem(type));
  if (index < 0) return {};
  const code = normalizeCode(item.codes[index].code);
  const type = item.codes[index].type;
  // CMS's HCPCS covers Level I, which is CPT, and its D range, which is CDT.
  const system = type === 'HCPCS' ? (codeSystemOf(code) ?? 'HCPCS') : type;
  const problem = billingCodeProblem(code, system);
  return problem ? { problem: problem.message, index } : { code, codeSystem: system as Service['codeSystem'] };
}

/** What tells one priced charge of an item from its others. */
function label(charge: CmsCharge, all: CmsCharge[]): string {
  const sameSetting = all.filter((c) => c.charge.setting === charge.charge.setting).length > 1;
  const modifiers = charge.charge.modifier_code?.length ? `modifier ${charge.charge.modifier_code.join(', ')}` : '';
  return [charge.charge.setting, sameSetting && modifiers ? modifiers : ''].filter(Boolean).join(', ');
}

export function cmsServices(items: CmsItem[], modifiers: CmsModifier[], errors: RowErrors, notices: ImportNotice[], layout: 'csv' | 'json'): DraftService[] {
  const services: DraftService[] = [];
  const seen = new Set<string>();
  const unpriced: { row: number; name: string }[] = [];
  const unpricedCharges: { row: number; name: string }[] = [];
  for (const item of items) {
    const priced = item.charges.filter((c) => c.cash);
    if (priced.length === 0) {
      unpriced.push({ row: item.row, name: item.description });
      continue;
    }
    for (const charge of item.charges.filter((c) => !c.cash)) unpricedCharges.push({ row: charge.row, name: `${item.description} (${charge.charge.setting})` });
    if (!item.description) {
      errors.add(item.at('description').row, item.at('description').column, 'is required on an item with a discounted cash price');
      continue;
    }
    const code = directoryCode(item);
    if ('problem' in code) {
      const place = layout === 'csv' ? item.at(`code|${code.index + 1}`) : item.at(`code_information/${code.index}/code`);
      errors.add(place.row, place.column, code.problem);
      continue;
    }
    for (const charge of priced) {
      const problem = priceProblem(charge.cash);
      if (problem) {
        errors.add(charge.at('discounted_cash').row, charge.at('discounted_cash').column, problem);
        continue;
      }
      const description = priced.length > 1 ? `${item.description} (${label(charge, priced)})` : item.description;
      const source: ServiceSource = { code_information: item.codes, ...(item.drug ? { drug_information: item.drug } : {}), charge: charge.charge };
      const service: Service = { description, price: charge.cash, ...code };
      const key = JSON.stringify([service, source]);
      if (seen.has(key)) continue;
      seen.add(key);
      services.push({ row: charge.row, service, source });
    }
  }
  const where = (list: { row: number }[]) => (layout === 'csv' ? { row: list[0].row, column: 'standard_charge|discounted_cash' } : { row: 1, column: 'standard_charge_information' });
  if (unpriced.length) {
    notices.push({
      ...where(unpriced),
      message: `${unpriced.length} ${unpriced.length === 1 ? 'item has' : 'items have'} no discounted cash price and ${unpriced.length === 1 ? 'is' : 'are'} not imported (the directory lists cash prices; their payer-specific charges are left out with them): ${some(unpriced.map((u) => u.name))}.`,
    });
  }
  if (unpricedCharges.length) {
    notices.push({
      ...where(unpricedCharges),
      message: `${unpricedCharges.length} ${unpricedCharges.length === 1 ? 'charge' : 'charges'} of priced items ${unpricedCharges.length === 1 ? 'has' : 'have'} no discounted cash price and ${unpricedCharges.length === 1 ? 'is' : 'are'} not imported: ${some(unpricedCharges.map((u) => u.name))}.`,
    });
  }
  if (modifiers.length) {
    notices.push({
      ...(layout === 'csv' ? { row: modifiers[0].row, column: 'modifiers' } : { row: 1, column: 'modifier_information' }),
      message: `${modifiers.length} ${modifiers.length === 1 ? 'modifier' : 'modifiers'} and ${modifiers.length === 1 ? 'its' : 'their'} payment adjustments ${modifiers.length === 1 ? 'is' : 'are'} not imported (modifier_information): ${some(modifiers.map((m) => `${m.code} ${m.description}`.trim()))}. Modifiers on a priced charge are kept.`,
    });
  }
  return services;
}
