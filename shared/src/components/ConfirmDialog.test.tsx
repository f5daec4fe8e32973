import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const noop = () => undefined;

describe('ConfirmDialog', () => {
  it("asks under 'Confirmar Eliminación', with the focus on 'Cancelar', the safe choice", () => {
    render(<ConfirmDialog open message="¿Seguro?" onConfirm={noop} onCancel={noop} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirmar Eliminación' });
    expect(dialog).toHaveTextContent('¿Seguro?');
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while pending, disables its buttons and ignores Escape', () => {
    const onCancel = vi.fn();
    render(<ConfirmDialog open pending message="¿Seguro?" onConfirm={noop} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows an error inside itself, which the user can dismiss', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    render(
      <ConfirmDialog
        open
        message="¿Seguro?"
        onConfirm={noop}
        onCancel={noop}
        error="No se pudo eliminar"
        onDismissError={onDismissError}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No se pudo eliminar');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar mensaje' }));
    expect(onDismissError).toHaveBeenCalledTimes(1);
  });
});
