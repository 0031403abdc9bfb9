/**
 * Jest reporter for `npm run test:hardening`: after the run, a count per group
 * of the hardening suite (test files are put in groups by path; the
 * property-based group counts the generated requests per route, read from the
 * test titles "<route>: <n> generated requests").
 */
const GROUPS = [
  { name: 'bad input over every route', atLeast: '150', files: /hardening\/(bad-input|body-errors)|owner\/bad-input|public\/bad-input/ },
  { name: 'property-based requests from the route schemas', atLeast: '1,000 per route', files: /hardening\/property-/, perRoute: true },
  { name: 'sign-in and ownership', atLeast: '80', files: /hardening\/(sign-in-and-ownership|cors-by-route)|owner\/ownership|\/test\/auth\// },
  { name: 'uploads', atLeast: '25', files: /hardening\/(uploads-|orphan-images)|owner\/uploads/ },
];

class HardeningTableReporter {
  onRunComplete(_contexts, results) {
    const rows = GROUPS.map((group) => ({ ...group, passed: 0, failed: 0, runs: [] }));
    for (const file of results.testResults) {
      const path = file.testFilePath.replace(/\\/g, '/');
      const row = rows.find((r) => r.files.test(path));
      if (!row) continue;
      for (const test of file.testResults) {
        if (test.status === 'passed') row.passed += 1;
        if (test.status === 'failed') row.failed += 1;
        const runs = /: (\d+) generated requests$/.exec(test.title);
        if (row.perRoute && runs && test.status === 'passed') row.runs.push(Number(runs[1]));
      }
    }
    const lines = ['| group | passed | failed | at least |', '|---|---|---|---|'];
    for (const row of rows) {
      const passed = row.perRoute
        ? `${row.runs.length ? Math.min(...row.runs).toLocaleString('en-US') : 0} per route, ${row.runs.length} routes (${row.runs.reduce((n, r) => n + r, 0).toLocaleString('en-US')} requests)`
        : String(row.passed);
      lines.push(`| ${row.name} | ${passed} | ${row.failed} | ${row.atLeast} |`);
    }
    const seconds = ((Date.now() - results.startTime) / 1000).toFixed(1);
    process.stdout.write(`\nHardening suite (${seconds} s)\n${lines.join('\n')}\n\n`);
  }
}

module.exports = HardeningTableReporter;
