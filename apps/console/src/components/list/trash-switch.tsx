import { Group, SegmentedControl } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** Live records or the trash (`trash=1` in the address). */
export function TrashSwitch({
  trash,
  onChange,
  label,
}: {
  trash: boolean;
  onChange: (trash: boolean) => void;
  /** The accessible name, e.g. "Show live records or the trash". */
  label: string;
}) {
  return (
    <SegmentedControl
      size="xs"
      value={trash ? 'trash' : 'live'}
      onChange={(value) => onChange(value === 'trash')}
      data={[
        { value: 'live', label: 'Live' },
        {
          value: 'trash',
          label: (
            <Group gap={4} wrap="nowrap" justify="center">
              <IconTrash size={13} aria-hidden="true" /> Trash
            </Group>
          ),
        },
      ]}
      aria-label={label}
      data-testid="trash-switch"
    />
  );
}
