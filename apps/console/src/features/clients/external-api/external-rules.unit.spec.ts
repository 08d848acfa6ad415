import { describe, expect, it } from 'vitest';
import { externalProblem, isMarketplace, needsTypedLogin } from './external-rules';

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
