import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@directpay/shared-ui/routing';
import { rememberLocale } from '@directpay/shared-ui/i18n';
import { LanguageSuggestion } from './language-suggestion';
import { suggestedLocale } from './language-suggestion-rule';

function browserPrefers(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

const open = () =>
  render(
    <MemoryRouter initialEntries={['/about?x=1']}>
      <LanguageSuggestion />
    </MemoryRouter>,
  );

const offer = () => screen.queryByTestId('language-suggestion');
// The offer's bar is a chunk of its own, rendered once it has loaded.
const offered = () => screen.findByTestId('language-suggestion');

describe('the offer of the page in the other language', () => {
  afterEach(() => {
    localStorage.clear();
    browserPrefers('en-US', 'en');
  });

  it('offers Spanish on a first visit to an English page when the browser prefers Spanish', async () => {
    browserPrefers('es-MX', 'en');
    open();
    expect((await offered()).textContent).toContain('Esta página está disponible en español');
    const link = screen.getByRole('link', { name: 'Leer en español' });
    expect(link.getAttribute('href')).toBe('/es/about?x=1');
    expect(offer()?.getAttribute('lang')).toBe('es-US');
  });

  it('takes the first language of the browser the site speaks', async () => {
    browserPrefers('fr-FR', 'es', 'en');
    open();
    expect(await offered()).not.toBeNull();
  });

  it('offers nothing when the browser prefers English', async () => {
    browserPrefers('en-US', 'es');
    open();
    expect(offer()).toBeNull();
  });

  it('offers the remembered choice when it is not the page’s language, whatever the browser prefers', async () => {
    rememberLocale('es');
    open();
    expect(screen.getByRole('link', { name: 'Leer en español' })).toBeTruthy();
  });

  it('offers nothing when the remembered choice is the page’s, even to a browser preferring Spanish', async () => {
    browserPrefers('es');
    rememberLocale('en');
    open();
    expect(offer()).toBeNull();
  });

  it('closes, and stays closed on the next page', async () => {
    browserPrefers('es');
    const { unmount } = open();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cerrar' })));
    expect(offer()).toBeNull();
    unmount();
    open();
    expect(offer()).toBeNull();
  });

  it('is never in the markup rendered before hydration', async () => {
    browserPrefers('es');
    const html = renderToString(
      <MemoryRouter initialEntries={['/']}>
        <LanguageSuggestion />
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });

  it('offers English on a Spanish page only to a browser that chose English', async () => {
    expect(suggestedLocale({ page: 'es', remembered: 'en', languages: ['es'], dismissed: false })).toBe('en');
    expect(suggestedLocale({ page: 'es', remembered: undefined, languages: ['en-US'], dismissed: false })).toBeUndefined();
    expect(suggestedLocale({ page: 'es', remembered: 'es', languages: ['en-US'], dismissed: false })).toBeUndefined();
    expect(suggestedLocale({ page: 'es', remembered: 'en', languages: ['en'], dismissed: true })).toBeUndefined();
  });
});
