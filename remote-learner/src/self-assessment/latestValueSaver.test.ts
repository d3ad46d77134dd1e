import { createLatestValueSaver } from './latestValueSaver';

/** A transport whose requests finish when the test says, recording what reached it. */
function controllableTransport() {
  const sent: number[] = [];
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const send = (value: number) =>
    new Promise<void>((resolve, reject) => {
      sent.push(value);
      pending.push({ resolve, reject });
    });
  const settle = async (ok = true) => {
    const next = pending.shift();
    if (ok) next?.resolve();
    else next?.reject(new Error('network down'));
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sent, send, settle, pendingCount: () => pending.length };
}

describe('the latest-value saver', () => {
  it('sends one request at a time and ends with the newest value', async () => {
    const transport = controllableTransport();
    const saved: number[] = [];
    const saver = createLatestValueSaver(transport.send, {
      onSaved: (v) => saved.push(v),
      onFailed: () => undefined,
    });

    saver.save(3);
    saver.save(4);
    saver.save(5);
    saver.save(6);
    expect(transport.sent).toEqual([3]);
    expect(transport.pendingCount()).toBe(1);

    await transport.settle();
    // 4 and 5 were overtaken while 3 was in flight: only 6 goes next.
    expect(transport.sent).toEqual([3, 6]);
    await transport.settle();
    await saver.idle();
    expect(saved).toEqual([6]);
  });

  it('reports a failure of the newest value and saves again on the next change', async () => {
    const transport = controllableTransport();
    const failed: number[] = [];
    const saved: number[] = [];
    const saver = createLatestValueSaver(transport.send, {
      onSaved: (v) => saved.push(v),
      onFailed: (_e, v) => failed.push(v),
    });

    saver.save(7);
    await transport.settle(false);
    expect(failed).toEqual([7]);
    saver.save(8);
    await transport.settle();
    expect(saved).toEqual([8]);
    expect(transport.sent).toEqual([7, 8]);
  });

  it('does not report the outcome of a value a newer one has replaced', async () => {
    const transport = controllableTransport();
    const failed: number[] = [];
    const saved: number[] = [];
    const saver = createLatestValueSaver(transport.send, {
      onSaved: (v) => saved.push(v),
      onFailed: (_e, v) => failed.push(v),
    });

    saver.save(1);
    saver.save(2);
    await transport.settle(false);
    await transport.settle();
    expect(failed).toEqual([]);
    expect(saved).toEqual([2]);
  });
});
