import { Link, NavLink, ThemeToggle, useLocation } from '@sistema/shared';
import { REMOTE_REGISTRY, remotesOf } from '@sistema/shared/remotes';
import { preloadOnIntent } from '../remotes/preload-on-intent.ts';
import { useEffect, useRef, useState } from 'react';

const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  ...remotesOf(REMOTE_REGISTRY).map(({ route, label }) => ({ to: route, label })),
];

export function Header() {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: however the route changes (a link, Back), it
  // does not stay open over the new page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // An open menu also closes on Escape and on a tap anywhere outside it, and focus goes back to
  // its button; a tapped control that took focus (a field, a button) keeps it.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    // 'click', not 'pointerdown': on a touch screen the tap moves focus only after the touch ends.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (navRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpenOn(null);
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body || focused.tabIndex < 0) buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <span className="site-header__mark" aria-hidden="true">
            ◆
          </span>
          Sistema de gestión
        </Link>
        <div className="site-header__tools">
          <ThemeToggle />
          <button
            ref={buttonRef}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={() => setOpenOn(menuOpen ? null : pathname)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          </button>
        </div>
        <nav
          ref={navRef}
          id="site-nav"
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
          aria-label="Principal"
        >
          <ul className="site-nav__list">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className="site-nav__link"
                  {...preloadOnIntent(to, closeMenu)}
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
