import { expect, test, type Page } from '@playwright/test';

// On a phone (390 × 844) every control a finger aims at is at least 44 × 44 px
// (WCAG 2.5.5), on every screen and with the dialogs, the phone menu and a banner open.

const PHONE = { width: 390, height: 844 };
const MIN_TARGET_PX = 44;

/**
 * Every rendered button, link, field, select and checkbox smaller than 44 × 44 px, described by its
 * name and size. Left out on purpose: links inside running text (a <p>), which WCAG exempts, and
 * controls placed above the page (the skip link, until it is focused). A checkbox or radio counts
 * by its label when it sits inside one: the label is what the finger hits.
 */
function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.tagName === 'A' && control.closest('p')) continue;
      const box =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control;
      const rect = box.getBoundingClientRect();
      const hidden = getComputedStyle(control).visibility === 'hidden';
      if (hidden || rect.width === 0 || rect.height === 0 || rect.bottom <= 0) continue;
      if (Math.round(rect.width) < min || Math.round(rect.height) < min) {
        // An empty text is no name: fall through to the next candidate.
        const text = control.textContent.trim() || null;
        const name =
          control.getAttribute('aria-label') ??
          text ??
          control.getAttribute('name') ??
          control.tagName;
        small.push(`${name}: ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return small;
  }, MIN_TARGET_PX);
}

const expectTouchSized = async (page: Page, where: string) =>
  expect(await smallTargets(page), `controles de menos de 44 px en ${where}`).toEqual([]);

test.use({ viewport: PHONE });

test('home and the header: the logo, the theme toggle, the menu button and the menu’s links', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Bienvenido/ })).toBeVisible();
  await expectTouchSized(page, 'la página de inicio');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tecnologías' }),
  ).toBeVisible();
  await expectTouchSized(page, 'el menú abierto');
});

test('startups: filters, stacked items, the form dialog, the confirmation and the banner', async ({
  page,
}) => {
  const name = `E2E Toque ${Date.now().toString(36)}`;
  const created = await page.request.post('/v1/api/startups/create', {
    data: { name, foundedAt: '2020-01-15', location: 'Lima, Perú', category: 'SaaS' },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/startups?name=${encodeURIComponent(name)}`);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expectTouchSized(page, 'la lista de startups');

  await item.getByRole('button', { name: /^Editar/ }).click();
  const form = page.getByRole('dialog', { name: 'Editar Startup' });
  await expect(form).toBeVisible();
  await expectTouchSized(page, 'el formulario de startup');
  await form.getByRole('button', { name: 'Actualizar Startup' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Startup actualizada exitosamente')).toBeVisible();
  await expectTouchSized(page, 'el aviso de éxito');

  await item.getByRole('button', { name: /^Eliminar/ }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmar Eliminación' })).toBeVisible();
  await expectTouchSized(page, 'la confirmación');
});

test('technologies: the card buttons beside Seleccionar, Ver más, and the form dialog', async ({
  page,
}) => {
  const name = `E2E Toque ${Date.now().toString(36)}`;
  const created = await page.request.post('/v1/api/technologies/create', {
    data: {
      name,
      sector: 'Energy',
      description: 'Una línea.\n'.repeat(12),
      adoptionLevel: 'mature',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/technologies');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /^Ver más/ })).toBeVisible();
  await expectTouchSized(page, 'la lista de tecnologías');

  // The two buttons share, evenly, what 'Seleccionar' leaves of the card's last row.
  const select = await card.getByText('Seleccionar', { exact: true }).boundingBox();
  const edit = await card.getByRole('button', { name: /^Editar/ }).boundingBox();
  const remove = await card.getByRole('button', { name: /^Eliminar/ }).boundingBox();
  expect(select && edit && remove).toBeTruthy();
  if (select && edit && remove) {
    expect(Math.abs(edit.y - remove.y)).toBeLessThan(2);
    expect(Math.abs(select.y + select.height / 2 - (edit.y + edit.height / 2))).toBeLessThan(4);
    expect(Math.abs(edit.width - remove.width)).toBeLessThan(2);
  }

  await page.getByRole('button', { name: '+ Nueva Tecnología' }).click();
  await expect(page.getByRole('dialog', { name: 'Nueva Tecnología' })).toBeVisible();
  await expectTouchSized(page, 'el formulario de tecnología');
});
