import { act, render, screen } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { deferred } from './deferred';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello ${name}`);
}

describe('deferred', () => {
  it('shows the Loading spinner until the code arrives, then the component with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const Deferred = deferred(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    render(createElement(Deferred, { name: 'Pat' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByText('Hello Pat')).toBeNull();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Pat')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('loads the code once, however many are shown', async () => {
    let loads = 0;
    const Deferred = deferred(async () => {
      loads += 1;
      return Greeting;
    });
    render(
      createElement(
        Fragment,
        null,
        createElement(Deferred, { name: 'Pat' }),
        createElement(Deferred, { name: 'Sam' }),
      ),
    );
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
    expect(screen.getByText('Hello Pat')).toBeTruthy();
    expect(loads).toBe(1);
  });
});
