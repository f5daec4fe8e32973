import type { ReactNode } from 'react';
import { ThemeToggle } from '../theme/ThemeToggle.tsx';

/** The minimal frame a remote renders in on its own dev server, where there is no shell. */
export function StandaloneFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <div className="standalone-bar">
        <span>
          {name} · <strong>modo independiente</strong>
        </span>
        <ThemeToggle />
      </div>
      <main>{children}</main>
    </>
  );
}
