import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('Alert', () => {
  it('a success banner is announced politely and closes itself after 3000 ms', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Alert variant="success" message="Startup creada exitosamente" onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Startup creada exitosamente');
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('an error banner interrupts, stays, and is dismissed by the user', async () => {
    const onClose = vi.fn();
    render(<Alert variant="error" message="Error desconocido" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error desconocido');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar mensaje' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
