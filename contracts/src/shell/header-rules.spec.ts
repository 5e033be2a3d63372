import {
  canSearchCustomers,
  canSearchWorkers,
  canSeeActivityLog,
  canUseWorkerButtons,
  shouldQueryCustomerSearch,
  shouldQueryWorkerSearch,
} from './header-rules';

describe('header rules', () => {
  it('worker buttons need level 5', () => {
    expect(canUseWorkerButtons(4)).toBe(false);
    expect(canUseWorkerButtons(5)).toBe(true);
  });

  it('worker search needs level 3 or hse_manager', () => {
    expect(canSearchWorkers(2, 'customer', null)).toBe(false);
    expect(canSearchWorkers(3, 'customer', null)).toBe(true);
    expect(canSearchWorkers(2, 'nurse', 'hse_manager')).toBe(true);
    expect(canSearchWorkers(2, 'hse_manager', null)).toBe(true);
  });

  it.each([
    ['abc', false],
    ['abcd', true],
    ['abcde', false],
    ['abcdef', true],
    ['  abcd  ', true],
    ['', false],
  ])('worker search queries for %p: %p', (text, expected) => {
    expect(shouldQueryWorkerSearch(text)).toBe(expected);
  });

  it('customer search needs level 5 or hse_manager', () => {
    expect(canSearchCustomers(4, 'RSPP', null)).toBe(false);
    expect(canSearchCustomers(5, 'nurse', null)).toBe(true);
    expect(canSearchCustomers(3, 'hse_manager', null)).toBe(true);
    expect(canSearchCustomers(4, 'doctor', 'hse_manager')).toBe(true);
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['  ab ', false],
  ])('customer search queries for %p: %p', (text, expected) => {
    expect(shouldQueryCustomerSearch(text)).toBe(expected);
  });

  it('activity log needs level 8', () => {
    expect(canSeeActivityLog(7)).toBe(false);
    expect(canSeeActivityLog(8)).toBe(true);
  });
});
