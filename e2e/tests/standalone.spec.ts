import { expect, test } from '@playwright/test';
import { PORTS } from '../../scripts/lib/ports.mjs';

// Each built remote also serves its page on its own (index.html at its origin), for the team that
// owns it. That page is a plain React build: the remote's federated container relies on the
// shell's federation runtime, which a page without the shell does not have.

const REMOTES = [
  {
    url: `http://localhost:${PORTS.startups.toString()}/`,
    frame: 'Startups',
    heading: 'Gestión de Startups',
    api: 'startups',
  },
  {
    url: `http://localhost:${PORTS.technologies.toString()}/`,
    frame: 'Tecnologías',
    heading: 'Gestión de Tecnologías',
    api: 'technologies',
  },
];

// vite preview forwards /v1/api to the API; the remotes' nginx server blocks (start:nginx, the
// containers behind E2E_SHELL_URL) serve files only.
const apiBehindRemote = process.env.E2E_SERVER !== 'nginx' && !process.env.E2E_SHELL_URL;

for (const remote of REMOTES) {
  test(`${remote.url} shows the ${remote.frame} page on its own`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const listRead = apiBehindRemote
      ? page.waitForResponse((response) => response.url().includes(`/v1/api/${remote.api}/read`))
      : null;
    await page.goto(remote.url);
    await expect(page.getByText(`${remote.frame} · modo independiente`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
    await expect(page.getByRole('button', { name: /^\+ Nueva/ })).toBeEnabled();
    if (listRead) expect((await listRead).status()).toBe(200);
    expect(errors).toEqual([]);
  });
}
