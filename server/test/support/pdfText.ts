/**
 * The text of a PDF, read back with a real extractor (pdf-parse, on pdf.js). It runs in a
 * child Node process: pdf.js starts its worker with a dynamic import(), which jest's module
 * runtime refuses, while plain Node 20 runs it as it would anywhere.
 */
import { execFile } from 'node:child_process';

export interface PdfReading {
  text: string;
  pages: number;
}

const READER = `
const { PDFParse } = require(process.argv[1]);
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const result = await parser.getText();
    process.stdout.write(JSON.stringify({ text: result.text, pages: result.total }));
  } finally {
    await parser.destroy();
  }
});
`;

export function readPdf(bytes: Buffer | Uint8Array): Promise<PdfReading> {
  const parserPath = require.resolve('pdf-parse');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['-e', READER, parserPath],
      { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Reading the PDF failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfReading);
      },
    );
    child.stdin?.end(Buffer.from(bytes));
  });
}
