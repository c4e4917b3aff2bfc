import { UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { ResourceRecord } from '../resource-api.ts';
import { recordPath, recordTitle } from '../resource-paths.ts';
import { InlineEditCell } from './inline-edit-cell.tsx';
import classes from './resource-table.module.css';

/** The cell that names a row: a link to its editor, a rename in place, or a button that opens it. */
export function RowTitle({
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
  const title = recordTitle(def, row);
  if (def.list.inlineEdit?.includes(def.titleField)) {
    return <InlineEditCell def={def} row={row} field={def.titleField} canEdit={canUpdate} />;
  }
  if (def.screens.edit) {
    return (
      <Link to={recordPath(def.screens.edit, row.id)} className={classes.title} data-testid="row-title">
        {title}
      </Link>
    );
  }
  if (onView) {
    return (
      <UnstyledButton onClick={() => onView(row)} className={classes.title} data-testid="row-title">
        {title}
      </UnstyledButton>
    );
  }
  return <span className={classes.title}>{title}</span>;
}
