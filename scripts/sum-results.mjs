// Sums the jest and Playwright JSON reports into the final "N passed, N failed" line; exits 1 on any failure.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return null;
  }
}

/** The first lines of a check's log that are its own (npm's warnings left out). */
function logExcerpt(file, count = 8) {
  try {
    return fs
      .readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('npm warn'))
      .slice(0, count);
  } catch {
    return [];
  }
}

/** The first line of a failure message that says something (colours and jest's '●' headings left out). */
function firstLine(text, length = 160) {
  const lines = String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  return lines.find((line) => line.trim() && !line.trim().startsWith('●'))?.trim().slice(0, length) ?? '';
}

/** One line per failed jest test or suite that could not run, with the first line of its failure. */
function jestTrouble(report) {
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const file = path.relative(process.cwd(), suite.name ?? '');
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`FAILED: ${file}: ${test.fullName} (${firstLine(test.failureMessages?.[0])})`);
    if (failed.length === 0 && suite.status === 'failed') lines.push(`FAILED TO RUN: ${file} (${firstLine(suite.message)})`);
  }
  return lines;
}

/** One line per failed or flaky Playwright test: its outcome, each attempt's time and first error line (CI keeps only the log's end). */
function playwrightTrouble(report) {
  const lines = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const attempts = (test.results ?? []).map((result) => {
          const error = firstLine(result.error?.message, 120);
          return `${(result.duration / 1000).toFixed(1)} s ${result.status}${error ? ` (${error})` : ''}`;
        });
        lines.push(`${test.status === 'flaky' ? 'flaky' : 'FAILED'}: ${[...titles, spec.title].join(' › ')} [${spec.file}:${spec.line}]: ${attempts.join('; ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return lines;
}

const quality = read('quality.json');
if (!quality) {
  console.log('quality.json: missing (lint, type and dead-code checks did not run)');
  failed += 1;
} else {
  console.log(`quality.json: ${quality.passed} passed, ${quality.failed} failed (ESLint, tsc, knip)`);
  for (const name of quality.failedChecks ?? []) {
    console.log(`  FAILED: ${name} (its output: ${dir}/${name}.log)`);
    for (const line of logExcerpt(`${name}.log`)) console.log(`    ${line}`);
  }
  passed += quality.passed;
  failed += quality.failed;
}

for (const file of ['jest-pglite.json', 'jest-postgres.json', 'jest-server.json']) {
  const report = read(file);
  if (!report) {
    console.log(`${file}: missing (suite did not run)`);
    failed += 1;
    continue;
  }
  const suiteErrors = report.numRuntimeErrorTestSuites ?? 0;
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${suiteErrors} suites failed to run`);
  for (const line of jestTrouble(report)) console.log(`  ${line}`);
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteErrors;
}

const playwright = read('playwright.json');
if (!playwright) {
  console.log('playwright.json: missing (suite did not run)');
  failed += 1;
} else {
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats ?? {};
  const errors = (playwright.errors ?? []).length;
  console.log(`playwright.json: ${expected + flaky} passed, ${unexpected} failed, ${errors} errors`);
  for (const line of playwrightTrouble(playwright)) console.log(`  ${line}`);
  passed += expected + flaky;
  failed += unexpected + errors;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
