/**
 * The category and service catalog (product spec, section 3).
 *
 * One source of truth for the API (validation, demo data, service filters) and
 * for every frontend (dropdowns, wizard presets). Labels are user-visible text:
 * keep the spec's exact wording.
 */

import type { CodeSystem } from './billing-codes';
import { HEADLINE_SERVICES } from './headline-services';

/* A page that needs only the headline services (the profile's price summary) takes them from their own module. */
export { headlineServices } from './headline-services';

export interface ServiceGroup {
  /** Label shown in the Service dropdown. */
  label: string;
  /** Service descriptions (trimmed, exact) that this group matches. */
  matches: readonly string[];
}

export interface Category {
  id: number;
  label: string;
  /** Label in the clinic setup form, where it differs (9 shows as LASIK). */
  setupLabel?: string;
  /** Search filter groups, without the leading 'All services'. */
  serviceGroups: readonly ServiceGroup[];
  /** Services a new clinic of this category starts with in the wizard. */
  presetServices: readonly string[];
  /** The standard billing code of a preset service, where one code describes it. */
  presetCodes?: Readonly<Record<string, PresetCode>>;
  /**
   * The prices a patient of this category asks for first, most asked first (preset
   * descriptions): the first is a search card's "from $X" and the profile's price
   * summary shows up to three.
   */
  headlineServices: readonly string[];
}

export interface PresetCode {
  code: string;
  codeSystem: CodeSystem;
}

const cpt = (code: string): PresetCode => ({ code, codeSystem: 'CPT' });
const hcpcs = (code: string): PresetCode => ({ code, codeSystem: 'HCPCS' });
const cdt = (code: string): PresetCode => ({ code, codeSystem: 'CDT' });

export const ALL_SERVICES = 'All services';

const same = (...labels: string[]): ServiceGroup[] => labels.map((label) => ({ label, matches: [label] }));

export const CATEGORIES: readonly Category[] = [
  {
    id: 1,
    label: 'Dental',
    headlineServices: HEADLINE_SERVICES[1],
    serviceGroups: [
      { label: 'Exam, x-ray & cleaning', matches: ['Exam, x-ray & cleaning(new patient)', 'Exam, x-ray & cleaning'] },
      { label: 'Single membership', matches: ['Single annual membership'] },
      { label: 'Dual membership', matches: ['Dual annual membership'] },
      { label: 'Family membership', matches: ['Family annual membership'] },
    ],
    presetServices: [
      'Exam, x-ray & cleaning',
      'Exam, x-ray & cleaning(new patient)',
      'Single annual membership',
      'Dual annual membership',
      'Family annual membership',
    ],
    presetCodes: { 'Exam, x-ray & cleaning': cdt('D1110'), 'Exam, x-ray & cleaning(new patient)': cdt('D0150') },
  },
  {
    id: 2,
    label: 'Medical scans',
    headlineServices: HEADLINE_SERVICES[2],
    serviceGroups: same('MRI w/out contrast', 'MRI w/ contrast', 'CT scan', 'X-ray', 'Ultrasound'),
    presetServices: ['MRI w/out contrast', 'MRI w/ contrast', 'CT scan', 'X-ray', 'Ultrasound'],
  },
  {
    id: 3,
    label: 'Direct primary care',
    headlineServices: HEADLINE_SERVICES[3],
    serviceGroups: [
      { label: 'Office visit', matches: ['Office visit'] },
      { label: 'Adult membership', matches: ['Adult monthly membership'] },
      { label: 'Child membership', matches: ['Child monthly membership'] },
      { label: 'Senior membership', matches: ['Senior monthly membership'] },
    ],
    presetServices: ['Adult monthly membership', 'Child monthly membership', 'Senior monthly membership', 'Office visit'],
    presetCodes: { 'Office visit': cpt('99213') },
  },
  {
    id: 4,
    label: 'IVF',
    headlineServices: HEADLINE_SERVICES[4],
    serviceGroups: [
      { label: 'Consultation', matches: ['Consultation'] },
      { label: 'IVF', matches: ['In vitro fertilization (IVF)'] },
      { label: 'IUI', matches: ['Intrauterine insemination (IUI)'] },
      { label: 'FET', matches: ['Frozen embryo transfer (FET)'] },
      { label: 'OI', matches: ['Ovulation induction (OI)'] },
    ],
    presetServices: [
      'In vitro fertilization (IVF)',
      'Intrauterine insemination (IUI)',
      'Frozen embryo transfer (FET)',
      'Ovulation induction (OI)',
      'Consultation',
    ],
    presetCodes: {
      'In vitro fertilization (IVF)': hcpcs('S4015'),
      'Intrauterine insemination (IUI)': cpt('58322'),
      'Frozen embryo transfer (FET)': cpt('58974'),
      'Ovulation induction (OI)': hcpcs('S4042'),
      Consultation: cpt('99204'),
    },
  },
  {
    // The original never shows this category's label and offers it neither in
    // search nor in the setup form; it is kept so stored clinics stay valid.
    id: 6,
    label: 'Animal care',
    headlineServices: HEADLINE_SERVICES[6],
    serviceGroups: same('New client evaluation', 'Follow-up visit'),
    presetServices: ['New client evaluation', 'Follow-up visit'],
  },
  {
    id: 8,
    label: 'Vasectomy',
    headlineServices: HEADLINE_SERVICES[8],
    serviceGroups: same('Consultation', 'Vasectomy', 'Vasectomy reversal'),
    presetServices: ['Consultation', 'Vasectomy', 'Vasectomy reversal'],
    presetCodes: { Consultation: cpt('99203'), Vasectomy: cpt('55250'), 'Vasectomy reversal': cpt('55400') },
  },
  {
    id: 9,
    label: 'Eye care',
    headlineServices: HEADLINE_SERVICES[9],
    setupLabel: 'LASIK',
    serviceGroups: same('LASIK', 'PRK', 'EVO ICL'),
    presetServices: ['LASIK', 'PRK', 'EVO ICL'],
    presetCodes: { LASIK: hcpcs('S0800'), PRK: hcpcs('S0810') },
  },
  { id: 10, label: 'Financial aid', serviceGroups: [], presetServices: ['Visit'], headlineServices: HEADLINE_SERVICES[10] },
  {
    id: 11,
    label: 'Chiropractic',
    headlineServices: HEADLINE_SERVICES[11],
    serviceGroups: same('Initial visit', 'Follow-up visit'),
    presetServices: ['Initial visit', 'Follow-up visit'],
    presetCodes: { 'Initial visit': cpt('99203'), 'Follow-up visit': cpt('98940') },
  },
  { id: 12, label: 'Healthshare', serviceGroups: [], presetServices: ['Single monthly membership'], headlineServices: HEADLINE_SERVICES[12] },
  {
    id: 13,
    label: 'Cancer screening',
    headlineServices: HEADLINE_SERVICES[13],
    serviceGroups: same('Colon cancer test', 'Cervical cancer test'),
    presetServices: [
      'Colon cancer test',
      'Breast cancer test',
      'Prostate cancer test',
      'Lung cancer test',
      'Cervical cancer test',
      'Leukemia cancer test',
      'MRI cancer screening',
    ],
    presetCodes: {
      'Colon cancer test': cpt('82270'),
      'Breast cancer test': cpt('77067'),
      'Prostate cancer test': hcpcs('G0103'),
      'Lung cancer test': cpt('71271'),
      'Cervical cancer test': cpt('88142'),
    },
  },
];

