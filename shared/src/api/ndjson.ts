/** The lines of an `application/x-ndjson` reply as they arrive (a long write's progress). */
export async function* ndjsonLines(response: Response): AsyncGenerator<string> {
  if (response.body === null) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim() !== '') yield line;
    if (done) break;
  }
  if (pending.trim() !== '') yield pending;
}
