import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal, MODAL_WIDTHS } from './Modal.tsx';

function Opener({ children = <input aria-label="Nombre" /> }: { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <Modal open={open} title="Nueva Startup" size="large" onClose={() => setOpen(false)}>
        {children}
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a titled dialog of the chosen width, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva Startup' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('data-size', 'large');
    expect(MODAL_WIDTHS).toEqual({ small: 400, medium: 500, large: 700 });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes Escape itself, before the browser turns it into a close request', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    fireEvent(screen.getByRole('textbox', { name: 'Nombre' }), escape);
    // Refused, so Chromium never closes the dialog behind React's back.
    expect(escape.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves an Escape already handled inside it alone', async () => {
    const user = userEvent.setup();
    render(
      <Opener>
        <input
          aria-label="Nombre"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(opener).toHaveFocus();
  });

  it('puts focus on the first field of its body, not on the header ×', async () => {
    const user = userEvent.setup();
    render(
      <Opener>
        <p>Datos</p>
        <button type="button">Ayuda</button>
        <input type="hidden" name="id" />
        <input aria-label="Nombre" disabled />
        <select aria-label="Categoría" />
        <textarea aria-label="Descripción" />
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveFocus();
  });

  it('without a field, puts focus on the first button of its body', async () => {
    const user = userEvent.setup();
    render(
      <Opener>
        <p>¿Seguro?</p>
        <button type="button" disabled>
          Ayuda
        </button>
        <button type="button">Cancelar</button>
        <button type="button">Eliminar</button>
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});
