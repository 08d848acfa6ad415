import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The budget of spec'd quality bar: the JavaScript a first visit loads, gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

interface ChunkLike {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  imports?: string[];
  code?: string;
}

/** Gzipped size of the entry chunks and everything they import statically (lazy routes excluded). */
export function initialJsBytes(bundle: Record<string, ChunkLike>): number {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
  return [...seen].reduce((sum, file) => sum + gzipSync(bundle[file]!.code ?? '').length, 0);
}

/** Prints the initial JavaScript size after a production build and fails the build over budget. */
export function initialSizeReport(): Plugin {
  return {
    name: 'initial-js-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const bytes = initialJsBytes(bundle as unknown as Record<string, ChunkLike>);
      const kb = (bytes / 1024).toFixed(1);
      const line = `Initial JavaScript: ${kb} KB gzip (budget ${INITIAL_JS_BUDGET_BYTES / 1024} KB)`;
      if (bytes > INITIAL_JS_BUDGET_BYTES) this.error(line);
      console.log(line);
    },
  };
}
