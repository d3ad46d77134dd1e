import { act, render } from '@testing-library/react';
import { useLoad } from './useLoad';

/** Every render's status and data, in order: what a paint between two of them would show. */
function Recorder({ load, seen }: { load: () => Promise<string> | null; seen: string[] }) {
  const result = useLoad(load);
  seen.push(`${result.status} ${result.data ?? '-'}`);
  return null;
}

function settable() {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((done) => (resolve = done));
  return { load: () => promise, resolve };
}

describe('useLoad', () => {
  it('says loading from the very render in which its inputs change, never the old answer as the new', async () => {
    const first = settable();
    const second = settable();
    const seen: string[] = [];
    const view = render(<Recorder load={first.load} seen={seen} />);
    await act(async () => first.resolve('class of Autumn'));
    expect(seen.at(-1)).toBe('loaded class of Autumn');

    seen.length = 0;
    view.rerender(<Recorder load={second.load} seen={seen} />);
    // The render with the new inputs, before its effect: loading (keeping the old data to show
    // under a spinner if the screen wants), not "loaded".
    expect(seen[0]).toBe('loading class of Autumn');
    expect(seen.every((line) => line.startsWith('loading'))).toBe(true);
    await act(async () => second.resolve('class of Spring'));
    expect(seen.at(-1)).toBe('loaded class of Spring');
  });

  it('is loaded with nothing when there is nothing to load, once its effect has run', async () => {
    const seen: string[] = [];
    await act(async () => {
      render(<Recorder load={() => null} seen={seen} />);
    });
    expect(seen[0]).toBe('loading -');
    expect(seen.at(-1)).toBe('loaded -');
  });

  it('keeps the newest answer when an older one arrives late', async () => {
    const slow = settable();
    const fast = settable();
    const seen: string[] = [];
    const view = render(<Recorder load={slow.load} seen={seen} />);
    view.rerender(<Recorder load={fast.load} seen={seen} />);
    await act(async () => fast.resolve('new'));
    await act(async () => slow.resolve('old'));
    expect(seen.at(-1)).toBe('loaded new');
  });
});
