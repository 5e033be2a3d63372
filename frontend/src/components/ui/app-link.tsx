import { defaultParseSearch, Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path such as '/workers/list/card/12' or a menu route. */
  href: string;
  children?: ReactNode;
}

/**
 * A router link to a path known only at run time (menu routes from contracts, screens of contexts not
 * built yet). The typed `to` only accepts routes that exist as files today; the router still matches
 * these paths at run time, falling back to the "Modulo non ancora disponibile" route.
 */
export function AppLink({ href, ...rest }: AppLinkProps) {
  // A path with a query ('/appointments/flist?confirmed=0'): the router wants the path and the search apart, the
  // search read as the router reads a URL's (0 a number), else it would write it back quoted (?confirmed=%220%22).
  const [path, query] = href.split('?');
  const search = query ? defaultParseSearch(`?${query}`) : undefined;
  return <Link to={path as '/'} search={search as never} {...rest} />;
}
