/**
 * A price file's items as CMS's V3.0.0 CSV templates lay them out, below the
 * file's two general rows: the tall one (a row per payer and plan, payer and
 * plan in columns) and the wide one (a row per item, a column group per payer
 * and plan in the header). As many code column pairs as the item with most codes needs.
 */
import type { CsvCell } from '#src/lib/csv';
import type { SourcePayerCharge } from '#src/repositories/clinics/price-file-source';
import type { ChargeItem, ItemCharge } from './charge-items';

export interface ItemRows {
  headers: string[];
  rows: CsvCell[][];
}

const codeHeaders = (items: readonly ChargeItem[]) =>
  Array.from({ length: Math.max(1, ...items.map((item) => item.code_information.length)) }, (_, i) => [`code|${i + 1}`, `code|${i + 1}|type`]).flat();

/** The item's columns before the charges: description, codes (padded to the file's code columns), modifiers, setting, drug unit. */
function itemCells(item: ChargeItem, codeColumns: number): CsvCell[] {
  const charge = item.standard_charges[0];
  const codes: CsvCell[] = item.code_information.flatMap((c) => [c.code, c.type]);
  return [
    item.description,
    ...codes,
    ...Array<CsvCell>(codeColumns - codes.length).fill(''),
    (charge.modifier_code ?? []).join('|'),
    charge.setting,
    item.drug_information?.unit,
    item.drug_information?.type,
    charge.gross_charge,
    charge.discounted_cash,
  ];
}

const ITEM_HEAD = ['modifiers', 'setting', 'drug_unit_of_measurement', 'drug_type_of_measurement', 'standard_charge|gross', 'standard_charge|discounted_cash'];
const ITEM_TAIL = ['standard_charge|min', 'standard_charge|max', 'additional_generic_notes'];

const payerCells = (p: SourcePayerCharge | undefined): CsvCell[] => [
  p?.standard_charge_dollar,
  p?.standard_charge_percentage,
  p?.standard_charge_algorithm,
  p?.median_amount,
  p?.['10th_percentile'],
  p?.['90th_percentile'],
  p?.count,
  p?.methodology,
];

const tailCells = (charge: ItemCharge, notes: string): CsvCell[] => [charge.minimum, charge.maximum, notes];

/** The tall template: a row per payer and plan (one row without any); a payer's notes follow the item's in additional_generic_notes, its only notes column. */
export function tallRows(items: readonly ChargeItem[]): ItemRows {
  const codes = codeHeaders(items);
  const headers = [
    'description', ...codes, ...ITEM_HEAD, 'payer_name', 'plan_name',
    'standard_charge|negotiated_dollar', 'standard_charge|negotiated_percentage', 'standard_charge|negotiated_algorithm',
    'median_amount', '10th_percentile', '90th_percentile', 'count', 'standard_charge|methodology', ...ITEM_TAIL,
  ];
  const rows = items.flatMap((item) => {
    const charge = item.standard_charges[0];
    const notes = charge.additional_generic_notes ?? '';
    const payers = charge.payers_information?.length ? charge.payers_information : [undefined];
    return payers.map((p) => [
      ...itemCells(item, codes.length),
      p?.payer_name,
      p?.plan_name,
      ...payerCells(p),
      ...tailCells(charge, [notes, p?.additional_payer_notes?.trim()].filter(Boolean).join(' ')),
    ]);
  });
  return { headers, rows };
}

/**
 * CMS's wide layout (and its validator) needs one payer and plan column group at
 * least; a file of cash prices only has none, so it gets one left empty, named
 * so that nobody takes it for a payer (docs/decisions/0038-wide-csv-and-imported-items-cms-write.md).
 */
export const NO_PAYER: [string, string] = ['no payer-specific charges', 'cash prices only'];

/** The wide template: a row per item, and for each payer and plan in the file its columns, named by payer and plan. */
export function wideRows(items: readonly ChargeItem[]): ItemRows {
  const codes = codeHeaders(items);
  const plans = new Map<string, [string, string]>();
  for (const item of items) {
    for (const p of item.standard_charges[0].payers_information ?? []) plans.set(JSON.stringify([p.payer_name, p.plan_name]), [p.payer_name, p.plan_name]);
  }
  if (plans.size === 0) plans.set(JSON.stringify(NO_PAYER), NO_PAYER);
  const planHeaders = [...plans.values()].flatMap(([payer, plan]) => {
    const named = `${payer}|${plan}`;
    return [
      `standard_charge|${named}|negotiated_dollar`, `standard_charge|${named}|negotiated_percentage`, `standard_charge|${named}|negotiated_algorithm`,
      `median_amount|${named}`, `10th_percentile|${named}`, `90th_percentile|${named}`, `count|${named}`,
      `standard_charge|${named}|methodology`, `additional_payer_notes|${named}`,
    ];
  });
  const headers = ['description', ...codes, ...ITEM_HEAD, ...planHeaders, ...ITEM_TAIL];
  const rows = items.map((item) => {
    const charge = item.standard_charges[0];
    const byPlan = new Map((charge.payers_information ?? []).map((p) => [JSON.stringify([p.payer_name, p.plan_name]), p]));
    return [
      ...itemCells(item, codes.length),
      ...[...plans.keys()].flatMap((key) => {
        const p = byPlan.get(key);
        return [...payerCells(p), p?.additional_payer_notes];
      }),
      ...tailCells(charge, charge.additional_generic_notes ?? ''),
    ];
  });
  return { headers, rows };
}
