/**
 * The contracts' words on a page: English exactly as the contracts' English functions write
 * them, Spanish on a Spanish page, and a form's contract check in the page's language.
 */
import { act, render, screen } from '@testing-library/react';
import { Type } from '@sinclair/typebox';
import { clinicStampMonthMessage, clinicStampMonthText, clinicStampText, clinicStampMessage, fairPriceMark, formatDateIn, MAY_BE_OUT_OF_DATE_TEXT, PUBLIC_IN_DATA, publicPartText } from '@directpay/contracts';
import { activateLocale, useContractText } from '@directpay/shared-ui/i18n';
import { contractResolver, resolveForm } from '@directpay/shared-ui/forms';

const confirmed = { kind: 'confirmed', date: new Date('2026-03-04T12:00:00Z') } as const;
const mark = fairPriceMark(58, { count: 18, median: 100 }, 50)!;

function Words() {
  const say = useContractText();
  return (
    <ul>
      <li>{say(clinicStampMessage(confirmed))}</li>
      <li>{say(clinicStampMonthMessage(confirmed))}</li>
      <li>{say(MAY_BE_OUT_OF_DATE_TEXT)}</li>
      <li>{`${say(mark.labelText)} (${say(mark.basisText)})`}</li>
      <li>{say.category(1)}</li>
      <li>{say.label('Office visit')}</li>
      <li>{say.label('Teeth whitening special')}</li>
      <li>{say.list(PUBLIC_IN_DATA.map(publicPartText))}</li>
    </ul>
  );
}

const lines = () => screen.getAllByRole('listitem').map((li) => li.textContent?.replace(/\s/g, ' '));

afterEach(() => act(() => activateLocale('en')));

test('in English the words are the contracts’ English functions’ words', async () => {
  await act(() => activateLocale('en'));
  render(<Words />);
  expect(lines()).toEqual([
    clinicStampText(confirmed),
    clinicStampMonthText(confirmed),
    'may be out of date',
    `${mark.label} (${mark.basis})`,
    'Dental',
    'Office visit',
    'Teeth whitening special',
    'email address and NPI',
  ]);
});

test('on a Spanish page they are Spanish, dates and amounts written for es-US; an owner’s words stay as typed', async () => {
  await act(() => activateLocale('es'));
  render(<Words />);
  expect(await screen.findByText(`Precios confirmados el ${formatDateIn(confirmed.date, 'es')}`)).toBeTruthy();
  expect(lines()).toEqual([
    'Precios confirmados el 4 de marzo de 2026',
    'Precios confirmados en marzo de 2026',
    'podría no estar actualizado',
    '42% por debajo de la mediana local (mediana de $100 entre 18 precios a menos de 31 mi)',
    'Odontología',
    'Consulta en el consultorio',
    'Teeth whitening special',
    'el correo electrónico y el NPI',
  ]);
});

test("a form shows a contract check's problem in the page's language", async () => {
  const resolver = contractResolver<{ name: string }, ReturnType<typeof schema>>({
    schema: schema(),
    inputChecks: (input) => (input.name.trim() ? [] : [{ field: 'name', message: 'is required' }]),
  });
  expect(await resolveForm(resolver, { name: ' ' })).toEqual({ name: 'is required' });
  await act(() => activateLocale('es'));
  expect(await resolveForm(resolver, { name: ' ' })).toEqual({ name: 'es obligatorio' });
});

function schema() {
  return Type.Object({ name: Type.String() });
}
