import type { hybridSliderResource } from '@rc/contract/resources/hybrid-slider.resource';
import type { ResourceRow } from './resource-row.ts';

/** The home carousel's slides (migration 20261126T020000-content-placement). */
export type HybridSliderTable = ResourceRow<typeof hybridSliderResource, { sort_order: number }>;

export interface PlacementTables {
  hybrid_sliders: HybridSliderTable;
}
