import { screen, within } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { db } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';

// Node applies a new process.env.TZ to every later Date, so one worker can try both zones.
const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe.each([
  // Behind UTC: '2020-01-15' read as UTC midnight is still the 14th locally.
  { tz: 'America/Mexico_City', offsetMinutes: 360 },
  // Ahead of UTC: local midnight of the 15th is still the 14th in UTC.
  { tz: 'Asia/Tokyo', offsetMinutes: -540 },
])('Fundación under TZ=$tz', ({ tz, offsetMinutes }) => {
  test('shows the stored calendar day', async () => {
    process.env.TZ = tz;
    // Proof the zone is in effect for this worker.
    expect(new Date(2020, 0, 15).getTimezoneOffset()).toBe(offsetMinutes);

    db.reset([buildStartup({ name: 'Kavak', founded_at: '2020-01-15' })]);
    renderStartupsPage();
    const cells = within(await screen.findByRole('row', { name: /Kavak/ })).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('15 ene 2020');
  });
});
