/**
 * The readers who are not subscribers. GUEST and FREE are reserved: no plan may take them as its
 * code (the plan definition refuses them), and the reader preview offers them beside the plans.
 */
export const GUEST = 'GUEST';
export const FREE = 'FREE';
export const RESERVED_READER_CODES: readonly string[] = [GUEST, FREE];
