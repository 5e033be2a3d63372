import { ExaminationKeyCipher } from './examination-key';

describe('examination route key', () => {
  const cipher = new ExaminationKeyCipher('s'.repeat(40));

  it('opens what it sealed', () => {
    const key = cipher.seal({ workerId: 'w-1', timeKey: '20260302101500' });
    expect(cipher.open(key)).toEqual({ workerId: 'w-1', timeKey: '20260302101500' });
  });

  it('refuses a key with any byte changed, a key of another secret and garbage', () => {
    const key = cipher.seal({ workerId: 'w-1', timeKey: 't' });
    const raw = Buffer.from(key, 'base64url');
    for (let index = 0; index < raw.length; index++) {
      const altered = Buffer.from(raw);
      altered[index] ^= 0x01;
      expect(cipher.open(altered.toString('base64url'))).toBeNull();
    }
    expect(new ExaminationKeyCipher('x'.repeat(40)).open(key)).toBeNull();
    expect(cipher.open('not-a-key')).toBeNull();
  });
});
