import { describe, expect, it } from 'vitest';
import type { DomainError } from '../shared/errors.js';
import { parseInternalInstruction } from './internal-instruction.js';

describe('internal instructions', () => {
  it.each([
    ['STATUS-90', { action: 'set_status', statusTypeId: 90 }],
    ['#II#status-55', { action: 'set_status', statusTypeId: 55 }],
    ['MANUAL', { action: 'toggle_manual' }],
    [' #II#DIMS ', { action: 'open_dimensions' }],
  ])('%s reads as %o', (code, instruction) => {
    expect(parseInternalInstruction(code)).toEqual(instruction);
  });

  it.each(['', 'ZONE7', 'STATUS-', 'STATUS-0', 'STATUS-12345678901'])('%s is unknown', (code) => {
    let error = '';
    try {
      parseInternalInstruction(code);
    } catch (e) {
      error = (e as DomainError).code;
    }
    expect(error).toBe('internal_instruction_unknown');
  });
});
