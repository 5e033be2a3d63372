/** Centre of Italy and the zooms of the map dialog (spec part 1 §2: default centre zoom 6, a placed factory 13). */
export const MAP_DEFAULT_CENTER: [number, number] = [42.5, 12.5];
export const MAP_DEFAULT_ZOOM = 6;
export const MAP_PLACED_ZOOM = 13;
const FALLBACK_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_ATTRIBUTION = '&copy; contributori di <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The tile server is deployment configuration (index.html's `tutela-map-tiles` meta): a site without internet
 * access points it at its own server. Without tiles the map is blank but the marker and Salva still work.
 */
export function mapTileUrl(): string {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="tutela-map-tiles"]');
  return meta?.getAttribute('content')?.trim() || FALLBACK_TILES;
}

/** Coordinates rounded to 6 decimals (about 10 cm), as stored. */
export const roundCoordinate = (value: number): number => Math.round(value * 1e6) / 1e6;
