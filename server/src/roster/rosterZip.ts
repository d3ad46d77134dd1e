/**
 * Reads a zip as it arrives, inflating only the entries asked for and handing their bytes on
 * in small slices, with the uncompressed size counted as it inflates: a zip bomb is stopped at
 * the limit, never held whole, and a large export never blocks the event loop for long.
 */
import type { Readable } from 'node:stream';
import { Unzip, UnzipInflate } from 'fflate';

/** Where an entry's bytes go: written in order, then ended once, each awaited. */
export interface ZipEntrySink {
  write(bytes: Uint8Array): Promise<void>;
  end(): Promise<void>;
}

/** Why reading stopped before the end of the zip. */
export type ZipStop =
  | { stop: 'notAZip' }
  | { stop: 'tooManyEntries' }
  | { stop: 'unsupported'; name: string; method: number }
  | { stop: 'fileTooLarge'; name: string }
  | { stop: 'tooLarge' };

export interface ZipLimits {
  entriesMax: number;
  fileBytesMax: number;
  totalBytesMax: number;
}

/**
 * Compressed bytes given to the inflater at a time. DEFLATE expands at most about 1,032 to 1,
 * and the inflater hands over all it made from one push at once: so 8 KB in is at most about
 * 8 MB out before the count below sees it.
 */
const COMPRESSED_CHUNK = 8 * 1024;

/** Inflated bytes handed to a sink at a time, so one write is a few milliseconds of parsing. */
const WRITE_SLICE = 32 * 1024;

/** How long the reading may run before it lets other requests in. */
const YIELD_AFTER_MS = 5;

const STORED = 0;
const DEFLATED = 8;

/** A zip starts with its first entry's local header: "PK\3\4". */
const startsLikeZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

interface Delivery {
  sink: ZipEntrySink;
  data: Uint8Array;
  final: boolean;
}

/**
 * Reads `input` to its end, unless a limit stops it (then the rest of a stream is left unread,
 * not destroyed). `take` is asked about each entry by its full name, synchronously; the entries it
 * gives a sink for are inflated into it, the others skipped without inflating.
 */
