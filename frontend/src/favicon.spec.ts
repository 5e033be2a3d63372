import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Vite copies public/ to the root of the build, where the server answers /favicon.ico and /favicon.svg.
const frontendRoot = path.resolve(__dirname, '..');

describe('favicon', () => {
  it('every icon index.html links is a file of public/, /favicon.ico included (browsers ask for it on every load)', () => {
    const html = readFileSync(path.join(frontendRoot, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="icon" href="\/([^"]+)"/g)].map((match) => match[1]);
    expect(icons).toContain('favicon.ico');
    for (const icon of icons) expect(existsSync(path.join(frontendRoot, 'public', icon))).toBe(true);
    // An ICO file: reserved 0, type 1 (icon).
    expect([...readFileSync(path.join(frontendRoot, 'public', 'favicon.ico')).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
