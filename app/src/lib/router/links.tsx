import { Link, useRoute } from 'wouter';
import type { AnchorHTMLAttributes } from 'react';

export { Link };

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute in-app address. */
  to: string;
  replace?: boolean;
  /** Active only on exactly `to`, not on the addresses below it. */
  end?: boolean;
}

/** A Link marked `active` (and `aria-current="page"`) while the address is `to` or, unless `end`, below it. */
export function NavLink({ end = false, className, to, ...link }: NavLinkProps) {
  const [active] = useRoute(end ? to : `${to.replace(/\/$/, '')}/*?`);
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...link} to={to} className={classes} aria-current={active ? 'page' : undefined} />;
}
