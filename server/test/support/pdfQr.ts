/**
 * The QR codes on a page of a PDF, read back as a reader's phone would: the page is rendered
 * to pixels with pdf-parse's own renderer (pdf.js on @napi-rs/canvas) and every QR code on
 * the picture is decoded with ZXing (zxing-wasm, its .wasm loaded from node_modules: no
 * network). Like pdfText.ts it runs in a child Node process: pdf.js starts its worker with a
 * dynamic import(), which jest's module runtime refuses.
 */
import { execFile } from 'node:child_process';

/**
 * Pixels per PDF point: 2 is 144 dpi, about what a phone's camera makes of a printed page
 * held to read its code. A code drawn too small to scan on paper fails to decode here too.
 */
const SCALE = 2;

const READER = `
const fs = require('node:fs');
const [parserPath, zxingPath, wasmPath, pageText, scaleText] = process.argv.slice(1);
const { PDFParse } = require(parserPath);
const { prepareZXingModule, readBarcodes } = require(zxingPath);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const wasm = fs.readFileSync(wasmPath);
  prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      locateFile: (file, prefix) => (file.endsWith('.wasm') ? wasmPath : prefix + file),
    },
  });
  const page = Number(pageText);
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const shot = await parser.getScreenshot({
      partial: [page],
      scale: Number(scaleText),
      imageDataUrl: false,
      imageBuffer: true,
    });
    const image = shot.pages.find((p) => p.pageNumber === page);
    if (image === undefined) throw new Error('The PDF has no page ' + page + ' of ' + shot.total);
    const found = await readBarcodes(image.data, { formats: ['QRCode'], maxNumberOfSymbols: 255 });
    process.stdout.write(JSON.stringify(found.filter((r) => r.isValid).map((r) => r.text)));
  } finally {
    await parser.destroy();
  }
});
`;

/** The text of every QR code ZXing finds on `page` (from 1) of the PDF, in its order. */
export function readQrCodes(pdf: Buffer, page = 1): Promise<string[]> {
  const args = [
    require.resolve('pdf-parse'),
    require.resolve('zxing-wasm/reader'),
    require.resolve('zxing-wasm/reader/zxing_reader.wasm'),
    String(page),
    String(SCALE),
  ];
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READER, ...args],
      { maxBuffer: 16 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Reading the QR codes failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(pdf);
  });
}
