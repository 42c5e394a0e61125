import { dayAfter, dayStart, parseAuditFilters } from './audit-filters';

describe('the audit log filters', () => {
  it('reads who, which record, when and the page', () => {
    expect(parseAuditFilters({ actor: ' Owner@Shop.test ', entity: 'product', key: 'MS-01', from: '2026-11-01', to: '2026-11-29', page: '3' })).toEqual({
      filters: { actor: 'owner@shop.test', entity: 'product', key: 'MS-01', from: '2026-11-01', to: '2026-11-29' },
      page: 3,
      problems: [],
    });
  });

  it('answers no filter and the first page for an empty query', () => {
    expect(parseAuditFilters({})).toEqual({ filters: {}, page: 1, problems: [] });
    expect(parseAuditFilters({ actor: '', page: '0' })).toEqual({ filters: {}, page: 1, problems: [] });
    expect(parseAuditFilters({ page: '-2' }).page).toBe(1);
    expect(parseAuditFilters({ page: 'abc' }).page).toBe(1);
  });

  it('leaves out a date that is not a day of the calendar and says so', () => {
    const result = parseAuditFilters({ from: '2026-02-30', to: 'yesterday' });
    expect(result.filters).toEqual({});
    expect(result.problems).toEqual(['The first day is not a date (YYYY-MM-DD).', 'The last day is not a date (YYYY-MM-DD).']);
  });

  it('refuses a range that ends before it starts', () => {
    const result = parseAuditFilters({ from: '2026-11-29', to: '2026-11-01' });
    expect(result.filters).toEqual({});
    expect(result.problems).toEqual(['The last day is before the first day; the dates were not applied.']);
  });

  it('refuses a record type that is not one', () => {
    expect(parseAuditFilters({ entity: "product' OR 1=1" })).toEqual({ filters: {}, page: 1, problems: ['Unknown record type.'] });
  });

  it('takes the first of repeated values', () => {
    expect(parseAuditFilters({ entity: ['staff', 'product'] }).filters).toEqual({ entity: 'staff' });
  });

  it('includes the whole last day', () => {
    expect(dayStart('2026-11-29').toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(dayAfter('2026-11-29').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});
