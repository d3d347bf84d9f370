// Rewrites a Stryker incremental report (tests/mutation/*.incremental.json) in a stable form,
// so that a run that changed nothing leaves the committed file unchanged
// (docs/architecture/testing.md#incremental-runs). Stryker numbers tests in the order its test
// runners happen to finish them and records the folder it ran in; neither is read back (its diff
// matches tests by file and name, mutants by file, place and mutator). Here files and tests are
// sorted, tests renumbered in that order, the mutants' killedBy/coveredBy rewritten to the new
// numbers, and the folder dropped.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/mutation/normalize-incremental.mjs <incremental report>');
  process.exit(2);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const byKey = (object) =>
  Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const place = (location) => [location?.start?.line ?? 0, location?.start?.column ?? 0];
const compare = (a, b) => {
  const [la, ca] = place(a.location);
  const [lb, cb] = place(b.location);
  return la - lb || ca - cb || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
};

const newId = new Map();
report.testFiles = byKey(report.testFiles ?? {});
for (const testFile of Object.values(report.testFiles)) {
  testFile.tests.sort(compare);
  for (const test of testFile.tests) {
    newId.set(test.id, String(newId.size));
    test.id = newId.get(test.id);
  }
}
const renumber = (ids) =>
  ids === undefined ? undefined : ids.map((id) => newId.get(id) ?? id).sort((a, b) => Number(a) - Number(b));
report.files = byKey(report.files);
for (const source of Object.values(report.files)) {
  for (const mutant of source.mutants) {
    if (mutant.killedBy) mutant.killedBy = renumber(mutant.killedBy);
    if (mutant.coveredBy) mutant.coveredBy = renumber(mutant.coveredBy);
  }
}
delete report.projectRoot;
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
