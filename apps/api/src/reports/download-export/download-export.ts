import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, downloadExport, EXPORT_NOT_READY_MESSAGE, reportFileName } from '@parcel/domain';
import type { CommandContext } from '../../cqrs/command-context.js';
import type { AuthenticatedUser } from '../../identity/session-lookup.js';
import { ExportAccess } from '../export-access.js';
import { ExportStreams } from '../export-streams.js';
import { ExportFiles } from '../worker/export-files.js';

export interface ExportDownload {
  /** The file's path on disk. */
  readonly path: string;
  /** The name the browser saves it under. */
  readonly fileName: string;
}

/**
 * GET app/v1/export/download/{identifier}: the file of a ready export (409
 * 'Pobranie pliku nie jest możliwe!' otherwise); the first download moves it
 * to downloaded (decided on its stream).
 */
export class DownloadExportCommand {
  constructor(
    readonly identifier: string,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(DownloadExportCommand)
export class DownloadExportHandler implements ICommandHandler<DownloadExportCommand, ExportDownload> {
  constructor(
    @Inject(ExportStreams) private readonly streams: ExportStreams,
    @Inject(ExportAccess) private readonly access: ExportAccess,
    @Inject(ExportFiles) private readonly files: ExportFiles,
  ) {}

  async execute({ identifier, user, context }: DownloadExportCommand): Promise<ExportDownload> {
    await this.access.byIdentifier(user, identifier);
    const { state } = await this.streams.load(identifier);
    downloadExport(state);
    const path = this.files.pathOf(state.file!);
    if (!(await this.files.exists(path))) throw new DomainError('export_not_ready', { message: EXPORT_NOT_READY_MESSAGE });
    await this.streams.update(identifier, downloadExport, context);
    const order = state.order!;
    return { path, fileName: reportFileName(order.type, order.start, order.end) };
  }
}
