import type { GuideImportReport } from './import.js';
import { describeProblem } from './problems.js';

/** A report as the command line prints it. */
export function describeReport(report: GuideImportReport): string {
  const { channels, programmes } = report;
  const lines = [`  ${report.format}: channels ${channels.added} added, ${channels.updated} updated, ${channels.unchanged} unchanged`];
  if (programmes) {
    const { added, moved, updated, unchanged, removed } = programmes;
    lines.push(`  programmes ${added} added, ${moved} moved, ${updated} updated, ${unchanged} unchanged, ${removed} removed`);
  }
  if (report.warnings.length > 0) {
    lines.push(`  ${report.warnings.length + report.more_warnings} warning(s), nothing stopped by them:`);
    lines.push(...report.warnings.map((warning) => `    ${describeProblem(warning)}`));
    if (report.more_warnings > 0) lines.push(`    … and ${report.more_warnings} more`);
  }
  return lines.join('\n');
}
