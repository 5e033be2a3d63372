import { maskTime, validTime } from './time-input';

describe('time input', () => {
  it('puts the colon in and accepts only whole, real 24-hour times', () => {
    expect(maskTime('0930')).toBe('09:30');
    expect(maskTime('9')).toBe('9');
    expect(maskTime('18:1')).toBe('18:1');
    expect(maskTime('123456')).toBe('12:34');
    expect(validTime('09:30')).toBe('09:30');
    expect(validTime('24:00')).toBe('');
    expect(validTime('09:60')).toBe('');
    expect(validTime('09:3')).toBe('');
  });
});
