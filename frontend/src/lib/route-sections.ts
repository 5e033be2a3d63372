/**
 * First path segments served by the standard layout (spec part 1 §2 "Layouts and their route groups").
 * A path under one of these without its own screen shows "Modulo non ancora disponibile"; any other
 * unknown path goes to the login page.
 */
export const STANDARD_SECTIONS = [
  'dashboards',
  'workers',
  'jobs',
  'qualifications',
  'customers',
  'suppliers',
  'training',
  'appointments',
  'stats',
  'admtools',
  'users',
  'if',
  'machinery',
  'lmachinery',
  'dvr',
  'va',
  'au',
  'timetable',
  'nearmiss',
  'substances',
  'customersuppliers',
  'procurement',
  'duvri',
  'orders',
  'preval',
  'sampling',
  'iso',
  'dpi',
  'carpreval',
  'chats',
  'coordination',
  // Not a menu section: the Cronologia of any record (history/{kind}/{id}), reached from its card.
  'history',
] as const;

export function isStandardSection(segment: string): boolean {
  return (STANDARD_SECTIONS as readonly string[]).includes(segment);
}

/** First segment of a path: '/customers/list/card/1' → 'customers'. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

export const LOGIN_PATH = '/authentication/login';
export const HOME_PATH = '/dashboards/home';

/** Public pages (public/a3b, public/date) never load user data (spec part 1 §2). */
export function isPublicPath(pathname: string): boolean {
  return /(^|\/)public\/(a3b|date)(\/|$)/.test(pathname);
}
