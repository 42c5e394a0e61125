/**
 * The kind of an SQL statement (SELECT, INSERT, …) for a trace's database span: the statement's first keyword, never
 * its text or values, so no shopper's data reaches the traces (ADR 0046).
 */
const KINDS = new Set(['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'SET', 'SHOW', 'CREATE', 'ALTER', 'DROP', 'TRUNCATE', 'LOCK', 'VACUUM', 'ANALYZE', 'EXPLAIN', 'LISTEN', 'NOTIFY', 'DO', 'CALL', 'COPY']);

export function sqlStatementKind(statement: unknown): string {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') return 'OTHER';
  // Leading comments and parentheses ((select …) union …) come before the keyword.
  const keyword = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()*([a-z]+)/i.exec(text)?.[1]?.toUpperCase();
  return keyword && KINDS.has(keyword) ? keyword : 'OTHER';
}
