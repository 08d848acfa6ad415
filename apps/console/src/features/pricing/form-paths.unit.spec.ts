import { describe, expect, it } from 'vitest';
import { isFormFieldPath } from './form-paths';

describe('where a 422 message of the API is shown', () => {
  it('given the paths of the form (spec/03 §5 keys), then under their fields', () => {
    for (const path of [
      'name',
      'begin_date',
      'currency',
      'id_country',
      'cod_account_factor.maximal',
      'weight_thresholds.2.limiting_threshold',
      'weight_thresholds',
    ])
      expect(isFormFieldPath(path, 'income')).toBe(true);
    expect(isFormFieldPath('id_courier', 'cost')).toBe(true);
  });

  it('given a path no field of this form shows, then above the form', () => {
    for (const path of ['id_client', 'id', '_', 'cod_account_factor.percent', 'weight_thresholds.x.base_amount', 'id_courier'])
      expect(isFormFieldPath(path, 'income')).toBe(false);
    expect(isFormFieldPath('id_country', 'cost')).toBe(false);
  });
});
