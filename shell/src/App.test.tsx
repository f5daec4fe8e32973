import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { loadedRemotePage, loadRemotePage, warmRemotePage } from './remotes/remotes.ts';

// The federation runtime does not run under Vitest: the one module that talks to it is replaced.
vi.mock('./remotes/remotes.ts', () => ({
  configureRemotes: vi.fn(() => Promise.resolve()),
  loadRemotePage: vi.fn(),
  loadedRemotePage: vi.fn(),
  warmRemotePage: vi.fn(() => Promise.resolve()),
}));

const loadPage = vi.mocked(loadRemotePage);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  loadPage.mockReset();
  // Kept across vi.resetModules(), as every mock is.
  vi.mocked(loadedRemotePage).mockReset();
  document.documentElement.dataset.theme = 'light';
});

describe('shell routes', () => {
  it('renders the home page with both sections', () => {
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenido al Sistema de Microservicios' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Ir a Startups' })).toHaveAttribute(
      'href',
      '/startups',
    );
    expect(within(main).getByRole('link', { name: 'Ir a Tecnologías' })).toHaveAttribute(
      'href',
      '/technologies',
    );
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('loads the remote page of a section only when its route is visited', async () => {
    loadPage.mockResolvedValue({ default: () => <h1>Gestión de Startups</h1> });
    renderAt('/startups');
    expect(await screen.findByRole('heading', { name: 'Gestión de Startups' })).toBeInTheDocument();
    expect(loadPage).toHaveBeenCalledWith('startups/StartupsPage');
  });

  it('shows a Spanish 404 page with a link home for any other path', async () => {
    const user = userEvent.setup();
    renderAt('/algo/que/no/existe');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver al inicio' }));
    expect(
      screen.getByRole('heading', { name: 'Bienvenido al Sistema de Microservicios' }),
    ).toBeInTheDocument();
  });
});

describe('remote failures', () => {
  it('keeps the header and footer when a remote fails to load, and offers a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadPage.mockRejectedValue(new Error('RUNTIME-008'));
    renderAt('/technologies');
    expect(
      await screen.findByRole('heading', { name: 'No se pudo cargar la sección Tecnologías' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sistema de gestión' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('catches a remote that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A loaded remote page is kept for the session: start from fresh modules for this one.
    vi.resetModules();
    const { App: FreshApp } = await import('./App.tsx');
    const remotes = await import('./remotes/remotes.ts');
    vi.mocked(remotes.loadRemotePage).mockResolvedValue({
      default: () => {
        throw new Error('render failure');
      },
    });
    render(
      <MemoryRouter initialEntries={['/startups']}>
        <FreshApp />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'No se pudo cargar la sección Startups' }),
    ).toBeInTheDocument();
  });
});

describe('preload on intent', () => {
  it('warms a section’s remote page when its link is pointed at or focused, not before', async () => {
    const user = userEvent.setup();
    const preload = vi.mocked(warmRemotePage);
    preload.mockClear();
    renderAt('/');
    expect(preload).not.toHaveBeenCalled();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.hover(within(nav).getByRole('link', { name: 'Startups' }));
    expect(preload).toHaveBeenCalledWith('startups/StartupsPage');
    expect(preload).not.toHaveBeenCalledWith('technologies/TechnologiesPage');
    screen.getByRole('link', { name: 'Ir a Tecnologías' }).focus();
    expect(preload).toHaveBeenCalledWith('technologies/TechnologiesPage');
    await user.hover(within(nav).getByRole('link', { name: 'Inicio' }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

describe('remote page root', () => {
  it('says which remote and which live version it shows', async () => {
    vi.resetModules();
    const { App: FreshApp } = await import('./App.tsx');
    const remotes = await import('./remotes/remotes.ts');
    vi.mocked(remotes.loadRemotePage).mockImplementation((id) =>
      Promise.resolve(
        id === 'startups/StartupsPage'
          ? { default: () => <h1>Gestión de Startups</h1>, version: '0123456789ab' }
          : { default: () => <h1>Gestión de Tecnologías</h1> },
      ),
    );
    render(
      <MemoryRouter initialEntries={['/startups']}>
        <FreshApp />
      </MemoryRouter>,
    );
    const title = await screen.findByRole('heading', { name: 'Gestión de Startups' });
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote', 'startups');
    expect(title.closest('[data-remote]')).toHaveAttribute('data-remote-version', '0123456789ab');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Tecnologías' }));
    const other = await screen.findByRole('heading', { name: 'Gestión de Tecnologías' });
    expect(other.closest('[data-remote]')).toHaveAttribute('data-remote', 'technologies');
    expect(other.closest('[data-remote]')).toHaveAttribute('data-remote-version', 'sin versión');
  });
});

describe('a section warmed up before its visit', () => {
  it('renders at once, without its loading fallback', async () => {
    vi.resetModules();
    const { App: FreshApp } = await import('./App.tsx');
    const remotes = await import('./remotes/remotes.ts');
    vi.mocked(remotes.loadedRemotePage).mockImplementation((id) =>
      id === 'startups/StartupsPage'
        ? { default: () => <h1>Gestión de Startups</h1>, version: '0123456789ab' }
        : undefined,
    );
    render(
      <MemoryRouter initialEntries={['/startups']}>
        <FreshApp />
      </MemoryRouter>,
    );
    // In the first commit: no fallback, no wait for a promise.
    expect(screen.getByRole('heading', { name: 'Gestión de Startups' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(remotes.loadRemotePage).not.toHaveBeenCalled();
  });
});

describe('one section failing', () => {
  it('does not stop the other section from loading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.resetModules();
    const { App: FreshApp } = await import('./App.tsx');
    const remotes = await import('./remotes/remotes.ts');
    vi.mocked(remotes.loadRemotePage).mockImplementation((id) =>
      id === 'startups/StartupsPage'
        ? Promise.reject(new Error('RUNTIME-008'))
        : Promise.resolve({ default: () => <h1>Gestión de Tecnologías</h1> }),
    );
    render(
      <MemoryRouter initialEntries={['/startups']}>
        <FreshApp />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'No se pudo cargar la sección Startups' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Tecnologías' }));
    expect(
      await screen.findByRole('heading', { name: 'Gestión de Tecnologías' }),
    ).toBeInTheDocument();
  });
});

describe('header', () => {
  it('toggles the mobile menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    loadPage.mockResolvedValue({ default: () => <h1>Gestión de Startups</h1> });
    renderAt('/');
    const menu = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.click(within(nav).getByRole('link', { name: 'Startups' }));
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('link', { name: 'Startups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('closes the menu on Escape and puts focus back on its button', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.tab();
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveFocus();
    await user.keyboard('{Escape}');
    const menu = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the menu on a tap outside it, but not on a tap inside it', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await user.click(screen.getByRole('navigation', { name: 'Principal' }));
    expect(screen.getByRole('button', { name: 'Cerrar menú' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    const menu = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('switches the theme and saves the choice under "theme"', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Cambiar a tema oscuro' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Cambiar a tema claro' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
