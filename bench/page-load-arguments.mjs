/**
 * The command line of the benches that load pages in Chromium (layout-shift, blocking-time): the URLs, and options that
 * take a number. A number that is not valid, or no URL, prints what is expected and exits with 2.
 * @param {string} usage  the usage line
 * @param {Record<string, { fallback: number, valid: (value: number) => boolean, expected: string }>} numbers  by name (`--runs`)
 * @returns {{ urls: string[], values: Record<string, number>, flag: (name: string) => boolean }}
 */
export function pageLoadArguments(usage, numbers) {
  const args = process.argv.slice(2);
  const values = {};
  for (const [name, { fallback, valid, expected }] of Object.entries(numbers)) {
    const at = args.indexOf(name);
    const value = at >= 0 ? Number(args[at + 1]) : fallback;
    if (!valid(value)) {
      console.error(`${name} takes ${expected}`);
      process.exit(2);
    }
    values[name] = value;
  }
  const urls = args.filter((arg, index) => /^https?:/.test(arg) && !(args[index - 1] in numbers));
  if (urls.length === 0) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return { urls, values, flag: (name) => args.includes(name) };
}