export async function readZip(
  input: Readable | Uint8Array,
  limits: ZipLimits,
  take: (name: string) => ZipEntrySink | undefined,
): Promise<ZipStop | undefined> {
  let stop: ZipStop | undefined;
  let entries = 0;
  let total = 0;
  const queue: Delivery[] = [];
  /** Sinks started and not yet given their last bytes: any left at the end means a cut zip. */
  const unfinished = new Set<ZipEntrySink>();

  const unzip = new Unzip((file) => {
    if (stop !== undefined) return;
    entries += 1;
    if (entries > limits.entriesMax) {
      stop = { stop: 'tooManyEntries' };
      return;
    }
    const sink = take(file.name);
    if (sink === undefined) return;
    if (file.compression !== STORED && file.compression !== DEFLATED) {
      stop = { stop: 'unsupported', name: file.name, method: file.compression };
      return;
    }
    // The size its header declares: not trusted (the count below is), but a quick refusal.
    if ((file.originalSize ?? 0) > limits.fileBytesMax) {
      stop = { stop: 'fileTooLarge', name: file.name };
      return;
    }
    let bytes = 0;
    unfinished.add(sink);
    file.ondata = (error, data, final) => {
      if (stop !== undefined) return;
      if (error !== null) {
        stop = { stop: 'notAZip' };
        return;
      }
      bytes += data.length;
      total += data.length;
      if (bytes > limits.fileBytesMax) stop = { stop: 'fileTooLarge', name: file.name };
      else if (total > limits.totalBytesMax) stop = { stop: 'tooLarge' };
      else queue.push({ sink, data, final });
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  const push = (chunk: Uint8Array, final: boolean): void => {
    try {
      unzip.push(chunk, final);
    } catch {
      // fflate throws on a zip cut short inside an entry, and on headers it cannot follow.
      stop ??= { stop: 'notAZip' };
    }
  };

  const breathe = pacer();
  const deliver = async (): Promise<void> => {
    for (let next = queue.shift(); next !== undefined && stop === undefined; next = queue.shift()) {
      const { sink, data, final } = next;
      for (let at = 0; at < data.length; at += WRITE_SLICE) {
        await sink.write(data.subarray(at, at + WRITE_SLICE));
        await breathe();
      }
      if (final) {
        unfinished.delete(sink);
        await sink.end();
      }
    }
  };

  const tail = new Tail(END_RECORD_MAX);
  let head: Uint8Array | undefined = new Uint8Array(0);
  for await (let chunk of compressedChunks(input)) {
    tail.push(chunk);
    if (head !== undefined) {
      // Not a zip at all (a CSV, a PDF…): said at once, not after scanning it for a header.
      chunk = concat(head, chunk);
      if (chunk.length < 4) {
        head = chunk;
        continue;
      }
      if (!startsLikeZip(chunk)) return { stop: 'notAZip' };
      head = undefined;
    }
    push(chunk, false);
    await deliver();
    if (stop !== undefined) return stop;
    await breathe();
  }
  if (head !== undefined) return { stop: 'notAZip' };
  push(new Uint8Array(0), true);
  await deliver();
  if (stop !== undefined) return stop;
  if (entries === 0 || unfinished.size > 0 || !endsLikeZip(tail.bytes())) {
    return { stop: 'notAZip' };
  }
  return undefined;
}

/** The end of central directory record: 22 bytes and a comment of up to 65,535. */
const END_RECORD_MAX = 22 + 0xffff;

/**
 * Whether the bytes end with a zip's end record. Read as a stream, a zip cut short just after
 * an entry would otherwise look whole, only with files missing: and an enrollments.csv missing
 * is read as a school with no classes.
 */
function endsLikeZip(end: Uint8Array): boolean {
  const view = new DataView(end.buffer, end.byteOffset, end.byteLength);
  for (let at = end.length - 22; at >= 0; at -= 1) {
    if (
      view.getUint32(at, true) === 0x06054b50 &&
      at + 22 + view.getUint16(at + 20, true) === end.length
    ) {
      return true;
    }
  }
  return false;
}

/** The last `size` bytes (at least) of what went past, kept as the pieces they came in. */
class Tail {
  private pieces: Uint8Array[] = [];
  private length = 0;

  constructor(private readonly size: number) {}

  push(piece: Uint8Array): void {
    this.pieces.push(piece);
    this.length += piece.length;
    for (let first = this.pieces[0]; first !== undefined; first = this.pieces[0]) {
      if (this.length - first.length < this.size) break;
      this.pieces.shift();
      this.length -= first.length;
    }
  }

  bytes(): Uint8Array {
    return Buffer.concat(this.pieces);
  }
}

/** The input in pieces of at most COMPRESSED_CHUNK bytes, as it arrives. */
async function* compressedChunks(input: Readable | Uint8Array): AsyncGenerator<Uint8Array> {
  if (input instanceof Uint8Array) {
    yield* slices(input);
    return;
  }
  // Node's own iterator destroys the stream when the reading stops early: an upload's is left
  // for its route to drain, so the request ends and its size is known.
  for await (const chunk of input.iterator({ destroyOnReturn: false })) {
    const arrived: unknown = chunk;
    // A stream with an encoding set has already turned the zip's bytes into text, lossily.
    if (!(arrived instanceof Uint8Array)) throw new TypeError('A roster upload must be bytes.');
    yield* slices(arrived);
  }
}

function* slices(bytes: Uint8Array): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += COMPRESSED_CHUNK) {
    yield bytes.subarray(at, at + COMPRESSED_CHUNK);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Lets the event loop run (a setImmediate turn) once every YIELD_AFTER_MS of work. */
function pacer(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < YIELD_AFTER_MS) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
