import { PageBanners, useBanner } from '@sistema/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

/**
 * The page's banners (shared PageBanners + useBanner, as StartupsPage wires them), with buttons
 * standing in for the page so the clock can be driven exactly.
 */
function Harness({
  message,
  next = '',
  listError = null,
}: {
  message: string;
  next?: string;
  listError?: string | null;
}) {
  const { banner, showSuccess, dismiss } = useBanner();
  const [error, setError] = useState(listError);
  return (
    <>
      <button onClick={() => showSuccess(message)}>success</button>
      <button onClick={() => showSuccess(next)}>next</button>
      <PageBanners
        banner={banner}
        onDismissBanner={dismiss}
        listError={error}
        onDismissListError={() => setError(null)}
      />
    </>
  );
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('a success banner shows for exactly 3000 ms', async () => {
  render(<Harness message="Startup creada exitosamente" />);
  press('success');
  expect(screen.getByRole('status')).toHaveTextContent('Startup creada exitosamente');
  await advance(2999);
  expect(screen.getByText('Startup creada exitosamente')).toBeInTheDocument();
  await advance(1);
  expect(screen.queryByText('Startup creada exitosamente')).not.toBeInTheDocument();
});

test('the same message shown again gets a full 3000 ms of its own', async () => {
  render(<Harness message="Startup eliminada exitosamente" />);
  press('success');
  await advance(2000);
  press('success');
  await advance(2999);
  expect(screen.getByText('Startup eliminada exitosamente')).toBeInTheDocument();
  await advance(1);
  expect(screen.queryByText('Startup eliminada exitosamente')).not.toBeInTheDocument();
});

test('a banner shown in the moment the previous one expires still gets its 3000 ms', async () => {
  render(
    <Harness message="Startup actualizada exitosamente" next="Startup eliminada exitosamente" />,
  );
  press('success');
  await advance(2999);
  // The delete's answer and the update banner's time-out land before React renders again.
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    vi.advanceTimersByTime(1);
  });
  expect(screen.getByRole('status')).toHaveTextContent('Startup eliminada exitosamente');
  await advance(2999);
  expect(screen.getByText('Startup eliminada exitosamente')).toBeInTheDocument();
  await advance(1);
  expect(screen.queryByText('Startup eliminada exitosamente')).not.toBeInTheDocument();
});

test("a failed list load's error banner stays until dismissed", async () => {
  render(<Harness message="" listError="Network Error" />);
  await advance(60_000);
  expect(screen.getByRole('alert')).toHaveTextContent('Network Error');
  press('Cerrar mensaje');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
