import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/errors';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

function Triggers() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success()}>
        default success
      </button>
      <button type="button" onClick={() => toast.error()}>
        default error
      </button>
      <button type="button" onClick={() => toast.success('Saved')}>
        saved
      </button>
      <button type="button" onClick={() => toast.fromError(new ApiError('Voucher expired', { status: 409 }))}>
        api error
      </button>
      <button type="button" onClick={() => toast.fromError(new TypeError('x is undefined'))}>
        bug
      </button>
    </>
  );
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <Triggers />
    </ToastProvider>,
  );
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
// The toast's code loads with the first toast (toast-provider.tsx): let it arrive.
const loaded = () =>
  act(async () => {
    await import('./toast-snackbar');
  });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec defaults', async () => {
    renderToasts();
    press('default success');
    await loaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Action Successful!');
    press('default error');
    expect(screen.getByRole('alert')).toHaveTextContent('Action Failed!');
  });

  it('hides itself after 5 seconds', async () => {
    renderToasts();
    press('saved');
    await loaded();
    advance(4_900);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
    advance(200);
    advance(1_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows an ApiError's message, else the fallback, under the title Error", async () => {
    renderToasts();
    press('api error');
    await loaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    expect(screen.getByRole('alert')).toHaveTextContent('Voucher expired');
    press('bug');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to process your request');
    expect(screen.getByRole('alert')).not.toHaveTextContent('x is undefined');
  });
});
