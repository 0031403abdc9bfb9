/**
 * The items of a CMS CSV (row 3: their headers; each later row one item's
 * charge), tall or wide. A tall file gives one row per item and payer/plan
 * (payer_name, plan_name, standard_charge|negotiated_dollar…); a wide one puts
 * the payer and plan in the headers (standard_charge|[payer]|[plan]|negotiated_dollar,
 * median_amount|[payer]|[plan]…). Rows of one item and one charge are merged, so
 * both layouts read as CMS's JSON: items, their standard charges, and each
 * charge's payers. A row with modifiers and no code is a modifier's own entry.
 */
import type { ImportNotice } from '@directpay/contracts';
import type { CmsDrugType, SourceCharge, SourcePayerCharge } from '#src/repositories/clinics/price-file-source';
import { HttpError } from '#src/lib/http-errors';
import { formulaProblem, type RowErrors } from './draft';
import { DRUG_TYPES, METHODOLOGIES, PIPE_IN_NAME, SETTINGS, amountOf, isProblem, listed, type CmsItem, type CmsModifier } from './cms-values';
import type { CsvRow } from './read-csv';

const CHARGE_FIELDS = new Set(['gross', 'discounted_cash', 'min', 'max', 'negotiated_dollar', 'negotiated_percentage', 'negotiated_algorithm', 'methodology']);
const PLAIN = new Set(['description', 'setting', 'drug_unit_of_measurement', 'drug_type_of_measurement', 'modifiers', 'additional_generic_notes', 'payer_name', 'plan_name', 'median_amount', '10th_percentile', '90th_percentile', 'count']);
const PAYER_PREFIXED = new Set(['median_amount', '10th_percentile', '90th_percentile', 'count', 'additional_payer_notes']);

interface Columns {
  /** Plain columns by their normalised header ('standard_charge|gross', 'code|1|type'). */
  at: Map<string, number>;
  /** Wide layout: the payer-and-plan columns, by payer and plan, then field. */
  payers: Map<string, { payer: string; plan: string; at: Map<string, number> }>;
  codes: string[];
  unread: string[];
}

/** Reads row 3's headers; payer and plan names keep their case. */
function columnsOf(header: CsvRow): Columns {
  const columns: Columns = { at: new Map(), payers: new Map(), codes: [], unread: [] };
  header.cells.forEach((cell, index) => {
    const parts = cell.split('|').map((p) => p.trim());
    const head = parts[0].toLowerCase();
    if (!cell.trim()) return;
    const name = parts.map((p) => p.toLowerCase()).join('|');
    const payerField = parts.length === 4 && head === 'standard_charge' ? parts[3].toLowerCase() : parts.length === 3 && PAYER_PREFIXED.has(head) ? head : undefined;
    if (payerField) {
      const key = `${parts[1]}|${parts[2]}`;
      const group = columns.payers.get(key) ?? { payer: parts[1], plan: parts[2], at: new Map() };
      group.at.set(payerField.replace(/^negotiated_/, ''), index);
      columns.payers.set(key, group);
    } else if (PLAIN.has(name) || (head === 'standard_charge' && parts.length === 2 && CHARGE_FIELDS.has(name.split('|')[1])) || /^code\|\d+(\|type)?$/.test(name)) {
      if (!columns.at.has(name)) columns.at.set(name, index);
      if (/^code\|\d+$/.test(name)) columns.codes.push(name);
    } else columns.unread.push(cell.trim());
  });
  return columns;
}

export interface CsvItems {
  items: CmsItem[];
  modifiers: CmsModifier[];
}

