/**
 * Creates a back-office account (ADR 0044); the first owner is made this way:
 *   npm run staff:create -- --email owner@example.com --role owner
 * The password is prompted for (not echoed), or read from stdin when it is not a terminal:
 *   printf '%s' "$OWNER_PASSWORD" | npm run staff:create -- --email owner@example.com --role owner
 * With a PGlite database, stop the shop server first (one process holds its directory).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { openForScript } from './open-for-script';
import { createStaff } from '@/lib/server/admin/staff-accounts';
import { ApiError } from '@/lib/server/http/api-error';

const USAGE = 'usage: npm run staff:create -- --email <e-mail> --role owner|staff   (password prompted, or from stdin)';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. */
function prompt(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  let asked = false;
  output._writeToOutput = (text: string) => {
    if (!asked) process.stdout.write(text);
  };
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    asked = true;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2).filter((arg) => arg !== '--'), options: { email: { type: 'string' }, role: { type: 'string', default: 'staff' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help || !values.email) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  let password: string;
  if (process.stdin.isTTY) {
    password = await prompt('Password (12 characters or more): ');
    if ((await prompt('Once more: ')) !== password) {
      console.error('The two passwords differ; nothing was created.');
      process.exit(1);
    }
  } else {
    password = await readStdin();
  }
  const database = await openForScript();
  try {
    const member = await createStaff(database.db, { email: values.email, password, role: values.role as 'owner' | 'staff' });
    console.log(`Created ${member.role} ${member.email}; sign in at /admin/login.`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
