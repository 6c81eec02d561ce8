/** One thing wrong with a guide file, at the line it starts on (null when the source has no lines). */
export interface GuideProblem {
  line: number | null;
  message: string;
}

/** Problems kept for the report; a file with more says how many more there were. */
export const MAX_PROBLEMS = 100;

export const describeProblem = (problem: GuideProblem) =>
  problem.line === null ? problem.message : `line ${problem.line}: ${problem.message}`;

/** A guide file that cannot be imported: every problem found, in file order. Nothing was written. */
export class GuideFileError extends Error {
  constructor(
    readonly problems: GuideProblem[],
    /** Problems found beyond the MAX_PROBLEMS reported. */
    readonly more = 0,
  ) {
    const count = problems.length + more;
    const tail = more > 0 ? `\n  … and ${more} more` : '';
    super(`The file has ${count} problem(s); nothing was imported:\n  ${problems.map(describeProblem).join('\n  ')}${tail}`);
    this.name = 'GuideFileError';
  }
}

/** Collects problems (or warnings) up to MAX_PROBLEMS, counting the rest. */
export function problemList() {
  const items: GuideProblem[] = [];
  let more = 0;
  return {
    add(line: number | null, message: string) {
      if (items.length < MAX_PROBLEMS) items.push({ line, message });
      else more += 1;
    },
    get items(): readonly GuideProblem[] {
      return items;
    },
    get more() {
      return more;
    },
    get count() {
      return items.length + more;
    },
    /** Throws GuideFileError when any problem was found. */
    check() {
      if (items.length > 0)
        throw new GuideFileError(
          [...items].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
          more,
        );
    },
  };
}

export type ProblemList = ReturnType<typeof problemList>;
