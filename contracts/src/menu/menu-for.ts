import type { AppCode } from '../auth/roles';
import type { MenuContext, MenuItem } from './menu-types';
import { filterMenu } from './menu-filter';
import { menuTree } from './menu-tree';

/** The filtered menu of one application for one user. */
export function menuFor(app: AppCode, ctx: MenuContext): MenuItem[] {
  return filterMenu(menuTree(app, { customerAccess: ctx.customerAccess }), ctx);
}
