// npm test: lint, import circles, types, every workspace's vitest suite, then the e2e journeys in Chromium.
// Ends with one plain line "N passed, N failed" summing every test that ran.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const reports = mkdtempSync(path.join(os.tmpdir(), 'efir-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

async function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await run(command, args, options);
  console.log(`=== ${name}: ${code === 0 ? 'ok' : `exit ${code}`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  if (code !== 0) failures.push(name);
  return code;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults) {
    for (const test of suite.assertionResults) {
      if (test.status === 'failed') failedTests.push(`${path.relative(ROOT, suite.name)} › ${test.fullName}`);
    }
    // A file that fails to load has no assertions, only its message.
    if (suite.status === 'failed' && suite.assertionResults.length === 0)
      failedTests.push(`${path.relative(ROOT, suite.name)}: ${suite.message}`);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  for (const test of playwrightTests(report.suites)) {
    if (test.status === 'unexpected') failedTests.push(`e2e/${test.file} › ${test.title}`);
  }
}

/** Every test of a Playwright JSON report, with its file and full title. */
function* playwrightTests(suites, file = '', titles = []) {
  for (const suite of suites ?? []) {
    const inFile = suite.file ?? file;
    const trail = suite.title && suite.title !== inFile ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) yield { file: inFile, title: [...trail, spec.title].join(' › '), status: test.status };
    }
    yield* playwrightTests(suite.suites, inFile, trail);
  }
}

await step('Debian packages (ffmpeg, fonts, xmllint, Chromium)', 'node', ['scripts/ensure-packages.mjs', '--chromium']);
await step('lint (biome)', 'npx', ['biome', 'check', '.']);
await step('import circles (madge)', 'node', ['scripts/no-import-circles.mjs']);
await step('typecheck', 'npm', ['run', 'typecheck']);

for (const workspace of ['packages/contract', 'packages/player', 'apps/api', 'apps/web']) {
  const output = path.join(reports, `${workspace.replace('/', '-')}.json`);
  await step(
    `vitest ${workspace}`,
    'npx',
    ['vitest', 'run', '--passWithNoTests', '--reporter=default', '--reporter=json', `--outputFile.json=${output}`],
    {
      cwd: path.join(ROOT, workspace),
    },
  );
  countVitest(output);
}

if ((await step('web build', 'node', ['scripts/build-web.mjs'])) === 0) {
  const output = path.join(reports, 'e2e.json');
  await step('e2e (Playwright, Chromium)', 'npm', ['test', '-w', 'e2e', '--', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
  });
  countPlaywright(output);
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
// Named last, so that the tail of a CI log says which tests failed.
for (const test of failedTests) console.log(`failed: ${test}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
