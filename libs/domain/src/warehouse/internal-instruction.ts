import { DomainError } from '../shared/errors.js';
import { INTERNAL_INSTRUCTION_MARKER } from './scanner/scanner-rules.js';

/**
 * Our internal instruction barcodes (the text after the marker '#II#'): they
 * change what the scanning screen does, nothing in the parcels' records.
 * - `STATUS-<id>`: choose that status type;
 * - `MANUAL`: switch manual (handwriting) mode on or off;
 * - `DIMS`: open the dimension form for the parcel on screen.
 */
export type InternalInstruction =
  | { readonly action: 'set_status'; readonly statusTypeId: number }
  | { readonly action: 'toggle_manual' }
  | { readonly action: 'open_dimensions' };

const STATUS = /^STATUS-(\d{1,9})$/;

/** Reads an instruction code (with or without the marker); an unknown one is refused (422 on code). */
export function parseInternalInstruction(input: string): InternalInstruction {
  let code = input.trim().toUpperCase();
  const marker = code.indexOf(INTERNAL_INSTRUCTION_MARKER);
  if (marker >= 0) code = code.slice(marker + INTERNAL_INSTRUCTION_MARKER.length).trim();
  if (code === 'MANUAL') return { action: 'toggle_manual' };
  if (code === 'DIMS') return { action: 'open_dimensions' };
  const status = STATUS.exec(code);
  if (status && Number(status[1]) >= 1) return { action: 'set_status', statusTypeId: Number(status[1]) };
  throw new DomainError('internal_instruction_unknown');
}
