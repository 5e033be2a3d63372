import { dismissSnackbar, getSnackbars } from '../../../lib/snackbar-store';
import { isStorageLow, warnIfStorageLow } from './storage-check';
import { isNewVersion, runningBuildId, UNBUILT_ID } from './version-check';

describe('version check', () => {
  it('announces only a different, known deployed build', () => {
    expect(isNewVersion('a1', 'b2')).toBe(true);
    expect(isNewVersion('a1', 'a1')).toBe(false);
    expect(isNewVersion('a1', null)).toBe(false);
    expect(isNewVersion('a1', '')).toBe(false);
    expect(isNewVersion(null, 'b2')).toBe(false);
  });

  it('reads the build id from index.html, ignoring the unbuilt placeholder', () => {
    document.head.innerHTML = '<meta name="tutela-build" content="abc">';
    expect(runningBuildId()).toBe('abc');
    document.head.innerHTML = `<meta name="tutela-build" content="${UNBUILT_ID}">`;
    expect(runningBuildId()).toBeNull();
  });
});

describe('storage check (100 MB)', () => {
  afterEach(() => getSnackbars().forEach((m) => dismissSnackbar(m.id)));

  it('is low when less than 100,000,000 bytes are left', () => {
    expect(isStorageLow({ quota: 150_000_000, usage: 50_000_001 })).toBe(true);
    expect(isStorageLow({ quota: 150_000_000, usage: 50_000_000 })).toBe(false);
    expect(isStorageLow({ quota: 99_999_999 })).toBe(true);
    expect(isStorageLow({})).toBe(false);
  });

  it('warns through a snackbar', async () => {
    await warnIfStorageLow({ estimate: async () => ({ quota: 10_000_000, usage: 0 }) } as unknown as StorageManager);
    expect(getSnackbars().map((m) => m.message)).toEqual(['Attenzione: lo spazio su disco sta per esaurirsi']);
  });

  it('stays quiet without the Storage API', async () => {
    await warnIfStorageLow(undefined);
    expect(getSnackbars()).toHaveLength(0);
  });
});
