import { Link, NavLink, ThemeToggle, useLocation } from '@sistema/shared';
import { useState } from 'react';

const NAV_LINKS = [
  { to: '/', label: 'Inicio' },
  { to: '/startups', label: 'Startups' },
  { to: '/technologies', label: 'Tecnologías' },
];

export function Header() {
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: however the route changes (a link, Back), it
  // does not stay open over the new page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = () => setOpenOn(null);

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
          id="site-nav"
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
          aria-label="Principal"
        >
          <ul className="site-nav__list">
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end={to === '/'} className="site-nav__link" onClick={closeMenu}>
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
