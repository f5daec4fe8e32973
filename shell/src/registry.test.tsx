import { prefetchFirstPage } from '@sistema/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import { prefetchRouteData } from './remotes/route-data.ts';
import { loadRemotePage, warmRemotePage } from './remotes/remotes.ts';

// The registry as it would read with a third section registered: no icon of its own, nothing of
// the shell edited. Nav, home, routes and preload must all show it.
vi.mock('@sistema/shared/remotes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@sistema/shared/remotes')>();
  const investors = {
    folder: 'investors-mfe',
    route: '/investors',
    label: 'Inversionistas',
    home: { text: 'Registra inversionistas por país y etapa.', action: 'Ir a Inversionistas' },
    port: 5176,
    expose: './InvestorsPage',
  };
  return { ...actual, REMOTE_REGISTRY: { ...actual.REMOTE_REGISTRY, investors } };
});

vi.mock('./remotes/remotes.ts', () => ({
  configureRemotes: vi.fn(() => Promise.resolve()),
  loadRemotePage: vi.fn(),
  loadedRemotePage: vi.fn(),
  warmRemotePage: vi.fn(() => Promise.resolve()),
}));

vi.mock('@sistema/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@sistema/shared')>()),
  prefetchFirstPage: vi.fn(),
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.mocked(loadRemotePage).mockReset();
  vi.mocked(warmRemotePage).mockClear();
});

describe('a section added to the registry of remotes', () => {
  it('is in the nav after the registered ones, and on the home page with its card', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Inicio', 'Startups', 'Tecnologías', 'Inversionistas']);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Inversionistas' })).toBeInTheDocument();
    expect(screen.getByText('Registra inversionistas por país y etapa.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Ir a Inversionistas' })).toHaveAttribute(
      'href',
      '/investors',
    );
    // Three cards, each with an icon: the new one gets the generic icon.
    expect(main.querySelectorAll('.home-card__icon svg path')).toHaveLength(3);
  });

  it('gets its route, which loads its exposed page under its heading', () => {
    vi.mocked(loadRemotePage).mockImplementation(() => new Promise(() => undefined));
    renderAt('/investors');
    expect(
      screen.getByRole('heading', { name: 'Gestión de Inversionistas', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando Inversionistas…');
    expect(loadRemotePage).toHaveBeenCalledWith('investors/InvestorsPage');
  });

  it('has its remote fetched when its nav link is pointed at', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    await user.hover(within(nav).getByRole('link', { name: 'Inversionistas' }));
    expect(warmRemotePage).toHaveBeenCalledWith('investors/InvestorsPage');
  });

  it('has its first page read from the resource named by its key', () => {
    prefetchRouteData('investors');
    expect(prefetchFirstPage).toHaveBeenCalledWith('investors', '/investors', expect.any(String));
  });
});
