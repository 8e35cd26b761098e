import { describe, expect, it } from 'vitest';
import { optionalSetting } from './config';

describe('optionalSetting', () => {
  it('is null when the build leaves the variable unset or blank: no made-up default', () => {
    expect(optionalSetting(undefined)).toBeNull();
    expect(optionalSetting('')).toBeNull();
    expect(optionalSetting('  \n')).toBeNull();
  });

  it('is the value, trimmed, when it is set', () => {
    expect(optionalSetting(' depoimentos@exemplo.test ')).toBe('depoimentos@exemplo.test');
  });
});
