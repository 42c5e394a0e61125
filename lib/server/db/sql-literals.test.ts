import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { integerList, integerLiteral } from './sql-literals';

const dialect = new PgDialect();

describe('integer constants as SQL literals', () => {
  it('writes the numbers into the statement, with no bind parameters', () => {
    const query = dialect.sqlToQuery(sql`SELECT 1 FROM products p WHERE p.status = ${integerLiteral(1)} AND p.visibility IN ${integerList([3, 4])}`);
    expect(query.sql).toBe('SELECT 1 FROM products p WHERE p.status = 1 AND p.visibility IN (3, 4)');
    expect(query.params).toEqual([]);
  });

  it('refuses anything but a whole number, and an empty list', () => {
    expect(() => integerLiteral(1.5)).toThrow();
    expect(() => integerLiteral(Number.NaN)).toThrow();
    expect(() => integerList([])).toThrow();
  });
});
