import { expect, test } from '@playwright/test';

// A name or place longer than its column wraps inside the table: the row stays as wide as its
// card, and 'Editar' and 'Eliminar' stay on screen without scrolling sideways.

test('a long name and place wrap in the table; the row keeps its buttons in view', async ({
  page,
  request,
}) => {
  const tag = `Largo${Date.now().toString(36)}`;
  const created = await request.post('/v1/api/startups/create', {
    data: {
      // One word longer than any column, then words that wrap where they may.
      name: `${tag}SupercalifragilisticoespialidosoSinEspacios Compañía de Soluciones Tecnológicas Avanzadas`,
      foundedAt: '2020-01-01',
      location: 'San Pedro Garza García, Nuevo León, México, Norteamérica',
      category: 'FinTech',
      fundingAmount: 123_456_789,
    },
  });
  expect(created.status()).toBe(201);

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/startups');
    await page.getByLabel('Buscar por nombre').fill(tag);
    // The search has applied once the table holds that one row (before, the whole list holds it too).
    const rows = page.locator('main tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(tag);
    const layout = await page.locator('main .table-wrap').evaluate((card) => {
      const remove = [...card.querySelectorAll('button')].find((button) =>
        button.textContent.includes('Eliminar'),
      );
      return {
        sideways: card.scrollWidth - card.clientWidth,
        past:
          (remove?.getBoundingClientRect().right ?? Infinity) - card.getBoundingClientRect().right,
      };
    });
    // 'Eliminar' ends inside the card, and there is nothing to scroll sideways.
    expect(layout.past, `${viewport.width} px`).toBeLessThanOrEqual(0);
    expect(layout.sideways, `${viewport.width} px`).toBeLessThanOrEqual(0);
  }
});
