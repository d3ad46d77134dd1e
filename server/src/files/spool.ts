/**
 * Writes an upload's stream to a temp file, never holding it in memory, and learns on the
 * way what the type decision needs: the first bytes and whether a macro project is named.
 * Past `maxBytes` it stops with FileTooLargeError; on any failure (the client went away
 * mid-body) the temp file is removed before the error goes on.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HEAD_BYTES, macroScanner } from './fileType';

export class FileTooLargeError extends Error {
  constructor() {
    super('upload larger than the limit');
  }
}

export interface SpooledFile {
  path: string;
  size: number;
  head: Buffer;
  hasMacros: boolean;
  /** Removes the temp file (safe to call twice). */
  remove(): Promise<void>;
}

/** The app's folder for uploads in progress, inside its data folder. */
export function uploadsInProgressDir(dataDir: string): string {
  return path.join(dataDir, 'uploads-in-progress');
}

/**
 * `dir` is the app's own folder for uploads in progress (under its data folder), so a file
 * left by a crash is found where the operator looks, and one app never sees another's.
 */
export async function spoolUpload(
  source: Readable,
  maxBytes: number,
  dir: string,
): Promise<SpooledFile> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const tempPath = path.join(dir, `skillfolio-upload-${randomUUID()}`);
  const remove = () => fs.promises.rm(tempPath, { force: true });
  let size = 0;
  const headParts: Buffer[] = [];
  let headLength = 0;
  const macros = macroScanner();
  const watch = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) {
        done(new FileTooLargeError());
        return;
      }
      if (headLength < HEAD_BYTES) {
        headParts.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      macros.push(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, watch, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await remove();
    throw error;
  }
  // busboy ends a file cut at its own limit normally, marked truncated: too large as well.
  if ((source as Readable & { truncated?: boolean }).truncated === true) {
    await remove();
    throw new FileTooLargeError();
  }
  return {
    path: tempPath,
    size,
    head: Buffer.concat(headParts),
    hasMacros: macros.found(),
    remove,
  };
}
