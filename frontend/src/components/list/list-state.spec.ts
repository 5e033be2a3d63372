import { act, renderHook } from '@testing-library/react';
import { initialListState, listStorageKey, loadListState, saveListState, sanitizeListState } from './list-state';
import { useListState } from './use-list-state';

beforeEach(() => localStorage.clear());

describe('list state in localStorage per table name (spec part 2 §9)', () => {
  it('starts on page 1, 10 rows, no sort, hide inactive on', () => {
    const state = initialListState();
    expect(state).toMatchObject({ pageIndex: 0, pageSize: 10, sort: null });
    expect(state.filters.hideInactive).toBe(true);
  });

  it('saves and restores page, size, sort and filters under the table name', () => {
    const state = {
      ...initialListState(),
      pageIndex: 3,
      pageSize: 50,
      sort: { id: 'email', desc: true },
    };
    state.filters = { ...state.filters, search: 'rossi', hideInactive: false, extra: { role: 'doctor' } };
    saveListState('users', state);
    expect(JSON.parse(localStorage.getItem(listStorageKey('users'))!)).toMatchObject({ pageIndex: 3 });
    expect(loadListState('users', initialListState())).toEqual(state);
    // another table keeps its own state
    expect(loadListState('workers', initialListState())).toEqual(initialListState());
  });

  it('falls back to defaults for invalid stored values', () => {
    const base = initialListState();
    expect(sanitizeListState({ pageIndex: -2, pageSize: 7, sort: { id: 3 }, filters: 'x' }, base)).toEqual(base);
    localStorage.setItem(listStorageKey('broken'), '{not json');
    expect(loadListState('broken', base)).toEqual(base);
    const partial = sanitizeListState({ pageSize: 100, filters: { search: 'abc', hideInactive: 'yes' } }, base);
    expect(partial.pageSize).toBe(100);
    expect(partial.filters.search).toBe('abc');
    expect(partial.filters.hideInactive).toBe(true);
  });
});

describe('useListState', () => {
  it('restores the saved state after a remount (a page reload)', () => {
    const first = renderHook(() => useListState('users'));
    act(() => first.result.current.setPageSize(20));
    act(() => first.result.current.setSort({ id: 'name', desc: false }));
    act(() => first.result.current.setPageIndex(2));
    first.unmount();

    const second = renderHook(() => useListState('users'));
    expect(second.result.current.state).toMatchObject({ pageIndex: 2, pageSize: 20, sort: { id: 'name', desc: false } });
  });

  it('goes back to the first page when a filter, the sort or the page size changes', () => {
    const { result } = renderHook(() => useListState('t'));
    act(() => result.current.setPageIndex(4));
    act(() => result.current.setFilters({ search: 'bianchi' }));
    expect(result.current.state.pageIndex).toBe(0);
    act(() => result.current.setPageIndex(4));
    act(() => result.current.setSort({ id: 'email', desc: true }));
    expect(result.current.state.pageIndex).toBe(0);
  });

  it("'Pulisci' restores the default filters; 'Lista completa' also shows inactive records", () => {
    const { result } = renderHook(() => useListState('t2', { defaultFilters: { customerType: 'md' } }));
    act(() => result.current.setFilters({ search: 'x', customerType: 'fr', hideInactive: false }));
    act(() => result.current.clearFilters());
    expect(result.current.state.filters).toMatchObject({ search: '', customerType: 'md', hideInactive: true });
    act(() => result.current.showFullList());
    expect(result.current.state.filters.hideInactive).toBe(false);
  });

  it('keeps nothing in localStorage when persist is false', () => {
    const { result } = renderHook(() => useListState('dialog', { persist: false }));
    act(() => result.current.setPageIndex(1));
    expect(localStorage.getItem(listStorageKey('dialog'))).toBeNull();
  });
});
