/**
 * CMS's three V3.0.0 examples, imported unchanged, come back out of the
 * clinic's price files meaning what they said: every charge with a cash price
 * keeps its setting, drug unit, modifiers and payers' methodologies, the file
 * is dated by the source's last_updated_on, each price says it is from the
 * clinic's price file of that date, and CMS's own validator finds the JSON,
 * the tall CSV and the wide CSV valid.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hptValidate } from '../open-data/support/hpt-validator';
import { buildOwnerTestApp, signIn, type TestApp } from '../owner/helpers';
import { importRequest } from './support';

jest.setTimeout(120_000);
let t: TestApp;
beforeAll(async () => {
  t = await buildOwnerTestApp();
});
afterAll(() => t.close());

interface Charge {
  setting: string;
  discounted_cash?: number;
  modifier_code?: string[];
  payers_information?: { payer_name: string; plan_name: string; methodology: string }[];
  additional_generic_notes?: string;
}
interface Item {
  description: string;
  code_information: { code: string; type: string }[];
  drug_information?: { unit: number; type: string };
  standard_charges: Charge[];
}
interface CmsFile {
  last_updated_on: string;
  standard_charge_information: Item[];
}

const fixture = (file: string) => readFileSync(path.join(__dirname, 'fixtures', file));
// The JSON example states the same charges as the two CSV examples (cms-examples.test.ts checks the three store alike).
const SOURCE = JSON.parse(fixture('cms-v3-json-example.json').toString('utf8')) as CmsFile;
const EXAMPLES = [
  ['tall CSV', 'cms-v3-tall-example.csv', 'text/csv'],
  ['wide CSV', 'cms-v3-wide-example.csv', 'text/csv'],
  ['JSON', 'cms-v3-json-example.json', 'application/json'],
] as const;

const codesOf = (item: Item) => item.code_information.map((c) => `${c.type} ${c.code}`);
const methodologies = (charge: Charge) => (charge.payers_information ?? []).map((p) => `${p.payer_name}|${p.plan_name}|${p.methodology}`).sort();

/** Every source charge that has a cash price, each matched to one exported item that has all its codes, its setting and its price. */
function matchCharges(exported: Item[]) {
  const unused = [...exported];
  return SOURCE.standard_charge_information.flatMap((item) =>
    item.standard_charges
      .filter((charge) => charge.discounted_cash !== undefined)
      .map((charge) => {
        const at = unused.findIndex(
          (out) =>
            codesOf(item).every((code) => codesOf(out).includes(code)) &&
            out.standard_charges[0].setting === charge.setting &&
            out.standard_charges[0].discounted_cash === charge.discounted_cash &&
            JSON.stringify(out.drug_information) === JSON.stringify(item.drug_information) &&
            methodologies(out.standard_charges[0]).join() === methodologies(charge).join(),
        );
        const [out] = at >= 0 ? unused.splice(at, 1) : [undefined];
        return { item, charge, out };
      }),
  );
}

describe.each(EXAMPLES)("CMS's %s example, imported unchanged and published again", (_layout, file, contentType) => {
  let ids: string[] = [];
  beforeAll(async () => {
    const owner = await signIn(t.app, `round-trip-${file}@example.com`);
    const applied = await importRequest(t.app, owner, fixture(file), { filename: file, contentType, apply: true, category: 'Medical scans' });
    expect(applied.statusCode).toBe(200);
    ids = (applied.json().locations as { id: string }[]).map((l) => l.id);
    expect(ids).toHaveLength(2);
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it("keeps every priced charge's setting, drug unit, modifiers and methodologies, and the source's date", async () => {
    for (const id of ids) {
      const res = await get(`/open-data/clinics/${id}/standard-charges.json`);
      expect(res.statusCode).toBe(200);
      const out = res.json() as CmsFile;
      expect(out.last_updated_on).toBe(SOURCE.last_updated_on);
      const matched = matchCharges(out.standard_charge_information);
      expect(matched.length).toBeGreaterThan(10);
      expect(matched.filter((m) => !m.out).map((m) => `${m.item.description} (${m.charge.setting})`)).toEqual([]);
      // Every exported item is one of the source's priced charges: nothing added.
      expect(out.standard_charge_information).toHaveLength(matched.length);
      for (const { charge, out: item } of matched) {
        expect(item!.standard_charges[0].modifier_code ?? []).toEqual(charge.modifier_code ?? []);
        expect(item!.standard_charges[0].additional_generic_notes).toContain(`from the clinic's price file of ${SOURCE.last_updated_on}`);
        expect(item!.standard_charges[0].additional_generic_notes).not.toMatch(/confirmed by the clinic on/i);
      }
    }
  });

  it.each([
    ['JSON', 'standard-charges.json', 'json'],
    ['tall CSV', 'standard-charges.csv', 'csv'],
    ['wide CSV', 'standard-charges-wide.csv', 'csv'],
  ] as const)("CMS's validator finds the %s price file valid", async (_name, suffix, format) => {
    const res = await get(`/open-data/clinics/${ids[0]}/${suffix}`);
    expect(res.statusCode).toBe(200);
    const result = hptValidate(res.rawPayload, format);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
