import { useLayoutEffect, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { RemoteMount } from './remote-mount';
import { loadRemoteModule } from './remote-registry';

// Each test mounts its own exposed page: loads are kept per page for the whole page's life.
// The federation runtime is not part of this test: the page's module arrives when the test says so.
jest.mock('./remote-registry', () => ({ loadRemoteModule: jest.fn() }));

type PageModule = { default: ComponentType };

function pageArrivingLater(): (module: PageModule) => void {
  let arrive: (module: PageModule) => void = () => undefined;
  jest.mocked(loadRemoteModule).mockReturnValueOnce(new Promise<PageModule>((resolve) => (arrive = resolve)) as never);
  return arrive;
}

test('a page whose code arrives while "Loading…" shows is drawn at once, not held back by React\'s fallback throttle', async () => {
  const arrive = pageArrivingLater();
  await act(async () => {
    render(<RemoteMount remote="mf_profile" exposed="ProfilePage" label="the clinic profile" />);
  });
  expect(screen.getByRole('status').textContent).toContain('Loading');

  // React holds a Suspense retry until 300 ms after its fallback appeared; the page must not wait for that.
  let drawn = 0;
  function Page() {
    useLayoutEffect(() => {
      drawn = performance.now();
    }, []);
    return <h1>Sunrise Dental</h1>;
  }
  const arrived = performance.now();
  arrive({ default: Page });
  await screen.findByRole('heading', { name: 'Sunrise Dental' }, { timeout: 1_000 });
  expect(drawn - arrived).toBeLessThan(200);
  expect(screen.queryByRole('status')).toBeNull();
});

test('a page that fails to load shows the fallback with Retry, and Retry loads it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(loadRemoteModule).mockRejectedValueOnce(new Error('Loading chunk 827 failed.'));
  await act(async () => {
    render(<RemoteMount remote="mf_profile" exposed="PricesPage" label="the prices page" />);
  });
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByText(/Sorry, the prices page is not available right now/)).toBeTruthy();

  const arrive = pageArrivingLater();
  await act(async () => retry.click());
  arrive({ default: () => <h1>Sunrise Dental</h1> });
  expect(await screen.findByRole('heading', { name: 'Sunrise Dental' })).toBeTruthy();
  expect(jest.mocked(loadRemoteModule)).toHaveBeenLastCalledWith('mf_profile', 'PricesPage', true);
});
