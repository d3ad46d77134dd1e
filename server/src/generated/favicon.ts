/** The site icon, an ICO file wrapping a small PNG, built once in memory. */
import { solidPng } from './png';

const SKILLFOLIO_TEAL = [0x0f, 0x76, 0x6e] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

export function buildFavicon(): Buffer {
  const size = 16;
  const png = solidPng(size, size, SKILLFOLIO_TEAL, WHITE);
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header[6] = size; // width
  header[7] = size; // height
  header[8] = 0; // no palette
  header[9] = 0; // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18); // the image follows the directory
  return Buffer.concat([header, png]);
}
