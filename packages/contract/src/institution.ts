import { z } from 'zod';
import { submissionFields } from './circle.ts';
import { institutionStockPlacementSchema } from './resources/institution-stock-placement.resource.ts';
import { CONTENT_STATUSES } from './statuses.ts';

/**
 * The institution area's calls beside the engine's: institutions send their stock selections
 * through the public call with a key bound to them (like Circle's contributors, decision 009), and
 * the console reads each pick's return since entry.
 */
export const INSTITUTION_ROUTES = {
  publicSubmit: '/public/institution-stock-placement',
  returns: '/institution-stock-placement/returns/:id',
} as const;

export const INSTITUTION_API = {
  returns: (id: number) => INSTITUTION_ROUTES.returns.replace(':id', String(id)),
} as const;

/** The scope of an institution's key (`npm run api-key -- institution <id>`). */
export const PLACEMENT_SUBMIT_SCOPE = 'placement:write';

/**
 * A set of picks: new without `id`, or a new version of one of the institution's sets with it
 * (after a revision request, or a change to an approved set, which stays live until reviewed).
 */
export const placementSubmissionSchema = institutionStockPlacementSchema.safeExtend(submissionFields);
export type PlacementSubmission = z.input<typeof placementSubmissionSchema>;

export const placementSubmissionAnswerSchema = z.object({
  data: z.object({ id: z.number().int(), status: z.enum(CONTENT_STATUSES), version: z.number().int() }),
});

/**
 * A pick's performance: the latest daily close of its ticker (when daily data exists) and the
 * price change since the entry price in percent (null without daily data).
 */
export const pickReturnSchema = z.object({
  ticker: z.string(),
  latest_close: z.number().nullable(),
  close_date: z.string().nullable(),
  return_pct: z.number().nullable(),
});
export type PickReturn = z.infer<typeof pickReturnSchema>;

export const placementReturnsAnswerSchema = z.object({ data: z.object({ picks: z.array(pickReturnSchema) }) });
