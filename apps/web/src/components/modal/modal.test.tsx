import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Modal } from './modal';

describe('Modal', () => {
  it('ignores Escape and backdrop clicks; only its close button closes it', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal open title="Confirm" onClose={onClose}>
        Body text
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm' });

    await userEvent.keyboard('{Escape}');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!);

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders its actions', () => {
    renderWithProviders(
      <Modal open title="Delete" actions={<button type="button">YES</button>}>
        Sure?
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'YES' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
