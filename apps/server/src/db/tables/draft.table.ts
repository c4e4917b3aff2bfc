/** An autosaved draft (decision 042): what one staff member typed in one editor and did not save. */
export interface DraftTable {
  staff_id: number;
  /** The resource's name (`algo-research`). */
  area: string;
  /** The record's id as text, or `new`. */
  record_key: string;
  /** The fields typed and not saved, as a JSON object. */
  values_json: string;
  /** The record's version the editor loaded; null for a new record. */
  base_version: number | null;
  saved_at: string;
}

export interface DraftTables {
  drafts: DraftTable;
}
