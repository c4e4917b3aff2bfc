import { Box, Checkbox, Text, Tooltip } from '@mantine/core';
import { Fragment } from 'react';
import { ACTIONS, type Action } from '@rc/contract/permissions';
import { PERMISSION_GROUPS, type PermissionModuleRow } from '@rc/contract/permission-groups';
import { canToggle, cellKey, columnKeys, rowKeys, triState, type Grants } from './permission-matrix.ts';
import classes from './permission-matrix.module.css';

export const ACTION_LABELS: Record<Action, string> = {
  read: 'Read',
  write: 'Write',
  update: 'Update',
  approval: 'Approval',
  delete: 'Delete',
};

const ACTION_HINTS: Record<Action, string> = {
  read: 'See the screens and lists',
  write: 'Create new records',
  update: 'Edit existing records',
  approval: 'Approve, reject or ask for revision',
  delete: 'Move to the trash and restore',
};

type Props = {
  base: Grants;
  grants: Grants;
  grantable: Grants;
  locked: boolean;
  onToggle: (key: string) => void;
  onToggleAll: (keys: readonly string[]) => void;
};

/**
 * The 36 modules × 5 actions, grouped as the side menu groups them. Every column and every row
 * has a select-all box; changed cells are tinted (green: granted, red: removed) until saved.
 */
export function PermissionMatrixTable({ base, grants, grantable, locked, onToggle, onToggleAll }: Props) {
  const box = (keys: readonly string[], label: string) => {
    const state = triState(grants, grantable, keys);
    return (
      <Checkbox
        size="sm"
        aria-label={label}
        checked={state.checked}
        indeterminate={state.indeterminate}
        disabled={locked || state.disabled}
        onChange={() => onToggleAll(keys)}
      />
    );
  };

  const cell = (row: PermissionModuleRow, action: Action) => {
    const key = cellKey(row.module, action);
    const held = grants.has(key);
    const change = held && !base.has(key) ? 'added' : !held && base.has(key) ? 'removed' : undefined;
    const allowed = canToggle(grants, grantable, key);
    const checkbox = (
      <Checkbox
        size="sm"
        checked={held}
        disabled={locked || !allowed}
        onChange={() => onToggle(key)}
        aria-label={`${ACTION_LABELS[action]} on ${row.label} (${row.module})`}
        color={change === 'removed' ? 'danger' : 'primary'}
        data-testid={`cell-${key}`}
      />
    );
    return (
      <td key={action} className={classes.cell} data-change={change}>
        {!locked && !allowed ? (
          <Tooltip label="You do not hold this permission, so you cannot grant it" multiline w={220}>
            <div>{checkbox}</div>
          </Tooltip>
        ) : (
          checkbox
        )}
      </td>
    );
  };

  return (
    <div className={`${classes.wrap} ${locked ? classes.locked : ''}`}>
      <table className={classes.table} data-testid="permission-matrix">
        <thead>
          <tr>
            <th className={classes.moduleHead}>Module</th>
            {ACTIONS.map((action) => (
              <th key={action} className={classes.actionHead}>
                <Tooltip label={`${ACTION_HINTS[action]}: select or clear the whole column`} multiline w={220}>
                  <label>
                    {box(columnKeys(action), `All ${ACTION_LABELS[action]} permissions`)}
                    <Box component="span" visibleFrom="sm">
                      {ACTION_LABELS[action]}
                    </Box>
                    <Box component="span" hiddenFrom="sm">
                      {ACTION_LABELS[action].slice(0, 1)}
                    </Box>
                  </label>
                </Tooltip>
              </th>
            ))}
            <th className={classes.rowAll}>All</th>
          </tr>
        </thead>
        <tbody>
          {PERMISSION_GROUPS.map((group) => {
            const modules = group.modules.map((m) => m.module);
            return (
              <Fragment key={group.key}>
                <tr className={classes.group}>
                  <td className={classes.module}>
                    <span className={classes.groupLabel}>{group.label}</span>
                  </td>
                  {ACTIONS.map((action) => (
                    <td key={action} className={classes.cell}>
                      {box(columnKeys(action, modules), `All ${ACTION_LABELS[action]} permissions in ${group.label}`)}
                    </td>
                  ))}
                  <td className={classes.rowAll}>
                    {box(
                      modules.flatMap((m) => rowKeys(m)),
                      `Every permission in ${group.label}`,
                    )}
                  </td>
                </tr>
                {group.modules.map((row) => (
                  <tr key={row.module} className={classes.row} data-testid={`row-${row.module}`}>
                    <td className={classes.module}>
                      <Text size="sm" fw={600} lh={1.3}>
                        {row.label}
                      </Text>
                      <div className={classes.sub}>
                        <span className={classes.code}>{row.module}</span>
                        <Text span size="xs" c="dimmed" className={classes.hint}>
                          {row.hint}
                        </Text>
                      </div>
                    </td>
                    {ACTIONS.map((action) => cell(row, action))}
                    <td className={classes.rowAll}>{box(rowKeys(row.module), `Every action on ${row.label} (${row.module})`)}</td>
                  </tr>
                ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
