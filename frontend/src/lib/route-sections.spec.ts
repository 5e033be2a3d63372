import { firstSegment, isPublicPath, isStandardSection, STANDARD_SECTIONS } from './route-sections';

describe('route sections', () => {
  it('lists the 31 standard-layout groups of the spec, plus the Cronologia page', () => {
    expect(STANDARD_SECTIONS).toHaveLength(32);
    for (const section of ['dashboards', 'users', 'customers', 'coordination', 'carpreval', 'if']) {
      expect(isStandardSection(section)).toBe(true);
    }
  });

  it('does not claim other layouts or unknown paths', () => {
    for (const section of ['examination', 'dvrsbuilder', 'admintools', 'authentication', 'public', 'nonexistent']) {
      expect(isStandardSection(section)).toBe(false);
    }
  });

  it('recognises public pages', () => {
    expect(isPublicPath('/public/a3b/abc')).toBe(true);
    expect(isPublicPath('/public/date/xyz')).toBe(true);
    expect(isPublicPath('/public/other')).toBe(false);
    expect(isPublicPath('/customers/list')).toBe(false);
  });
});

describe('firstSegment', () => {
  it('returns the first non-empty segment', () => {
    expect(firstSegment('/customers/list/card/1')).toBe('customers');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('//users/list')).toBe('users');
  });
});
