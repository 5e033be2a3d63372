import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MESSAGES, type EntityDetail } from '@tutela/contracts';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-error';
import { getSnackbars } from '../../lib/snackbar-store';
import { fakeResponse, mockFetch } from '../../test-support/fake-fetch';
import { entityDetailQuery } from './entities-api';
import { entityFormValues } from './entity-form-values';
import { ENTITY_CHANGED_MEANWHILE, useEntityDetail, useSaveEntity } from './use-entity';

const ENTITY: EntityDetail = {
  id: 'e-1',
  name: 'Tutela Demo S.r.l.',
  address_info: null,
  active_md: true,
  active_fr: true,
  active_sr: true,
  generic: false,
  users_count: 9,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  revision: 3,
};

function setup() {
  // Fresh until invalidated: the card on screen is fetched again only by the save's refresh.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(entityDetailQuery(ENTITY.id).queryKey, ENTITY);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ card: useEntityDetail(ENTITY.id), save: useSaveEntity(ENTITY) }), { wrapper });
  return { queryClient, result };
}

const lastSnackbar = () => getSnackbars().at(-1);

describe('useSaveEntity', () => {
  beforeEach(() => localStorage.clear());

  it("sends the changes with the card's revision and confirms with 'Dati salvati correttamente'", async () => {
    const fetchMock = mockFetch(fakeResponse(200, { data: { id: 'e-1', revision: 4, position: 12 } }));
    const { result } = setup();
    await act(() => result.current.save({ ...entityFormValues(ENTITY), active_fr: false }));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/md/entities/e-1');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ active_fr: false, revision: 3 });
    expect(lastSnackbar()).toMatchObject({ message: MESSAGES.DATA_SAVED, kind: 'success' });
  });

  it('on 409 says someone else changed the entity and reloads the card instead of failing the form', async () => {
    const newer = { ...ENTITY, generic: true, revision: 4 };
    const fetchMock = mockFetch(fakeResponse(409, { message: MESSAGES.CONCURRENT_CHANGE }), fakeResponse(200, { data: newer }));
    const { result } = setup();
    await act(() => result.current.save({ ...entityFormValues(ENTITY), active_fr: false }));
    expect(lastSnackbar()).toMatchObject({ message: ENTITY_CHANGED_MEANWHILE, kind: 'error' });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/md/entities/e-1', '/api/md/entities/e-1']);
    // The card on screen shows the other user's version, and its form starts again from it.
    await waitFor(() => expect(result.current.card.data).toEqual(newer));
  });

  it('hands a 422 back to the form', async () => {
    mockFetch(fakeResponse(422, { message: 'Dati non validi', errors: { name: ['Campo obbligatorio'] } }));
    const { result } = setup();
    await expect(result.current.save({ ...entityFormValues(ENTITY), name: 'Altro' })).rejects.toBeInstanceOf(ApiError);
  });
});
