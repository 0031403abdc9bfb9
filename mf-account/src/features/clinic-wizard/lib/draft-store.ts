/**
 * The wizard's draft, kept in the browser (localStorage) as the owner types, so
 * an Esc, a closed tab or an expired session loses nothing. One draft per account
 * and clinic: a new clinic, an edited clinic by id, a copy of a clinic by the
 * original's id. Keyed by the account, another account signed in on the same
 * browser never sees it; it is not cleared on sign-out, because an expired
 * session also signs out and that is when the draft matters most. Files cannot
 * be stored: images chosen from the device are left out and counted.
 */
import { newClinicDraft, nextImageKey, type ClinicDraft } from './clinic-draft';

/** Which clinic a draft is for. */
export type DraftTarget = { kind: 'new' } | { kind: 'edit'; clinicId: string } | { kind: 'duplicate'; clinicId: string };

export interface StoredDraft {
  /** The step the owner was on. */
  step: number;
  /** When it was last written (ISO). */
  savedAt: string;
  draft: ClinicDraft;
  /** Images chosen from the device that the draft could not keep. */
  droppedImages: number;
}

const VERSION = 1;
const PREFIX = 'directpay.clinicDraft';

export function draftKey(accountId: string, target: DraftTarget): string {
  return `${PREFIX}:${accountId}:${target.kind === 'new' ? 'new' : `${target.kind}:${target.clinicId}`}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked storage (private mode, sandboxed frames): the wizard works without drafts
  }
}

// A disabled input (a closed day's times) reads as undefined: the same as empty.
const sameWhenEmpty = (_key: string, value: unknown) => (value === undefined ? '' : value);

/** The draft as text to compare: an image is its URL or its file's name, size and date. */
export function draftFingerprint(draft: ClinicDraft): string {
  const images = draft.images.map((image) => (image.file ? `file:${image.file.name}:${image.file.size}:${image.file.lastModified}` : image.url));
  return JSON.stringify({ ...draft, images }, sameWhenEmpty);
}

/** Whether the owner changed anything since the wizard opened. */
export const draftChanged = (initial: ClinicDraft | string, current: ClinicDraft): boolean =>
  (typeof initial === 'string' ? initial : draftFingerprint(initial)) !== draftFingerprint(current);

/** Writes the draft; false when the browser refused (storage full or blocked). */
export function saveDraft(accountId: string, target: DraftTarget, draft: ClinicDraft, step: number, now = new Date()): boolean {
  const kept = draft.images.filter((image) => !image.file && image.url);
  const stored = {
    v: VERSION,
    step,
    savedAt: now.toISOString(),
    droppedImages: draft.images.length - kept.length,
    draft: { ...draft, images: kept.map((image) => ({ url: image.url })) },
  };
  try {
    storage()?.setItem(draftKey(accountId, target), JSON.stringify(stored, sameWhenEmpty));
    return true;
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = <T>(value: unknown, keep: (item: unknown) => item is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored draft laid over a new clinic's shape, so a draft written by an older wizard still opens. */
function revive(value: Record<string, unknown>): ClinicDraft {
  const base = newClinicDraft();
  const fields = value as Partial<Record<keyof ClinicDraft, unknown>>;
  return {
    categoryId: text(fields.categoryId),
    detail: { ...base.detail, ...(isRecord(fields.detail) ? fields.detail : {}) },
    address: { ...base.address, ...(isRecord(fields.address) ? fields.address : {}) },
    images: list(fields.images, (i): i is { url: string } => isRecord(i) && typeof i.url === 'string' && i.url !== '').map((i) => ({ key: nextImageKey(), url: i.url, preview: i.url })),
    services: list(fields.services, isRecord) as unknown as ClinicDraft['services'],
    otherServices: list(fields.otherServices, isRecord) as unknown as ClinicDraft['otherServices'],
    insurances: list(fields.insurances, isRecord).map((i) => ({ name: text(i.name) })),
    specialties: list(fields.specialties, isRecord).map((s) => ({ name: text(s.name) })),
    hours: { ...base.hours, ...(isRecord(fields.hours) ? fields.hours : {}) },
    npi: text(fields.npi),
    tin: text(fields.tin),
    einInFileNames: fields.einInFileNames === true,
    appointments: { ...base.appointments, ...(isRecord(fields.appointments) ? fields.appointments : {}) },
  } as ClinicDraft;
}

/** The stored draft for this account and clinic, or null (none, unreadable, or from another version). */
export function loadDraft(accountId: string, target: DraftTarget, lastStep: number): StoredDraft | null {
  const key = draftKey(accountId, target);
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || stored.v !== VERSION || !isRecord(stored.draft)) throw new Error('not a draft');
    const step = Number.isInteger(stored.step) ? Math.min(Math.max(stored.step as number, 1), lastStep) : 1;
    const droppedImages = Number.isInteger(stored.droppedImages) ? Math.max(stored.droppedImages as number, 0) : 0;
    return { step, savedAt: text(stored.savedAt), droppedImages, draft: revive(stored.draft) };
  } catch {
    storage()?.removeItem(key);
    return null;
  }
}

export function clearDraft(accountId: string, target: DraftTarget): void {
  try {
    storage()?.removeItem(draftKey(accountId, target));
  } catch {
    // nothing stored, nothing to clear
  }
}
