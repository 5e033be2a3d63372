import { MESSAGES } from '@tutela/contracts';
import { ApiError } from '../../../lib/api-error';
import { searchPanelNotice } from './header-search';

describe('searchPanelNotice', () => {
  it('says a failed search failed, never "no results", a 404 included', () => {
    expect(searchPanelNotice({ isError: true, error: new ApiError(404, 'Not Found'), isFetching: false, rowCount: 0 })).toEqual({
      kind: 'error',
      text: MESSAGES.SEARCH_NOT_AVAILABLE,
    });
    expect(searchPanelNotice({ isError: true, error: new ApiError(500, 'Errore'), isFetching: false, rowCount: 0 })).toEqual({
      kind: 'error',
      text: MESSAGES.SEARCH_FAILED,
    });
  });

  it('says "Nessun risultato" only for an answer without rows, and nothing while rows show or a call runs', () => {
    expect(searchPanelNotice({ isError: false, error: null, isFetching: false, rowCount: 0 })).toEqual({
      kind: 'empty',
      text: 'Nessun risultato',
    });
    expect(searchPanelNotice({ isError: false, error: null, isFetching: true, rowCount: 0 })).toBeNull();
    expect(searchPanelNotice({ isError: false, error: null, isFetching: false, rowCount: 2 })).toBeNull();
  });
});
