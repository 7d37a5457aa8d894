import type { ReactNode } from 'react';
import { Link, useRoute, useSearch } from 'wouter';

/** An internal link that keeps `?lang=` when the current address has it, so shared links keep their language (`to` may have a query of its own). */
export function AppLink({
  to,
  children,
  className,
  nav,
  rel,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  nav?: boolean;
  rel?: string;
}) {
  const lang = new URLSearchParams(useSearch()).get('lang');
  const path = to.split('?')[0] ?? to;
  const [active] = useRoute(path === '/' ? '/' : `${path}/*?`);
  const href = lang ? `${to}${to.includes('?') ? '&' : '?'}lang=${encodeURIComponent(lang)}` : to;
  return (
    <Link href={href} className={className} rel={rel} aria-current={nav && active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
