import { z } from 'zod';

/** Messages that tell a missing value from a value of the wrong type. */
export const requiredText = (label: string) =>
  z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`),
  });

export const optionalTextOf = (label: string) => z.string({ error: `${label} must be text` });
