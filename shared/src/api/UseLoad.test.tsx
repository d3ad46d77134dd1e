import { act, render, screen } from '@testing-library/react';
import { useCallback, useLayoutEffect, type ReactNode } from 'react';
import { useLoad } from './useLoad';

/** Every call of a screen's `load`: when it came (before or after the page was drawn). */
interface Asked {
  input: string;
  drawn: boolean;
  answer: (reply: string) => void;
  refuse: (error: Error) => void;
}

function harness() {
  const asked: Asked[] = [];
  let drawn = false;
  // Layout effects run once the page is drawn, before any passive effect.
  function Page({ children }: { children: ReactNode }) {
    useLayoutEffect(() => {
      drawn = true;
    }, []);
    return <>{children}</>;
  }
  function Screen({ input }: { input: string }) {
    const load = useCallback(
      () =>
        new Promise<string>((resolve, reject) => {
          asked.push({ input, drawn, answer: resolve, refuse: reject });
        }),
      [input],
    );
    const loaded = useLoad(load);
    return (
      <>
        <p>
          {loaded.status}: {loaded.status === 'loaded' ? loaded.data : ''}
        </p>
        <button onClick={loaded.reload}>Reload</button>
      </>
    );
  }
  const draw = (input: string) => (
    <Page>
      <Screen input={input} />
    </Page>
  );
  return { asked, draw };
}

describe('useLoad', () => {
  it('asks while the screen is being drawn, once, and shows the answer', async () => {
    const { asked, draw } = harness();
    render(draw('skills'));
    expect(asked.map(({ input, drawn }) => ({ input, drawn }))).toEqual([
      { input: 'skills', drawn: false },
    ]);
    expect(screen.getByText(/^loading/)).toBeTruthy();
    await act(async () => asked[0]?.answer('Listening'));
    expect(await screen.findByText('loaded: Listening')).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('asks again on Reload and on new inputs, and shows only the latest answer', async () => {
    const { asked, draw } = harness();
    const { rerender } = render(draw('autumn'));
    await act(async () => asked[0]?.answer('Autumn skills'));
    await act(async () => screen.getByRole('button', { name: 'Reload' }).click());
    expect(asked).toHaveLength(2);
    rerender(draw('spring'));
    expect(asked.map(({ input }) => input)).toEqual(['autumn', 'autumn', 'spring']);
    // The reload's answer comes last but answers an older question: it is not shown.
    await act(async () => asked[2]?.answer('Spring skills'));
    await act(async () => asked[1]?.answer('Autumn again'));
    expect(await screen.findByText('loaded: Spring skills')).toBeTruthy();
  });

  it('shows a refusal that came before the screen was listening', async () => {
    const { asked, draw } = harness();
    // Refused during the render, before any effect has run.
    render(
      <>
        {draw('notes')}
        <Refuser asked={asked} />
      </>,
    );
    expect(await screen.findByText(/^failed/)).toBeTruthy();
    expect(asked).toHaveLength(1);
  });
});

/** Refuses every question asked so far, from its own render (before any effect runs). */
function Refuser({ asked }: { asked: Asked[] }) {
  for (const question of asked) question.refuse(new Error('The server is busy'));
  return null;
}
