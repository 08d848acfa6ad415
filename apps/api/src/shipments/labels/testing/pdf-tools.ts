/** The Debian tools the label tests read PDFs with (poppler-utils, zbar-tools). */
import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const TOOLS = ['pdftoppm', 'pdftotext', 'zbarimg'];

/** A missing tool fails the test (CI installs them), it never skips it. */
export async function requirePdfTools(): Promise<void> {
  const missing: string[] = [];
  for (const tool of TOOLS) {
    await run('sh', ['-c', `command -v ${tool}`]).catch(() => missing.push(tool));
  }
  if (missing.length) throw new Error(`Label tests need ${missing.join(', ')}: apt-get install poppler-utils zbar-tools`);
}

/** Each page as a PNG at 200 dpi, in page order. */
export async function rasterise(pdf: string, dir: string): Promise<string[]> {
  await run('pdftoppm', ['-r', '200', '-png', pdf, join(dir, 'page')]);
  const pages = (await readdir(dir)).filter((name) => /^page-\d+\.png$/.test(name));
  const number = (name: string) => Number(/(\d+)\.png$/.exec(name)![1]);
  return pages.sort((a, b) => number(a) - number(b)).map((name) => join(dir, name));
}

/** The Code 128 symbols zbar reads on an image, sorted (none: an empty list; zbarimg exits 4 then). */
export async function readCode128(png: string): Promise<string[]> {
  try {
    const { stdout } = await run('zbarimg', ['--raw', '-q', '-Sdisable', '-Scode128.enable', png]);
    return stdout.split('\n').filter(Boolean).sort();
  } catch (error) {
    if ((error as { code?: unknown }).code === 4) return [];
    throw error;
  }
}

export async function pdfText(pdf: string): Promise<string> {
  return (await run('pdftotext', ['-enc', 'UTF-8', pdf, '-'])).stdout;
}
