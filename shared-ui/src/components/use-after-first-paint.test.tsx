import { act, render, screen } from '@testing-library/react';
import { afterNextPaint, useAfterFirstPaint } from './use-after-first-paint';

function Page() {
  const rest = useAfterFirstPaint();
  return (
    <main>
      <h1>First screen</h1>
      {rest && <h2>The rest</h2>}
    </main>
  );
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

afterEach(() => setVisibility('visible'));

test('the first render has only the first screen; the rest follows after the next frame', async () => {
  setVisibility('visible');
  render(<Page />);
  expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
  });
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The rest');
});

test('a page rendered in a hidden tab, which draws no frames, has everything at once', () => {
  setVisibility('hidden');
  render(<Page />);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('The rest');
});

test('unmounted before the frame, it sets nothing', async () => {
  setVisibility('visible');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { unmount } = render(<Page />);
  unmount();
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

const nextFrameAndTask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

describe('afterNextPaint', () => {
  test('runs its callback after the next frame, not before', async () => {
    setVisibility('visible');
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('cancelled before the frame, it never runs', async () => {
    setVisibility('visible');
    const callback = jest.fn();
    const cancel = afterNextPaint(callback);
    cancel();
    await nextFrameAndTask();
    expect(callback).not.toHaveBeenCalled();
  });

  test('in a hidden tab, which draws no frames, it runs at once', () => {
    setVisibility('hidden');
    const callback = jest.fn();
    afterNextPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('afterNextPaint before the page has painted anything', () => {
  // jsdom has no paint timing: a stand-in for the browser's, with the page's first contentful paint to come.
  let painted = false;
  let notify: (() => void) | undefined;
  const real = { observer: globalThis.PerformanceObserver, entries: performance.getEntriesByName };
  beforeEach(() => {
    painted = false;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {
        notify = undefined;
      }
    }
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
    performance.getEntriesByName = ((name: string) => (painted && name === 'first-contentful-paint' ? [{ name }] : [])) as typeof performance.getEntriesByName;
  });
  afterEach(() => {
    Object.assign(globalThis, { PerformanceObserver: real.observer });
    performance.getEntriesByName = real.entries;
  });

  test('waits for the first contentful paint, then for the frame after it', async () => {
    setVisibility('visible');
    const callback = jest.fn();
    afterNextPaint(callback);
    // Frames go by while the browser holds the first paint: nothing yet.
    await nextFrameAndTask();
    await nextFrameAndTask();
    expect(callback).not.toHaveBeenCalled();
    painted = true;
    notify?.();
    expect(callback).not.toHaveBeenCalled();
    await nextFrameAndTask();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('once the page has painted, it waits for the next frame only', async () => {
    setVisibility('visible');
    painted = true;
    const callback = jest.fn();
    afterNextPaint(callback);
    await nextFrameAndTask();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
