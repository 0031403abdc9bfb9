import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { activateLocale } from '@directpay/shared-ui/i18n';
import { newClinicDraft } from '#src/features/clinic-wizard/lib/clinic-draft';
import { ProfilePreview } from './profile-preview';

const draft = () => {
  const d = newClinicDraft();
  d.categoryId = '1';
  d.detail.name = 'Smile';
  d.detail.description = 'Family dentistry.';
  d.detail.descriptionEs = 'Odontología familiar.';
  return d;
};
const description = () => screen.getByTestId('profile-preview-description');

afterEach(() => act(() => activateLocale('en')));

test('an English page previews the description, a Spanish page the Spanish one', async () => {
  const { rerender } = render(<ProfilePreview draft={draft()} />);
  expect(description().textContent).toBe('Family dentistry.');
  expect(description().getAttribute('translate')).toBe('no');
  await act(() => activateLocale('es'));
  rerender(<ProfilePreview draft={draft()} />);
  expect(await screen.findByText('Vista previa de su perfil público')).toBeTruthy();
  expect(description().textContent).toBe('Odontología familiar.');
});

test('a Spanish page without a Spanish description previews the description', async () => {
  await act(() => activateLocale('es'));
  const d = draft();
  d.detail.descriptionEs = '';
  render(<ProfilePreview draft={d} />);
  expect((await screen.findByTestId('profile-preview-description')).textContent).toBe('Family dentistry.');
});
