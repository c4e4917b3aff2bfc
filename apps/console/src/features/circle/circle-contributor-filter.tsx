import { Badge, CloseButton, Group } from '@mantine/core';

/** The list shows one contributor's articles (a link from their page): say whose, and offer everyone's. */
export function ContributorFilter({ name, onClear }: { name: string; onClear: () => void }) {
  return (
    <Group gap={6}>
      <Badge
        variant="light"
        color="navy"
        radius="sm"
        rightSection={<CloseButton size="xs" aria-label="Show every contributor" onClick={onClear} />}
        data-testid="contributor-filter"
      >
        Contributor: {name}
      </Badge>
    </Group>
  );
}
