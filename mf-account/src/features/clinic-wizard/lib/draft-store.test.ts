import { newClinicDraft, type ClinicDraft } from './clinic-draft';
import { clearDraft, draftChanged, draftKey, loadDraft, saveDraft, type DraftTarget } from './draft-store';

const NEW: DraftTarget = { kind: 'new' };
const EDIT: DraftTarget = { kind: 'edit', clinicId: 'c1' };
const COPY: DraftTarget = { kind: 'duplicate', clinicId: 'c1' };

function typed(name: string): ClinicDraft {
  const draft = newClinicDraft();
  draft.categoryId = '9';
  draft.detail.name = name;
  draft.detail.website = 'brightsmiles.com';
  draft.address.cityTown = 'Provo';
  draft.insurances = [{ name: 'VSP' }];
  return draft;
}

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png', lastModified: 1 });

beforeEach(() => window.localStorage.clear());

describe('the wizard draft kept in the browser', () => {
  it('keeps one draft per account and clinic: new, edited by id, duplicated by id', () => {
    saveDraft('acc-a', NEW, typed('New one'), 4);
    saveDraft('acc-a', EDIT, typed('Edited'), 2);
    saveDraft('acc-a', COPY, typed('Copy'), 7);
    expect(loadDraft('acc-a', NEW, 10)?.draft.detail.name).toBe('New one');
    expect(loadDraft('acc-a', EDIT, 10)?.draft.detail.name).toBe('Edited');
    expect(loadDraft('acc-a', COPY, 10)?.draft.detail.name).toBe('Copy');
    expect(loadDraft('acc-a', { kind: 'edit', clinicId: 'c2' }, 10)).toBeNull();
    expect(new Set([draftKey('acc-a', NEW), draftKey('acc-a', EDIT), draftKey('acc-a', COPY), draftKey('acc-b', NEW)]).size).toBe(4);
  });

  it("never shows one account's draft to another account on the same browser", () => {
    saveDraft('acc-a', NEW, typed('Private draft'), 3);
    expect(loadDraft('acc-b', NEW, 10)).toBeNull();
    expect(loadDraft('acc-a', NEW, 10)).not.toBeNull();
  });

  it('resumes at the step it was left with everything typed, and says when it was saved', () => {
    const draft = typed('Clear Sight');
    saveDraft('acc-a', NEW, draft, 4, new Date('2026-12-07T05:00:00Z'));
    const stored = loadDraft('acc-a', NEW, 10)!;
    expect(stored.step).toBe(4);
    expect(stored.savedAt).toBe('2026-12-07T05:00:00.000Z');
    expect(stored.droppedImages).toBe(0);
    expect(draftChanged(draft, stored.draft)).toBe(false);
  });

  it("keeps the owner's EIN choice, and an older draft without it opens unticked", () => {
    saveDraft('acc-a', EDIT, { ...typed('Chosen'), tin: '12-3456789', einInFileNames: true }, 2);
    expect(loadDraft('acc-a', EDIT, 10)?.draft).toMatchObject({ tin: '12-3456789', einInFileNames: true });
    const { einInFileNames: _dropped, ...older } = typed('Older');
    window.localStorage.setItem(draftKey('acc-a', NEW), JSON.stringify({ v: 1, step: 2, savedAt: '', droppedImages: 0, draft: older }));
    expect(loadDraft('acc-a', NEW, 10)?.draft.einInFileNames).toBe(false);
  });

  it('leaves out images chosen as files and counts them; keeps images already uploaded', () => {
    const draft = typed('With images');
    draft.images = [
      { key: 'k1', url: 'http://api/images/abc', preview: 'http://api/images/abc' },
      { key: 'k2', url: '', file: file('front.png'), preview: 'blob:x' },
      { key: 'k3', url: '', file: file('lobby.png'), preview: 'blob:y' },
    ];
    saveDraft('acc-a', EDIT, draft, 3);
    const stored = loadDraft('acc-a', EDIT, 10)!;
    expect(stored.droppedImages).toBe(2);
    expect(stored.draft.images.map((i) => i.url)).toEqual(['http://api/images/abc']);
    expect(stored.draft.images[0].file).toBeUndefined();
    expect(window.localStorage.getItem(draftKey('acc-a', EDIT))).not.toContain('blob:');
  });

  it('is cleared (after a submit, or Discard) for that clinic only', () => {
    saveDraft('acc-a', NEW, typed('A'), 2);
    saveDraft('acc-a', EDIT, typed('B'), 2);
    clearDraft('acc-a', NEW);
    expect(loadDraft('acc-a', NEW, 10)).toBeNull();
    expect(loadDraft('acc-a', EDIT, 10)).not.toBeNull();
  });

  it('drops a stored value that is not a draft, and fits an older shape to the wizard', () => {
    window.localStorage.setItem(draftKey('acc-a', NEW), '{not json');
    expect(loadDraft('acc-a', NEW, 10)).toBeNull();
    expect(window.localStorage.getItem(draftKey('acc-a', NEW))).toBeNull();
    window.localStorage.setItem(draftKey('acc-a', NEW), JSON.stringify({ v: 1, step: 42, draft: { detail: { name: 'Old' } } }));
    const stored = loadDraft('acc-a', NEW, 10)!;
    expect(stored.step).toBe(10);
    expect(stored.draft.detail).toMatchObject({ name: 'Old', website: '', acceptingNewPatients: true });
    expect(stored.draft.hours).toEqual(newClinicDraft().hours);
    expect(stored.draft.services).toEqual([]);
  });

  it('tells a changed draft from an unchanged one; an emptied closed-day time is no change', () => {
    const initial = newClinicDraft();
    const same = newClinicDraft();
    (same.hours as Record<string, unknown>).saturdayOpenTime = undefined;
    expect(draftChanged(initial, same)).toBe(false);
    const named = newClinicDraft();
    named.detail.name = 'x';
    expect(draftChanged(initial, named)).toBe(true);
    const withFile = newClinicDraft();
    withFile.images = [{ key: 'k', url: '', file: file('a.png'), preview: 'blob:z' }];
    expect(draftChanged(initial, withFile)).toBe(true);
  });
});
