import { Anchor, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { RESOURCES } from '@rc/contract/resources/resource-registry';
import { listPath, parentPath } from '../resource-paths.ts';

/** The way back to the list (or to the parent record of a child resource), above an editor's title. */
export function BackToList({ def, parentId }: { def: AnyResourceDefinition; parentId?: unknown }) {
  const parent = parentPath(def, parentId);
  const parentLabel = RESOURCES.find((r) => r.screens.edit === def.parent?.screen)?.labels.singular;
  return (
    <Anchor
      component={Link}
      to={parent ?? listPath(def)}
      size="sm"
      c="dimmed"
      fw={500}
      mb={4}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} /> {parent ? (parentLabel ?? 'Back') : def.labels.plural}
    </Anchor>
  );
}

/** The editor's shape while its record loads. */
export function EditorSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton height={14} width={120} />
      <Skeleton height={30} width={320} />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="lg" style={{ flex: 2 }}>
          <Skeleton height={220} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </Stack>
        <Stack gap="lg" style={{ flex: 1 }} visibleFrom="lg">
          <Skeleton height={140} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      </Group>
    </Stack>
  );
}
