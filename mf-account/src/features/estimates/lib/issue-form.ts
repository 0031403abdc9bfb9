import {
  IssueEstimateInput,
  checkIssueEstimate,
  dayIn,
  issueWarnings,
  linesTotalCents,
  type EstimateLineInput,
  type IssueWarning,
} from '@directpay/contracts';
import { contractResolver, pointerToPath } from '@directpay/shared-ui/forms';
import { t } from '#src/messages';

export interface LineFields {
  description: string;
  code: string;
  codeSystem: '' | 'CPT' | 'HCPCS' | 'CDT';
  quantity: string;
  unitPrice: string;
  /** ICD-10-CM codes as typed, separated by commas or spaces. */
  diagnosis: string;
}

export interface CoProviderFields {
  name: string;
  npi: string;
  tin: string;
  streetAddress: string;
  suiteUnit: string;
  cityTown: string;
  state: string;
  zip: string;
  lines: LineFields[];
}

export interface IssueFields {
  primaryService: string;
  scheduledFor: string;
  lines: LineFields[];
  coProviders: CoProviderFields[];
  separatelyScheduled: { description: string; note: string }[];
}

/** Where "at least one line" and "at most 50 lines" show: above the clinic's lines. */
export const LINES_GROUP = 'linesGroup';

export const emptyLine = (): LineFields => ({ description: '', code: '', codeSystem: '', quantity: '1', unitPrice: '', diagnosis: '' });
export const emptyCoProvider = (): CoProviderFields => ({
  name: '',
  npi: '',
  tin: '',
  streetAddress: '',
  suiteUnit: '',
  cityTown: '',
  state: '',
  zip: '',
  lines: [emptyLine()],
});

const lineFields = (line: EstimateLineInput): LineFields => ({
  description: line.description,
  code: line.code ?? '',
  codeSystem: line.codeSystem ?? '',
  quantity: String(line.quantity),
  unitPrice: line.unitPrice,
  diagnosis: line.diagnosisCodes.join(', '),
});

/** The API's draft (the requested services at the clinic's prices, or the latest issued lines) as the form's values. */
export const fieldsFromDraft = (draft: IssueEstimateInput): IssueFields => ({
  primaryService: draft.primaryService,
  scheduledFor: draft.scheduledFor ?? '',
  lines: draft.lines.map(lineFields),
  coProviders: draft.coProviders.map(({ lines, suiteUnit, ...provider }) => ({ ...provider, suiteUnit: suiteUnit ?? '', lines: lines.map(lineFields) })),
  separatelyScheduled: draft.separatelyScheduled.map((item) => ({ description: item.description, note: item.note ?? '' })),
});

/** Text that is not a whole number stays NaN, so the contract refuses it. */
const toQuantity = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

const toLine = (line: LineFields): EstimateLineInput => ({
  description: line.description.trim(),
  code: line.code.trim().toUpperCase(),
  codeSystem: line.codeSystem,
  quantity: toQuantity(line.quantity),
  unitPrice: line.unitPrice.trim().replace(/^\$\s*/, ''),
  diagnosisCodes: line.diagnosis.split(/[\s,;]+/).filter(Boolean).map((code) => code.toUpperCase()),
});

export const toIssueEstimate = (fields: IssueFields): IssueEstimateInput => ({
  primaryService: fields.primaryService.trim(),
  scheduledFor: fields.scheduledFor || null,
  lines: fields.lines.map(toLine),
  coProviders: fields.coProviders.map((provider) => ({
    name: provider.name.trim(),
    npi: provider.npi.trim(),
    tin: provider.tin.trim(),
    streetAddress: provider.streetAddress.trim(),
    ...(provider.suiteUnit.trim() ? { suiteUnit: provider.suiteUnit.trim() } : {}),
    cityTown: provider.cityTown.trim(),
    state: provider.state.trim().toUpperCase(),
    zip: provider.zip.trim(),
    lines: provider.lines.map(toLine),
  })),
  separatelyScheduled: fields.separatelyScheduled.map((item) => ({
    description: item.description.trim(),
    ...(item.note.trim() ? { note: item.note.trim() } : {}),
  })),
});

