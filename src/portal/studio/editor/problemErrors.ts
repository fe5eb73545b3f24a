import type { ErrorSchema } from '@rjsf/utils';
import { segmentsOf, type ConfigProblem } from '../../../../engine/config';

/** The problems of one file as an RJSF error schema: each message at the field its JSON pointer names. */
export function problemErrors(problems: readonly ConfigProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    let node = root;
    for (const segment of segmentsOf(problem.pointer)) node = (node[segment] ??= {}) as Record<string, unknown>;
    const errors = ((node.__errors as string[] | undefined) ??= []);
    errors.push(`${problem.message} [${problem.code}]`);
  }
  return root as ErrorSchema;
}
