/**
 * The owner's optional Spanish description travels with the draft (the browser
 * draft too) and is sent only when written; the wizard's own checks speak the
 * page's language.
 */
import { DESCRIPTION_MAX, type OwnerClinic } from '@directpay/contracts';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { draftFromClinic, newClinicDraft, type ClinicDraft } from './clinic-draft';
import { loadDraft, saveDraft } from './draft-store';
import { draftToPayload } from './to-payload';
import { validateStep } from './validate-step';

const valid = (): ClinicDraft => {
  const d = newClinicDraft();
  d.categoryId = '1';
  d.detail.name = 'Smile';
  d.detail.website = 'https://smile.example';
  d.address = { streetAddress: '1 Main', suiteUnit: '', cityTown: 'Austin', state: 'TX', zip: '78701', latitude: '30.27', longitude: '-97.74' };
  return d;
};
const SPANISH = 'Odontología familiar.\nPrecios en efectivo publicados.';

afterEach(() => activateLocale('en'));

it('is sent as typed when written, and left out when empty', () => {
  const d = valid();
  expect(draftToPayload(d).payload.detail).not.toHaveProperty('descriptionEs');
  d.detail.descriptionEs = '   ';
  expect(draftToPayload(d).payload.detail).not.toHaveProperty('descriptionEs');
  d.detail.descriptionEs = SPANISH;
  expect(draftToPayload(d).payload.detail.descriptionEs).toBe(SPANISH);
});

it('comes back from a saved clinic and from the browser draft', () => {
  const d = valid();
  d.detail.descriptionEs = SPANISH;
  const saved = { ...draftToPayload(d).payload, id: 'c1', doctors: [] } as unknown as OwnerClinic;
  expect(draftFromClinic(saved).detail.descriptionEs).toBe(SPANISH);
  saveDraft('acct', { kind: 'new' }, d, 5);
  expect(loadDraft('acct', { kind: 'new' }, 10)?.draft.detail.descriptionEs).toBe(SPANISH);
});

it('over the limit, is refused on the details step in the page language', async () => {
  const d = valid();
  d.detail.descriptionEs = 'a'.repeat(DESCRIPTION_MAX + 1);
  expect(await validateStep(2, d)).toEqual({ 'detail.descriptionEs': `Use at most ${DESCRIPTION_MAX} characters.` });
  await activateLocale('es');
  expect(await validateStep(2, d)).toEqual({ 'detail.descriptionEs': `Use como máximo ${DESCRIPTION_MAX} caracteres.` });
  expect((await validateStep(1, newClinicDraft()))['detail.name']).toBe('Ingrese el nombre de la clínica.');
});
