import { sqlStatementKind } from './sql-statement-kind';

describe('the kind of an SQL statement', () => {
  test('is its first keyword, whatever the case, spacing, comments or parentheses before it', () => {
    expect(sqlStatementKind('select * from products where sku = $1')).toBe('SELECT');
    expect(sqlStatementKind('  \n INSERT INTO orders (email) VALUES ($1)')).toBe('INSERT');
    expect(sqlStatementKind('-- stock\nupdate stock set qty = qty - $1')).toBe('UPDATE');
    expect(sqlStatementKind('/* totals */ with lines as (select 1) select * from lines')).toBe('WITH');
    expect(sqlStatementKind('(select 1) union (select 2)')).toBe('SELECT');
    expect(sqlStatementKind('begin')).toBe('BEGIN');
  });

  test('reads the text of a query config object, as pg accepts it', () => {
    expect(sqlStatementKind({ text: 'delete from carts where id = $1', values: ['x'] })).toBe('DELETE');
  });

  test('never passes on anything of the statement but a known keyword', () => {
    expect(sqlStatementKind("'jane@example.com'")).toBe('OTHER');
    expect(sqlStatementKind('jane doe')).toBe('OTHER');
    expect(sqlStatementKind(undefined)).toBe('OTHER');
    expect(sqlStatementKind({ values: [1] })).toBe('OTHER');
  });
});
