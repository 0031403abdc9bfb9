/**
 * A service's billing code and bundle as the wizard edits them, and as they are
 * sent: the lists are text, one item a line, and the code is sent trimmed and
 * upper-cased with its system (none of either when the code is empty).
 */
import { codeSystemOf, normalizeCode, presetService, type CodeSystem, type Service } from '@directpay/contracts';

export interface DraftServiceExtras {
  code: string;
  codeSystem: CodeSystem | '';
  /** What the price includes, one item a line. */
  includes: string;
  /** What it does not include, one item a line. */
  excludes: string;
  allInclusive: boolean;
}

type ServiceExtras = Pick<Service, 'code' | 'codeSystem' | 'includes' | 'excludes' | 'allInclusive'>;

/** The fields of a saved service (none: empty). */
export function draftExtras(service: ServiceExtras = {}): DraftServiceExtras {
  return {
    code: service.code ?? '',
    codeSystem: service.codeSystem ?? '',
    includes: (service.includes ?? []).join('\n'),
    excludes: (service.excludes ?? []).join('\n'),
    allInclusive: service.allInclusive === true,
  };
}

/** A preset of the category, with its standard code where it has one. */
export function presetExtras(categoryId: number, description: string): DraftServiceExtras {
  return draftExtras(presetService(categoryId, description));
}

const lines = (text: string | undefined) => (text ?? '').split('\n').map((line) => line.trim()).filter((line) => line !== '');

/** What a row sends besides its description and price; fields left empty are not sent. */
export function payloadExtras(draft: Partial<DraftServiceExtras>): ServiceExtras {
  const code = normalizeCode(draft.code ?? '');
  const includes = lines(draft.includes);
  const excludes = lines(draft.excludes);
  return {
    ...(code ? { code, codeSystem: draft.codeSystem ?? '' } : {}),
    ...(includes.length ? { includes } : {}),
    ...(excludes.length ? { excludes } : {}),
    ...(draft.allInclusive ? { allInclusive: true } : {}),
  };
}

/** The system a code as typed belongs to: '' when it is cleared, unchanged while it is no code yet. */
export function systemForCode(text: string, current: CodeSystem | ''): CodeSystem | '' {
  const code = normalizeCode(text);
  if (code === '') return '';
  return codeSystemOf(code) ?? current;
}
