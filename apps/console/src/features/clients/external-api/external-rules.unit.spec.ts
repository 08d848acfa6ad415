import { describe, expect, it } from 'vitest';
import { parseContract } from '@parcel/contracts';
import { externalFormSchema, externalProblem, isMarketplace, needsTypedLogin } from './external-rules';

describe('external API credential fields by type', () => {
  it('marketplaces generate the login; the other login types need one typed; another needs none', () => {
    expect(['emag_RO', 'emag_HU', 'emag_BG'].every(isMarketplace)).toBe(true);
    expect(isMarketplace('baselinker')).toBe(false);
    expect(['baselinker', 'api_v2', 'ido_sell'].every(needsTypedLogin)).toBe(true);
    expect(needsTypedLogin('emag_RO')).toBe(false);
    expect(needsTypedLogin('another')).toBe(false);
  });

  it('given no type, then the type is required', () => {
    expect(externalProblem({ type: '', username: '', password: '' }, 'create')).toEqual({ field: 'type', code: 'required' });
  });

  it('given a marketplace with nothing typed, then it may be saved (both are generated)', () => {
    expect(externalProblem({ type: 'emag_RO', username: '', password: '' }, 'create')).toBeNull();
  });

  it('given a login type, then the username and on create the password are required', () => {
    expect(externalProblem({ type: 'baselinker', username: '', password: 'x' }, 'create')).toEqual({ field: 'username', code: 'required' });
    expect(externalProblem({ type: 'baselinker', username: 'sklep', password: ' ' }, 'create')).toEqual({ field: 'password', code: 'required' });
    expect(externalProblem({ type: 'baselinker', username: 'sklep', password: '' }, 'edit')).toBeNull();
  });

  it('given another, then nothing is required', () => {
    expect(externalProblem({ type: 'another', username: '', password: '' }, 'create')).toBeNull();
  });
});

describe('the external credential form', () => {
  it('given a login type without its login, then the contract with the rule marks the username', () => {
    expect(parseContract(externalFormSchema('create'), { type: 'baselinker', username: ' ', password: 'x', token: '', ip: '' })).toEqual({
      success: false,
      errors: { username: ['required'] },
    });
  });

  it('given an edit without a new password, then it passes; an unknown type does not', () => {
    expect(parseContract(externalFormSchema('edit'), { type: 'api_v2', username: 'sklep', password: '', token: '', ip: '' }).success).toBe(true);
    expect(parseContract(externalFormSchema('create'), { type: 'ftp', username: '', password: '', token: '', ip: '' }).success).toBe(false);
  });
});
