import type { ReactNode } from 'react';
import { Link, useRoute, useSearch } from 'wouter';

/** An internal link that keeps `?lang=` when the current address has it, so shared links keep their language. */
export function AppLink({ to, children, className, nav }: { to: string; children: ReactNode; className?: string; nav?: boolean }) {
  const lang = new URLSearchParams(useSearch()).get('lang');
  const [active] = useRoute(to === '/' ? '/' : `${to}/*?`);
  const href = lang ? `${to}?lang=${encodeURIComponent(lang)}` : to;
  return (
    <Link href={href} className={className} aria-current={nav && active ? 'page' : undefined}>
      {children}
    </Link>
  );
}
