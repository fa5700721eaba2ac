import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate, useLocation } from './location';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute in-app address. */
  to: string;
  replace?: boolean;
}

/** A plain left click stays in the app; a modified click (new tab, download) is left to the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!target || target === '_self')
  );
}

export function Link({ to, replace, onClick, ...anchor }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...anchor} href={to} onClick={follow} />;
}

interface NavLinkProps extends LinkProps {
  /** Active only on exactly `to`, not on the addresses below it. */
  end?: boolean;
}

/** A Link marked `active` (and `aria-current="page"`) while the address is `to` or, unless `end`, below it. */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = pathname === link.to || (!end && pathname.startsWith(`${link.to.replace(/\/$/, '')}/`));
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...link} className={classes} aria-current={active ? 'page' : undefined} />;
}
