import { QueryClient } from '@tanstack/react-query';
import { preloadFormioRenderer } from '../../../../components/formio/formio-view';
import { fakeResponse, mockFetch } from '../../../../test-support/fake-fetch';
import { formDefinitionQuery } from '../../../../features/examinations/examinations-api';
import { Route } from './$key';

jest.mock('../../../../components/formio/formio-view', () => ({ preloadFormioRenderer: jest.fn(() => Promise.resolve()) }));

const DEFINITION = { id: 7, code: 'VIS', version: 3, title: 'Visita medica', kind: 'VIS', schema: { components: [] } };
type Loader = (args: { context: { queryClient: QueryClient }; params: { key: string }; preload: boolean }) => void;
const loader = Route.options.loader as unknown as Loader;

describe('visit screen route loader', () => {
  it('on a link under the pointer, loads form.io and the latest form, never the visit (a read of clinical data)', async () => {
    const fetchMock = mockFetch(fakeResponse(200, { data: DEFINITION }));
    const queryClient = new QueryClient();
    loader({ context: { queryClient }, params: { key: 'k1' }, preload: true });
    expect(preloadFormioRenderer).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining('/api/md/formio/VIS')]);
    expect(queryClient.getQueryData(formDefinitionQuery('VIS', 3).queryKey)).toEqual(DEFINITION);
  });

  it("on opening, asks for the visit and then its form's version, without waiting for the screen", async () => {
    const fetchMock = mockFetch(
      fakeResponse(200, { data: { form_code: 'VIS', form_version: 2 } }),
      fakeResponse(200, { data: { ...DEFINITION, version: 2 } }),
    );
    const queryClient = new QueryClient();
    loader({ context: { queryClient }, params: { key: 'k1' }, preload: false });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls[0]).toContain('/api/md/examinations/by-key/k1');
    expect(urls[1]).toContain('/api/md/formio/VIS?version=2');
  });
});
