import { act, renderHook } from '@testing-library/react';
import { ApiError } from './api-error';
import { CONCURRENT_EDIT_MESSAGE, isConcurrentEdit, reloadAfterSaveOrConflict, useConcurrentEditGuard } from './concurrent-edit';
import { getSnackbars } from './snackbar-store';

describe('concurrent edit', () => {
  it('is a 409 answer only', () => {
    expect(isConcurrentEdit(new ApiError(409, 'x'))).toBe(true);
    expect(isConcurrentEdit(new ApiError(422, 'x'))).toBe(false);
    expect(isConcurrentEdit(new Error('x'))).toBe(false);
  });

  it('reloads after a save and after a 409, not after a 422', async () => {
    const reload = jest.fn(() => Promise.resolve());
    const callbacks = reloadAfterSaveOrConflict(reload);
    await callbacks.onSuccess();
    await callbacks.onError(new ApiError(409, 'x'));
    await callbacks.onError(new ApiError(422, 'x', { name: ['Campo obbligatorio'] }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('the guard answers true when saved, says why on a 409 and hands any other failure back', async () => {
    const { result } = renderHook(() => useConcurrentEditGuard());
    await expect(result.current(() => Promise.resolve())).resolves.toBe(true);
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current(() => Promise.reject(new ApiError(409, 'conflict')));
    });
    expect(saved).toBe(false);
    expect(getSnackbars().at(-1)).toMatchObject({ message: CONCURRENT_EDIT_MESSAGE, kind: 'error' });
    await expect(result.current(() => Promise.reject(new ApiError(422, 'invalid')))).rejects.toBeInstanceOf(ApiError);
  });
});
