import { z } from 'zod';

/** spec 2 §3 Price type; `regular` also appears on landing blocks. */
export const PriceType = z.enum(['one_time', 'discount', 'trial', 'intro', 'bonus', 'regular']);
export type PriceType = z.infer<typeof PriceType>;

export const DurationUnit = z.enum(['hour', 'day', 'month', 'year']);
export type DurationUnit = z.infer<typeof DurationUnit>;
