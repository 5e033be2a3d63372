import { Link } from '@tanstack/react-router';
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
  return <Link to={href as '/'} {...rest} />;
}
