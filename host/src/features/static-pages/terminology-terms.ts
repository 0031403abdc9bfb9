import { compareNames } from '@directpay/shared-ui';

export interface Term {
  term: string;
  definition: string;
}

/** Eleven terms of cash-pay healthcare; the page shows them sorted alphabetically. */
const TERMS: readonly Term[] = [
  { term: 'Cash price', definition: 'The price a clinic charges a patient who pays directly, without billing insurance. It is usually published up front and is often lower than the billed insurance price.' },
  { term: 'Direct primary care (DPC)', definition: 'A primary care model where patients pay a monthly membership fee directly to the practice in exchange for visits, basic tests and direct access to their doctor.' },
  { term: 'Deductible', definition: 'The amount you pay for covered care each year before your insurance starts to pay. Cash prices can be cheaper than paying toward a high deductible.' },
  { term: 'Copay', definition: 'A fixed amount an insured patient pays for a visit or service, with the insurer paying the rest of the negotiated price.' },
  { term: 'Health savings account (HSA)', definition: 'A tax-advantaged savings account paired with a high-deductible plan. Many cash-pay services are eligible expenses you can pay from it.' },
  { term: 'Healthshare', definition: 'A cost-sharing arrangement in which members contribute monthly and share each other’s eligible medical bills. It is not insurance.' },
  { term: 'Membership plan', definition: 'A clinic’s own subscription: a monthly or annual fee that covers a set of services, such as cleanings at a dental office or visits at a primary care practice.' },
  { term: 'Out-of-network', definition: 'A provider that has no contract with your insurer. Insurance pays less or nothing there, so a published cash price may be the clearer option.' },
  { term: 'Price transparency', definition: 'Publishing what a service costs before it is provided, so patients can compare and decide without surprise bills.' },
  { term: 'Self-pay', definition: 'Paying for care yourself, in cash or by card, instead of through an insurer. Clinics listed here publish self-pay prices.' },
  { term: 'Superbill', definition: 'An itemised receipt from a provider that a patient can send to an insurer to ask for reimbursement after paying cash.' },
];

export function sortedTerms(terms: readonly Term[] = TERMS): Term[] {
  return [...terms].sort((a, b) => compareNames(a.term, b.term));
}