export function csvItems(header: CsvRow, body: CsvRow[], errors: RowErrors, notices: ImportNotice[]): CsvItems {
  const columns = columnsOf(header);
  for (const column of ['description', 'standard_charge|discounted_cash']) if (!columns.at.has(column)) throw new HttpError(400, `Row ${header.row}: the required column ${column} is missing.`, '/body/file');
  const tall = columns.at.has('payer_name');
  const items = new Map<string, CmsItem>();
  const charges = new Map<string, CmsItem['charges'][number]>();
  const modifiers: CmsModifier[] = [];
  const unread = new Set<string>();
  for (const row of body) {
    const bad = (column: string, message: string) => errors.add(row.row, column, message);
    const cell = (index: number | undefined, column: string) => {
      const text = (row.cells[index ?? -1] ?? '').trim();
      const formula = text && formulaProblem(text);
      if (formula) bad(column, formula);
      return formula ? '' : text;
    };
    const value = (column: string) => cell(columns.at.get(column), column);
    const cash = value('standard_charge|discounted_cash');
    // Only a priced charge is imported, so only its values are checked.
    const priced = Boolean(cash);
    const check = <T>(result: T | { problem: string }, column: string): T | undefined => {
      if (!isProblem(result)) return result;
      if (priced) bad(column, result.problem);
      return undefined;
    };
    const number = (column: string, text = value(column)) => check(amountOf(text), column);
    row.cells.forEach((text, index) => {
      if (text.trim() && !header.cells[index]?.trim()) unread.add(`column ${index + 1} (no header)`);
    });
    const description = value('description');
    const codes = columns.codes.flatMap((column) => {
      const code = value(column);
      const type = value(`${column}|type`).toUpperCase();
      if (code && !type) bad(`${column}|type`, 'is required with a code');
      if (type && !code) bad(column, 'is required with a code type');
      return code && type ? [{ code, type }] : [];
    });
    const modifierCodes = value('modifiers');
    if (modifierCodes && codes.length === 0) {
      // A tall file gives a modifier once per payer.
      if (!modifiers.some((m) => m.code === modifierCodes && m.description === description)) modifiers.push({ row: row.row, code: modifierCodes, description });
      continue;
    }
    if (!description) {
      if (priced) bad('description', 'is required on an item with a discounted cash price');
      continue;
    }
    const unitText = value('drug_unit_of_measurement');
    const typeText = value('drug_type_of_measurement');
    const unit = unitText ? number('drug_unit_of_measurement') : undefined;
    const drugType = unitText || typeText ? check(listed<CmsDrugType>(typeText, DRUG_TYPES), 'drug_type_of_measurement') : undefined;
    if (!unitText && typeText && priced) bad('drug_unit_of_measurement', 'is required with a drug type of measurement');
    const drug = unit !== undefined && drugType ? { unit, type: drugType } : undefined;
    const setting = check(listed(value('setting'), SETTINGS), 'setting') ?? 'both';
    const notes = value('additional_generic_notes');
    const payers: SourcePayerCharge[] = [];
    const payer = (name: string, plan: string, field: (f: string) => string, column: (f: string) => string) => {
      const given = ['dollar', 'percentage', 'algorithm', 'methodology', 'median_amount', '10th_percentile', '90th_percentile', 'count', 'additional_payer_notes'].filter((f) => field(f));
      if (given.length === 0) return;
      if (!name) {
        if (priced) bad(tall ? 'payer_name' : column('dollar'), 'is required with a payer-specific charge');
        return;
      }
      if (tall && (name.includes('|') || plan.includes('|'))) {
        if (priced) bad(name.includes('|') ? 'payer_name' : 'plan_name', PIPE_IN_NAME);
        return;
      }
      const methodology = check(listed(field('methodology'), METHODOLOGIES), column('methodology'));
      if (!methodology) return;
      const amount = (f: string, key: keyof SourcePayerCharge) => {
        const n = number(column(f), field(f));
        return n === undefined ? {} : { [key]: n };
      };
      const text = (f: string, key: keyof SourcePayerCharge) => (field(f) ? { [key]: field(f) } : {});
      payers.push({
        payer_name: name,
        plan_name: plan,
        methodology,
        ...amount('dollar', 'standard_charge_dollar'),
        ...amount('percentage', 'standard_charge_percentage'),
        ...text('algorithm', 'standard_charge_algorithm'),
        ...amount('median_amount', 'median_amount'),
        ...amount('10th_percentile', '10th_percentile'),
        ...amount('90th_percentile', '90th_percentile'),
        ...text('count', 'count'),
        ...text('additional_payer_notes', 'additional_payer_notes'),
      } as SourcePayerCharge);
    };
    if (tall) {
      const tallColumn = (f: string) => (['dollar', 'percentage', 'algorithm', 'methodology'].includes(f) ? `standard_charge|${f === 'methodology' ? f : `negotiated_${f}`}` : f);
      // A tall row's notes are its payer's when it names one (CMS's JSON has them as additional_payer_notes).
      const field = (f: string) => (f === 'additional_payer_notes' ? (value('payer_name') ? notes : '') : value(tallColumn(f)));
      payer(value('payer_name'), value('plan_name'), field, (f) => (f === 'additional_payer_notes' ? 'additional_generic_notes' : tallColumn(f)));
    } else {
      for (const group of columns.payers.values()) {
        const column = (f: string) => (PAYER_PREFIXED.has(f) ? `${f}|${group.payer}|${group.plan}` : `standard_charge|${group.payer}|${group.plan}|${['dollar', 'percentage', 'algorithm'].includes(f) ? `negotiated_${f}` : f}`);
        payer(group.payer, group.plan, (f) => cell(group.at.get(f), column(f)), column);
      }
    }
    const modifierList = modifierCodes ? modifierCodes.split('|').map((m) => m.trim()).filter(Boolean) : [];
    const charge: SourceCharge = {
      setting,
      ...optional('gross_charge', number('standard_charge|gross')),
      ...optional('minimum', number('standard_charge|min')),
      ...optional('maximum', number('standard_charge|max')),
      ...(modifierList.length ? { modifier_code: modifierList } : {}),
      ...(notes && !(tall && value('payer_name')) ? { additional_generic_notes: notes } : {}),
    };
    const itemKey = JSON.stringify([description, codes, drug ?? null]);
    let item = items.get(itemKey);
    if (!item) {
      item = { row: row.row, at: (field) => ({ row: row.row, column: field }), description, codes, ...(drug ? { drug } : {}), charges: [] };
      items.set(itemKey, item);
    }
    // A tall file repeats the charge on each payer's row, its minimum and maximum sometimes as that row's own.
    const { minimum, maximum, ...chargeKeyFields } = charge;
    const chargeKey = JSON.stringify([itemKey, cash, chargeKeyFields]);
    const known = charges.get(chargeKey);
    if (known) {
      if (payers.length) known.charge.payers_information = [...(known.charge.payers_information ?? []), ...payers];
      if (minimum !== undefined) known.charge.minimum = Math.min(minimum, known.charge.minimum ?? minimum);
      if (maximum !== undefined) known.charge.maximum = Math.max(maximum, known.charge.maximum ?? maximum);
      continue;
    }
    const entry = { row: row.row, at: (field: string) => ({ row: row.row, column: field === 'discounted_cash' ? 'standard_charge|discounted_cash' : field }), cash, charge: { ...charge, ...(payers.length ? { payers_information: payers } : {}) } };
    charges.set(chargeKey, entry);
    item.charges.push(entry);
  }
  const notRead = [...columns.unread, ...unread];
  if (notRead.length) notices.push({ row: header.row, message: `Not imported: the columns ${notRead.join(', ')} (not CMS's item columns).` });
  return { items: [...items.values()], modifiers };
}

const optional = <K extends string>(key: K, value: number | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, number>));
