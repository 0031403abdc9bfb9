/**
 * Billing codes a service may carry: CPT (AMA), HCPCS Level II (CMS) and CDT
 * (ADA). Only the code is stored and shown; the descriptors of CPT and CDT are
 * licensed, so a service keeps the owner's own words.
 */
export const CODE_SYSTEMS = ['CPT', 'HCPCS', 'CDT'] as const;
export type CodeSystem = (typeof CODE_SYSTEMS)[number];

/** Each system's format. HCPCS Level II's D range is CDT, so HCPCS leaves it out. */
const FORMATS: Record<CodeSystem, { pattern: RegExp; words: string }> = {
  CPT: { pattern: /^(\d{5}|\d{4}[A-Z])$/, words: '5 digits, or 4 digits and a letter' },
  HCPCS: { pattern: /^[A-CE-V]\d{4}$/, words: 'a letter other than D and 4 digits' },
  CDT: { pattern: /^D\d{4}$/, words: 'D and 4 digits' },
};

/** The name schema.org and the price files use for each system. */
export const CODE_SYSTEM_NAMES: Record<CodeSystem, string> = { CPT: 'CPT', HCPCS: 'HCPCS', CDT: 'CDT' };

/** A code as typed, trimmed and upper-cased: ' d1110 ' → 'D1110'. */
export const normalizeCode = (text: string): string => text.trim().toUpperCase();

/** Any system's format: what a search by code accepts. */
export const BILLING_CODE_PATTERN = '^([0-9]{4}[0-9A-Z]|[A-Z][0-9]{4})$';
const BILLING_CODE = new RegExp(BILLING_CODE_PATTERN);

/** Whether a normalized text has some system's format (a search by code takes it). */
export const isBillingCode = (text: string): boolean => BILLING_CODE.test(text);

/** How a service's code is shown beside it: 'CDT D1110'; undefined without a code. */
export function codeLabel(service: { code?: string; codeSystem?: string }): string | undefined {
  return service.code && service.codeSystem ? `${service.codeSystem} ${service.code}` : undefined;
}

/** The one system whose format the code has, or undefined. */
export function codeSystemOf(code: string): CodeSystem | undefined {
  return CODE_SYSTEMS.find((system) => FORMATS[system].pattern.test(code));
}

export function isCodeSystem(text: string): text is CodeSystem {
  return (CODE_SYSTEMS as readonly string[]).includes(text);
}

/** Why a code and its system do not go together; undefined when they do. */
export function billingCodeProblem(code: string, system: string | undefined): { field: 'code' | 'codeSystem'; message: string } | undefined {
  if (!system) return { field: 'codeSystem', message: `is required with a code: one of ${CODE_SYSTEMS.join(', ')}` };
  if (!isCodeSystem(system)) return { field: 'codeSystem', message: `must be one of ${CODE_SYSTEMS.join(', ')}` };
  if (FORMATS[system].pattern.test(code)) return undefined;
  const actual = codeSystemOf(code);
  if (actual) return { field: 'codeSystem', message: `does not match the code: ${code} is a ${actual} code` };
  return { field: 'code', message: `must be a ${system} code: ${FORMATS[system].words}` };
}
