import { act, render, screen } from '@testing-library/react';
import { pushSnackbar } from '../../lib/snackbar-store';
import { Snackbar } from './snackbar';

describe('Snackbar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a message for 4 s', () => {
    render(<Snackbar />);
    act(() => {
      pushSnackbar({ message: 'Dati salvati correttamente', kind: 'success' });
    });
    expect(screen.getByText('Dati salvati correttamente')).toBeTruthy();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.queryByText('Dati salvati correttamente')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Dati salvati correttamente')).toBeNull();
  });

  it('honours a longer duration and runs the action', () => {
    const run = jest.fn();
    render(<Snackbar />);
    act(() => {
      pushSnackbar({ message: 'Aggiornamento', kind: 'info', durationMs: 40_000, action: { label: 'Reload', run } });
    });
    act(() => jest.advanceTimersByTime(39_000));
    act(() => screen.getByRole('button', { name: 'Reload' }).click());
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Aggiornamento')).toBeNull();
  });
});
