import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { Action } from '@rc/contract/permissions';
import { PERMISSION_GROUPS } from '@rc/contract/permission-groups';
import { parseGrantKey } from '@rc/contract/user-permission';
import { ACTION_LABELS } from './permission-matrix-table.tsx';

const MODULE_NAMES = new Map(
  PERMISSION_GROUPS.flatMap((g) => g.modules.map((m) => [m.module as string, `${g.label} › ${m.label}`] as const)),
);

/** "Insight › Insight" for ALGONEWS; the raw name for anything unknown. */
export const moduleName = (module: string) => MODULE_NAMES.get(module) ?? module;

/** Grants (`MODULE:action` keys) gathered per module: "Exclusive › Content: Read, Write". */
function perModule(keys: readonly string[]): Array<{ module: string; actions: Action[] }> {
  const out: Array<{ module: string; actions: Action[] }> = [];
  for (const key of keys) {
    const { module, action } = parseGrantKey(key);
    const last = out.at(-1);
    if (last?.module === module) last.actions.push(action);
    else out.push({ module, actions: [action] });
  }
  return out;
}

/** What a change grants and removes, one line per module, tinted like the matrix. */
export function PermissionChangeList({
  added,
  removed,
  max = Infinity,
}: {
  added: readonly string[];
  removed: readonly string[];
  max?: number;
}) {
  const lines = [
    ...perModule(added).map((line) => ({ ...line, kind: 'added' as const })),
    ...perModule(removed).map((line) => ({ ...line, kind: 'removed' as const })),
  ];
  const shown = lines.slice(0, max);
  return (
    <Stack gap={6}>
      {shown.map((line) => (
        <Group key={`${line.kind}-${line.module}`} gap={8} wrap="nowrap" align="flex-start">
          <Badge
            size="sm"
            variant="light"
            color={line.kind === 'added' ? 'primary' : 'danger'}
            leftSection={line.kind === 'added' ? <IconPlus size={11} /> : <IconMinus size={11} />}
            style={{ flex: 'none' }}
          >
            {line.kind === 'added' ? 'Grant' : 'Remove'}
          </Badge>
          <Text size="sm" lh={1.4}>
            <Text span fw={600}>
              {moduleName(line.module)}
            </Text>
            <Text span c="dimmed">
              {' '}
              · {line.actions.map((a) => ACTION_LABELS[a]).join(', ')}
            </Text>
          </Text>
        </Group>
      ))}
      {lines.length > shown.length ? (
        <Text size="xs" c="dimmed">
          and {lines.length - shown.length} more modules
        </Text>
      ) : null}
    </Stack>
  );
}
