import { canonicalJson } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts keys by UTF-16 code units at every depth and drops what JSON drops', () => {
    expect(
      canonicalJson({
        b: 1,
        a: { d: [1, 'x', null], c: true },
        é: 0,
        Z: undefined,
        f: () => 1,
      }),
    ).toBe('{"a":{"c":true,"d":[1,"x",null]},"b":1,"é":0}');
    expect(canonicalJson({ '\u{1F600}': 1, '\uFFFF': 2 })).toBe('{"\u{1F600}":1,"\uFFFF":2}');
  });

  it('writes numbers, strings and dates as JSON.stringify does, so a value read back from jsonb hashes the same', () => {
    const value = {
      n: [0, -0, 1.5, 1e21, 1e-7, 123456789012, NaN],
      s: 'a"b\\c\n\u0001',
      at: new Date('2025-01-02T03:04:05Z'),
      u: [undefined],
    };
    const roundTripped = JSON.parse(JSON.stringify(value)) as unknown;
    expect(canonicalJson(value)).toBe(canonicalJson(roundTripped));
    expect(canonicalJson(value)).toBe(
      '{"at":"2025-01-02T03:04:05.000Z","n":[0,0,1.5,1e+21,1e-7,123456789012,null],"s":"a\\"b\\\\c\\n\\u0001","u":[null]}',
    );
  });

  it('refuses what JSON cannot hold', () => {
    expect(() => canonicalJson({ big: BigInt(1) })).toThrow(TypeError);
  });
});