/** A request path (or the API's '/body/…' pointer) as the form's field: diagnosis codes are one text, a code system shows at its code. */
export function formPathOf(requestPath: string): string {
  const path = requestPath.startsWith('/') ? pointerToPath(requestPath.replace(/^\/body(?=\/|$)/, '')) : requestPath;
  if (path === 'lines' || path === 'coProviders') return LINES_GROUP;
  return path.replace(/\.diagnosisCodes(\.\d+)?$/, '.diagnosis').replace(/\.codeSystem$/, '.code');
}

/*
 * "Today" for the scheduled date: the API checks it against the clinic's own day; here
 * the latest US day (Hawaii) is used, so the form never refuses a date the API accepts.
 */
const LATEST_US_ZONE = 'Pacific/Honolulu';

// Functions: the words are read when a field is checked, in the page's language then.
const diagnosisWords = () => t('check.diagnosis');
const describeLine = () => t('check.lineDescription');
const quantityWords = () => t('check.quantity');
const priceWords = () => t('check.unitPrice');

export const issueResolver = contractResolver<IssueFields, typeof IssueEstimateInput>({
  schema: IssueEstimateInput,
  toInput: toIssueEstimate,
  fieldOf: formPathOf,
  messages: {
    primaryService: () => t('check.primaryService'),
    'lines.*.diagnosis': diagnosisWords,
    'coProviders.*.lines.*.diagnosis': diagnosisWords,
    'lines.*.description': describeLine,
    'lines.*.quantity': quantityWords,
    'lines.*.unitPrice': priceWords,
    'coProviders.*.lines.*.description': describeLine,
    'coProviders.*.lines.*.quantity': quantityWords,
    'coProviders.*.lines.*.unitPrice': priceWords,
    'coProviders.*.name': () => t('check.providerName'),
    'coProviders.*.streetAddress': () => t('check.streetAddress'),
    'coProviders.*.cityTown': () => t('check.cityTown'),
    'coProviders.*.state': () => t('check.state'),
    'coProviders.*.zip': () => t('check.zip'),
    'separatelyScheduled.*.description': () => t('check.separateDescription'),
  },
  inputChecks: (input) => checkIssueEstimate(input, dayIn(LATEST_US_ZONE)).map(({ field, message }) => ({ field: pointerToPath(field), message: `This ${message}.` })),
});

/** The estimate's total as typed, in cents (a price that is not one counts 0 until fixed). */
export const typedTotalCents = (fields: IssueFields): number =>
  [...fields.lines, ...fields.coProviders.flatMap((p) => p.lines)].reduce(
    (sum, line) => sum + linesTotalCents([{ quantity: toQuantity(line.quantity) || 0, unitPrice: line.unitPrice.trim() }]),
    0,
  );

/*
 * "Today" for the warnings: the latest US day (Guam), so the form warns of care too
 * close whenever the API might; a warning the API would not give is only shown.
 */
const EARLIEST_US_ZONE = 'Pacific/Guam';

/** What the owner is warned of before issuing the estimate as typed (the API's own check). */
export function issueWarningsOf(fields: IssueFields, now: Date = new Date()): IssueWarning[] {
  const input = toIssueEstimate(fields);
  return issueWarnings(input, input.scheduledFor ?? null, dayIn(EARLIEST_US_ZONE, now));
}

/** The estimate to send: with the warnings shown, the owner's click on "… anyway" accepts them. */
export function toIssueRequest(fields: IssueFields, now: Date = new Date()): IssueEstimateInput {
  return { ...toIssueEstimate(fields), ...(issueWarningsOf(fields, now).length > 0 ? { acceptWarnings: true } : {}) };
}
