import { allowedResetOrigins, resetLink, resetLinkBase } from './reset-link';

describe('password reset link', () => {
  it('honours a configured front by its origin alone', () => {
    const allowed = allowedResetOrigins({ PASSWORD_RESET_ORIGINS: 'https://app.tutela.it, not a url' });
    expect(allowed).toEqual(['https://app.tutela.it']);
    expect(resetLinkBase('https://app.tutela.it/web/', allowed)).toBe('https://app.tutela.it');
  });
  it('never carries anything of the raw front but its validated origin', () => {
    const injected = 'http://localhost:3000/\n\nNuovo collegamento sicuro: https://evil.example/x';
    expect(resetLinkBase(injected, [])).toBe('http://localhost:3000');
    expect(resetLinkBase('http://localhost:3000/?next=https://evil.example#frag', [])).toBe('http://localhost:3000');
    expect(resetLinkBase('http://user:pw@localhost:3000/', [])).toBe('http://localhost:3000');
    expect(resetLinkBase('https://app.tutela.it\r\nBcc: x@evil.example', ['https://app.tutela.it'])).toBe('https://app.tutela.it');
  });
  it('never points a link at an unlisted site', () => {
    expect(resetLinkBase('https://evil.example', ['https://app.tutela.it'])).toBe('https://app.tutela.it');
    expect(resetLinkBase('https://evil.example', [])).toBe('');
    expect(resetLinkBase('javascript:alert(1)', [])).toBe('');
  });
  it('accepts loopback fronts only when nothing is configured', () => {
    expect(resetLinkBase('http://localhost:5173', [])).toBe('http://localhost:5173');
    expect(resetLinkBase('http://localhost:5173', ['https://app.tutela.it'])).toBe('https://app.tutela.it');
  });
  it('encodes token and e-mail', () => {
    expect(resetLink('http://x', 'a+b/c', 'm.rossi+1@x.it')).toBe(
      'http://x/authentication/reset-password?token=a%2Bb%2Fc&email=m.rossi%2B1%40x.it',
    );
  });
});
