/**
 * The items of a CMS V3 JSON file (standard_charge_information) and its
 * modifier_information, read into the same items as a CSV's rows. A value of
 * the wrong JSON type refuses the file, naming its place; a value CMS does not
 * allow (a setting, a methodology) is a row error at its JSON pointer. A JSON
 * file has no rows: its problems are all on row 1, and the column is the pointer.
 */
import type { CmsDrugType, SourceCharge, SourcePayerCharge } from '#src/repositories/clinics/price-file-source';
import { HttpError } from '#src/lib/http-errors';
import { formulaProblem, type RowErrors } from './draft';
import { DRUG_TYPES, METHODOLOGIES, PIPE_IN_NAME, SETTINGS, amountOf, isProblem, listed, type CmsItem, type CmsModifier } from './cms-values';

type Json = Record<string, unknown>;

const refuse = (pointer: string, what: string) => new HttpError(400, `The JSON file's ${pointer} must be ${what}.`, '/body/file');

function objects(value: unknown, pointer: string, required: boolean): Json[] {
  if (value === undefined && !required) return [];
  if (!Array.isArray(value) || value.some((v) => v === null || typeof v !== 'object' || Array.isArray(v))) throw refuse(pointer, 'a list of objects');
  return value as Json[];
}

export function jsonItems(file: Json, errors: RowErrors): { items: CmsItem[]; modifiers: CmsModifier[] } {
  const bad = (pointer: string, message: string) => errors.add(1, pointer, message);
  const text = (object: Json, key: string, pointer: string): string => {
    const value = object[key];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string') throw refuse(`${pointer}/${key}`, 'a string');
    const trimmed = value.trim();
    const formula = trimmed && formulaProblem(trimmed);
    if (formula) bad(`${pointer}/${key}`, formula);
    return formula ? '' : trimmed;
  };
  const number = (object: Json, key: string, pointer: string): number | undefined => {
    const value = object[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'number' && typeof value !== 'string') throw refuse(`${pointer}/${key}`, 'a number');
    const n = amountOf(String(value));
    if (isProblem(n)) bad(`${pointer}/${key}`, n.problem);
    return isProblem(n) ? undefined : n;
  };
  const items = objects(file.standard_charge_information, '/standard_charge_information', true).map((item, i): CmsItem => {
    const at = `/standard_charge_information/${i}`;
    const codes = objects(item.code_information, `${at}/code_information`, false).map((code, c) => ({
      code: text(code, 'code', `${at}/code_information/${c}`),
      type: text(code, 'type', `${at}/code_information/${c}`).toUpperCase(),
    }));
    const drugInfo = item.drug_information as Json | undefined;
    if (drugInfo !== undefined && (drugInfo === null || typeof drugInfo !== 'object')) throw refuse(`${at}/drug_information`, 'an object with unit and type');
    let drug: CmsItem['drug'];
    if (drugInfo) {
      const unit = number(drugInfo, 'unit', `${at}/drug_information`);
      const type = listed<CmsDrugType>(text(drugInfo, 'type', `${at}/drug_information`), DRUG_TYPES);
      if (isProblem(type)) bad(`${at}/drug_information/type`, type.problem);
      if (unit === undefined) bad(`${at}/drug_information/unit`, 'is required: the drug unit of measurement');
      if (unit !== undefined && !isProblem(type)) drug = { unit, type };
    }
    const charges = objects(item.standard_charges, `${at}/standard_charges`, true).map((charge, c) => {
      const where = `${at}/standard_charges/${c}`;
      const cashValue = charge.discounted_cash;
      if (cashValue !== undefined && cashValue !== null && typeof cashValue !== 'number') throw refuse(`${where}/discounted_cash`, 'a number');
      const cash = typeof cashValue === 'number' ? String(cashValue) : '';
      const setting = listed(text(charge, 'setting', where), SETTINGS);
      if (isProblem(setting) && cash) bad(`${where}/setting`, setting.problem);
      const payers = objects(charge.payers_information, `${where}/payers_information`, false).flatMap((payer, p): SourcePayerCharge[] => {
        const there = `${where}/payers_information/${p}`;
        const methodology = listed(text(payer, 'methodology', there), METHODOLOGIES);
        if (isProblem(methodology)) {
          if (cash) bad(`${there}/methodology`, methodology.problem);
          return [];
        }
        const amount = (key: keyof SourcePayerCharge) => {
          const n = number(payer, key, there);
          return n === undefined ? {} : { [key]: n };
        };
        const words = (key: keyof SourcePayerCharge) => (text(payer, key, there) ? { [key]: text(payer, key, there) } : {});
        const piped = (['payer_name', 'plan_name'] as const).find((key) => text(payer, key, there).includes('|'));
        if (piped) {
          if (cash) bad(`${there}/${piped}`, PIPE_IN_NAME);
          return [];
        }
        return [
          {
            payer_name: text(payer, 'payer_name', there),
            plan_name: text(payer, 'plan_name', there),
            methodology,
            ...amount('standard_charge_dollar'),
            ...amount('standard_charge_percentage'),
            ...words('standard_charge_algorithm'),
            ...amount('median_amount'),
            ...amount('10th_percentile'),
            ...amount('90th_percentile'),
            ...(payer.count !== undefined && payer.count !== null ? { count: String(payer.count) } : {}),
            ...words('additional_payer_notes'),
          } as SourcePayerCharge,
        ];
      });
      const modifiers = charge.modifier_code;
      if (modifiers !== undefined && (!Array.isArray(modifiers) || modifiers.some((m) => typeof m !== 'string'))) throw refuse(`${where}/modifier_code`, 'a list of strings');
      const notes = text(charge, 'additional_generic_notes', where);
      const source: SourceCharge = {
        setting: isProblem(setting) ? 'both' : setting,
        ...optional('gross_charge', number(charge, 'gross_charge', where)),
        ...optional('minimum', number(charge, 'minimum', where)),
        ...optional('maximum', number(charge, 'maximum', where)),
        ...(modifiers?.length ? { modifier_code: (modifiers as string[]).map((m) => m.trim()) } : {}),
        ...(payers.length ? { payers_information: payers } : {}),
        ...(notes ? { additional_generic_notes: notes } : {}),
      };
      return { row: 1, at: (field: string) => ({ row: 1, column: `${where}/${field}` }), cash, charge: source };
    });
    return { row: 1, at: (field) => ({ row: 1, column: `${at}/${field}` }), description: text(item, 'description', at), codes: codes.filter((c) => c.code && c.type), ...(drug ? { drug } : {}), charges };
  });
  const modifiers = objects(file.modifier_information, '/modifier_information', false).map((m, i) => ({
    row: 1,
    code: text(m, 'code', `/modifier_information/${i}`),
    description: text(m, 'description', `/modifier_information/${i}`),
  }));
  return { items, modifiers };
}

const optional = <K extends string>(key: K, value: number | undefined) => (value === undefined ? {} : ({ [key]: value } as Record<K, number>));
