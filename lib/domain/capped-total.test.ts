import { cappedTotal, TOTAL_COUNT_CAP } from './capped-total';

describe('cappedTotal', () => {
  it('is exact up to the cap and a lower bound beyond it', () => {
    expect(cappedTotal(0)).toEqual({ total: 0, relation: 'eq' });
    expect(cappedTotal(TOTAL_COUNT_CAP)).toEqual({ total: 10_000, relation: 'eq' });
    expect(cappedTotal(TOTAL_COUNT_CAP + 1)).toEqual({ total: 10_000, relation: 'gte' });
    expect(cappedTotal(6, 5)).toEqual({ total: 5, relation: 'gte' });
  });
});