/** Categories an owner can choose in the setup form, in the form's order. */
export const SETUP_CATEGORY_IDS: readonly number[] = [1, 2, 3, 4, 9, 8, 10, 11, 12, 13];

/**
 * Categories offered on the search screen, in the original's order. The
 * original hid Vasectomy (8) although owners could choose it; every category an
 * owner can choose is searchable here.
 */
export const SEARCH_CATEGORY_IDS: readonly number[] = [1, 4, 3, 2, 9, 8, 11, 13, 12, 10];

/** The home page's top categories: the first six. */
export const TOP_CATEGORY_IDS: readonly number[] = [1, 3, 2, 9, 11, 4];

export const DEFAULT_CATEGORY_ID = 1;

export function findCategory(id: number): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** A preset service of the category with its standard code, if it has one. */
export function presetService(categoryId: number, description: string): { description: string; code?: string; codeSystem?: CodeSystem } {
  const preset = findCategory(categoryId)?.presetCodes?.[description];
  return preset ? { description, ...preset } : { description };
}

export function findCategoryByLabel(label: string): Category | undefined {
  const wanted = label.trim().toLowerCase();
  return CATEGORIES.find((c) => c.label.toLowerCase() === wanted || c.setupLabel?.toLowerCase() === wanted);
}

/** Service group labels of a category, 'All services' first. */
export function serviceGroupLabels(categoryId: number): string[] {
  return [ALL_SERVICES, ...(findCategory(categoryId)?.serviceGroups.map((g) => g.label) ?? [])];
}

/** The descriptions a service filter matches; undefined means every service ('All services'). */
export function serviceGroupMatches(categoryId: number, groupLabel: string): readonly string[] | undefined {
  if (groupLabel === ALL_SERVICES) return undefined;
  return findCategory(categoryId)?.serviceGroups.find((g) => g.label === groupLabel)?.matches;
}
