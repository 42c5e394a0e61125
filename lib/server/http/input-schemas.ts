import { z } from 'zod';
import { INT4_MAX } from '@/lib/domain/integer-range';
import { textProblem } from './input-guard';

/** A positive id of an integer column; `99999999999` or `1.5` is a 400 here rather than an error in PostgreSQL. */
export const databaseId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive whole number`)
    .max(INT4_MAX, `${label} must be at most ${INT4_MAX}`);

/** For text that does not come through readJson/queryObject (path segments): no NUL, no lone surrogate. */
export const storableText = (schema: z.ZodString) =>
  schema.superRefine((value, context) => {
    const problem = textProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
