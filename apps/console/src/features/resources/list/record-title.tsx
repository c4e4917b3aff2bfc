import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RowTitle } from '@/components/list/row-title.tsx';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { recordPath, recordTitle } from '../resource-paths.ts';
import { InlineEditCell } from './inline-edit-cell.tsx';

/**
 * The cell that names a record: a link to its editor, a rename in place, or a button that opens it,
 * after the badges of the definition's yes/no fields that are set (`list.titleBadges`).
 */
export function RecordTitle({
  def,
  row,
  canUpdate,
  onView,
}: {
  def: AnyResourceDefinition;
  row: ResourceRecord;
  canUpdate: boolean;
  onView?: (row: ResourceRecord) => void;
}) {
  if (def.list.inlineEdit?.includes(def.titleField)) {
    return <InlineEditCell def={def} row={row} field={def.titleField} canEdit={canUpdate} />;
  }
  return (
    <RowTitle
      to={def.screens.edit ? recordPath(def.screens.edit, row.id) : undefined}
      onOpen={onView ? () => onView(row) : undefined}
      marks={(def.list.titleBadges ?? []).filter((badge) => row[badge.field] === true)}
    >
      {recordTitle(def, row)}
    </RowTitle>
  );
}
