import { Suspense, useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { activateLocale, defineMessages } from '@directpay/shared-ui/i18n';

let spanishLoads = 0;
const { useMessages } = defineMessages(
  'probe',
  { greeting: 'Hello <b>{who}</b>', count: '{count, plural, one {# clinic} other {# clinics}}' },
  {
    es: async () => {
      spanishLoads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: { greeting: 'Hola <b>{who}</b>', count: '{count, plural, one {# clínica} other {# clínicas}}' } };
    },
  },
);

/** Hooks after the messages: their effects must run once the catalog has loaded. */
function Probe({ count }: { count: number }) {
  const t = useMessages();
  const [effects, setEffects] = useState(0);
  useEffect(() => {
    setEffects((n) => n + 1);
  }, []);
  return (
    <div>
      <p data-testid="greeting">{t.rich('greeting', { b: (text) => <strong translate="no">{text}</strong> }, { who: 'Ana' })}</p>
      <p data-testid="count">{t('count', { count })}</p>
      <p data-testid="effects">{effects}</p>
    </div>
  );
}

afterEach(() => act(() => activateLocale('en')));

describe('a catalog of messages', () => {
  it('shows a value that looks like markup as typed, inside its tag', async () => {
    function Named({ who }: { who: string }) {
      const t = useMessages();
      return <p data-testid="named">{t.rich('greeting', { b: (text) => <strong translate="no">{text}</strong> }, { who })}</p>;
    }
    render(
      <Suspense fallback="loading">
        <Named who="<b>Bold</b> & <0/> Clinic" />
      </Suspense>,
    );
    await waitFor(() => expect(screen.getByTestId('named').textContent).toBe('Hello <b>Bold</b> & <0/> Clinic'), { timeout: 5000 });
    expect(screen.getByTestId('named').querySelector('strong')?.textContent).toBe('<b>Bold</b> & <0/> Clinic');
  });

  it('shows English with its tags and plurals, and fetches no other language', async () => {
    render(
      <Suspense fallback="loading">
        <Probe count={1} />
      </Suspense>,
    );
    expect(await screen.findByText('Ana', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('greeting').textContent).toBe('Hello Ana');
    expect(screen.getByTestId('count').textContent).toBe('1 clinic');
    expect(spanishLoads).toBe(0);
  });

  it('waits for the Spanish file, then renders afresh with the effects of the hooks after it', async () => {
    // The page turns Spanish before this component's catalog has loaded: it suspends, then shows Spanish.
    const { i18n } = await import('./i18n');
    await act(async () => {
      i18n.load('es', {});
      i18n.activate('es');
    });
    render(
      <Suspense fallback="loading">
        <Probe count={2} />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('2 clínicas', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('greeting').textContent).toBe('Hola Ana');
    await waitFor(() => expect(screen.getByTestId('effects').textContent).toBe('1'));
    expect(spanishLoads).toBe(1);
  });
});
