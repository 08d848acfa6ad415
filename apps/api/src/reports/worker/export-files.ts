import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { Infrastructure } from '../../bootstrap/infrastructure.js';
import { INFRA } from '../../shared/tokens.js';

/**
 * Report files on disk (docs/reports.md "Files"): EXPORTS_DIR, or
 * DATA_DIR/exports. An attempt writes `<uuid>.<attempt>.part` and renames it
 * to `<uuid>.xlsx` when complete, so a file that exists is a whole one; a dead
 * attempt's part is removed by the next attempt. Several API replicas share the
 * directory (a volume).
 */
@Injectable()
export class ExportFiles {
  readonly directory: string;
  constructor(@Inject(INFRA) infra: Infrastructure) {
    this.directory = resolve(infra.config.EXPORTS_DIR ?? join(infra.config.DATA_DIR, 'exports'));
  }

  /** A file name of the directory as a path (names only: nothing outside it). */
  pathOf(file: string): string {
    return join(this.directory, basename(file));
  }

  async exists(path: string): Promise<boolean> {
    return stat(path).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  async openPart(identifier: string, attempt: number): Promise<{ path: string; out: WriteStream }> {
    await mkdir(this.directory, { recursive: true });
    for (let earlier = 1; earlier < attempt; earlier++) await rm(this.partPath(identifier, earlier), { force: true });
    const path = this.partPath(identifier, attempt);
    return { path, out: createWriteStream(path) };
  }

  /** Makes a written part the export's file; answers its name and size. */
  async complete(identifier: string, partPath: string): Promise<{ file: string; bytes: number }> {
    const file = `${identifier}.xlsx`;
    await rename(partPath, this.pathOf(file));
    return { file, bytes: (await stat(this.pathOf(file))).size };
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  read(path: string): ReadStream {
    return createReadStream(path);
  }

  private partPath(identifier: string, attempt: number): string {
    return join(this.directory, `${identifier}.${attempt}.part`);
  }
}
