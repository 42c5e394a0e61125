import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, nextPage, normalizePaging } from './paging';

describe('normalizePaging', () => {
  it('keeps valid values', () => {
    expect(normalizePaging({ size: 18, from: 36 })).toEqual({ size: 18, from: 36 });
  });
  it('turns a size of 0 or less, or none, into 50', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(50);
    expect(normalizePaging({ size: 0, from: 0 })).toEqual({ size: 50, from: 0 });
    expect(normalizePaging({ size: -5, from: 0 }).size).toBe(50);
    expect(normalizePaging({}).size).toBe(50);
    expect(normalizePaging({ size: Number.NaN }).size).toBe(50);
  });
  it('turns a negative or missing start into 0', () => {
    expect(normalizePaging({ size: 10, from: -20 })).toEqual({ size: 10, from: 0 });
    expect(normalizePaging({ size: 10 }).from).toBe(0);
  });
  it('caps the size at the maximum, 4000 by default', () => {
    expect(MAX_PAGE_SIZE).toBe(4000);
    expect(normalizePaging({ size: 10_000 }).size).toBe(4000);
    expect(normalizePaging({ size: 200 }, 150).size).toBe(150);
    expect(normalizePaging({ size: 0 }, 20).size).toBe(20);
  });
  it('parses query-string numbers and drops fractions', () => {
    expect(normalizePaging({ size: '16', from: '32' })).toEqual({ size: 16, from: 32 });
    expect(normalizePaging({ size: 'abc', from: 'x' })).toEqual({ size: 50, from: 0 });
    expect(normalizePaging({ size: '', from: '' })).toEqual({ size: 50, from: 0 });
    expect(normalizePaging({ size: 12.7, from: 3.2 })).toEqual({ size: 12, from: 3 });
  });
});

describe('nextPage', () => {
  it('advances by perPage', () => {
    expect(nextPage({ start: 0, perPage: 50, total: 120 })).toBe(50);
    expect(nextPage({ start: 50, perPage: 50, total: 120 })).toBe(100);
  });
  it('stops when the start is at or beyond the total', () => {
    expect(nextPage({ start: 120, perPage: 50, total: 120 })).toBeNull();
    expect(nextPage({ start: 150, perPage: 50, total: 120 })).toBeNull();
  });
  it('stops when the total is below perPage', () => {
    expect(nextPage({ start: 0, perPage: 50, total: 49 })).toBeNull();
    expect(nextPage({ start: 0, perPage: 50, total: 0 })).toBeNull();
  });
  it('stops after the last page instead of requesting an empty one', () => {
    expect(nextPage({ start: 100, perPage: 50, total: 120 })).toBeNull();
    expect(nextPage({ start: 50, perPage: 50, total: 100 })).toBeNull();
  });
  it('goes on when exactly one more item remains', () => {
    expect(nextPage({ start: 0, perPage: 50, total: 51 })).toBe(50);
  });
  it('never loops on a page size of 0', () => {
    expect(nextPage({ start: 0, perPage: 0, total: 10 })).toBeNull();
  });
});
