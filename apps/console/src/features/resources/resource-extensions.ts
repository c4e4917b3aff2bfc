import type { ComponentType } from 'react';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';

export type LivePreviewProps = {
  def: AnyResourceDefinition;
  record: Record<string, unknown> | null;
  values: Record<string, unknown>;
  dirty: boolean;
};

/**
 * How an area adds behaviour to the generic screens without copying them (react-admin's resource
 * folders are the model): the app passes an area's components in when it registers the screen.
 * An extension receives plain records, so an area's folder never imports this feature.
 */
export type ResourceExtensions = {
  /** Shown above the list (a price chart above the daily data, say). */
  listIntro?: ComponentType;
  /** A screen that shows several resources as tabs: the extensions of each, by resource name. */
  byResource?: Readonly<Record<string, ResourceExtensions>>;
  /** Buttons of the area beside the list's own (e.g. "Invite" where records are not created by a form). */
  listActions?: ComponentType;
  /**
   * A record opened from the list in a drawer instead of an editor (a resource without one): open
   * while the address says `?view=<id>`, so it survives a reload and Back closes it.
   */
  recordDrawer?: ComponentType<{ id: number | null; onClose: () => void }>;
  /**
   * Shown beside an existing record's form (figures the detail call adds, for instance). An aside
   * whose own calls change the record (a status change) hands the new record to `onRecordChange`,
   * which re-opens the editor with it.
   */
  editorAside?: ComponentType<{ record: Record<string, unknown>; onRecordChange?: (record: Record<string, unknown>) => void }>;
  /**
   * Shown beside the form of a new or an existing record and kept in step with it: `values` is what
   * the form holds now, saved or not (a live reader preview, for instance). `record` is the saved
   * record (null while a new one is written); `dirty` says the two differ.
   */
  livePreview?: ComponentType<LivePreviewProps>;
  /**
   * Fields an area shows its own way on an existing record, in place of the generic widget (a
   * placement's picks with each pick's return since entry).
   */
  fieldViews?: Readonly<Record<string, ComponentType<{ record: Record<string, unknown>; value: unknown }>>>;
  /** Why an existing record cannot be edited here, beyond the trash and permissions (its workflow status, say). */
  readOnlyReason?: (record: Record<string, unknown>) => string | undefined;
};
