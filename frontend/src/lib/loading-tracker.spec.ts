import { createLoadingTracker } from './loading-tracker';

describe('loading tracker (200 ms debounce)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('never shows for calls shorter than the debounce', () => {
    const onChange = jest.fn();
    const tracker = createLoadingTracker({ debounceMs: 200, onChange });
    tracker.start('/api/md/customers');
    jest.advanceTimersByTime(199);
    tracker.end('/api/md/customers');
    jest.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows after 200 ms and hides when the last call ends', () => {
    const onChange = jest.fn();
    const tracker = createLoadingTracker({ debounceMs: 200, onChange });
    tracker.start('/api/md/customers');
    tracker.start('/api/md/jobs');
    jest.advanceTimersByTime(200);
    expect(onChange).toHaveBeenLastCalledWith(true);
    tracker.end('/api/md/customers');
    expect(onChange).toHaveBeenCalledTimes(1);
    tracker.end('/api/md/jobs');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores the excluded paths of the spec, with or without query string', () => {
    const onChange = jest.fn();
    const tracker = createLoadingTracker({ debounceMs: 200, onChange });
    tracker.start('/api/md/workers?name=ross');
    tracker.start('/api/getuserdata');
    tracker.start('/api/fr/getuserdata');
    jest.advanceTimersByTime(5000);
    expect(onChange).not.toHaveBeenCalled();
    tracker.end('/api/md/workers?name=ross');
    tracker.end('/api/getuserdata');
  });

  it('does not count an unmatched end below zero', () => {
    const onChange = jest.fn();
    const tracker = createLoadingTracker({ debounceMs: 200, onChange });
    tracker.end('/api/md/customers');
    tracker.start('/api/md/customers');
    jest.advanceTimersByTime(200);
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
