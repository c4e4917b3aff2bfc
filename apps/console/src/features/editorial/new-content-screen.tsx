import { EmptyState, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTES } from '@rc/contract/routes';
import { Button } from '@/components/button.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { usePermissions } from '@/lib/session-store.ts';
import { areaLook, creatableAreas, newRecordPath, readableAreas } from './desk-areas.ts';
import classes from './editorial.module.css';

/**
 * ResearchEditorNew: which kind of content to start. Only the kinds the user may create are
 * offered (write on the area's module and a create screen: Circle articles come from their
 * contributors); each opens its area's own new-record editor.
 */
export function NewContentScreen() {
  const permissions = usePermissions();
  const kinds = creatableAreas(permissions);
  const readsCircleOnly = kinds.length === 0 && readableAreas(permissions).some((a) => !a.resource.screens.create);
  return (
    <>
      <PageHeader
        title="New content"
        description={
          kinds.length > 0
            ? 'Choose what to write. It starts as a draft in its own area and comes back to the desk when you submit it for review.'
            : undefined
        }
        actions={
          <Button component={Link} to={ROUTES.Research.path} variant="gray">
            Back to the desk
          </Button>
        }
      />
      {kinds.length === 0 ? (
        <Paper withBorder shadow="xs">
          <EmptyState
            py={56}
            variant="light"
            icon={<IconLock size={26} />}
            title="Nothing you can create here"
            description={
              readsCircleOnly
                ? 'Circle articles come from their contributors; you review them on the desk. To write Exclusive research or Insight, ask an owner for the write permission.'
                : 'Creating content needs the write permission on its area. Ask an owner if you need it.'
            }
            data-testid="new-content-none"
          />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="new-content-kinds">
          {kinds.map((area) => {
            const look = areaLook(area.name);
            const Icon = look.icon;
            const to = newRecordPath(area)!;
            return (
              <Paper key={area.name} withBorder shadow="xs" p="lg" className={classes.kind} data-testid={`new-kind-${area.name}`}>
                <Stack gap="md" h="100%">
                  <Group gap="md" wrap="nowrap" align="flex-start">
                    <ThemeIcon variant="light" color={look.color} size={44} radius="md" aria-hidden="true">
                      <Icon size={22} stroke={1.7} />
                    </ThemeIcon>
                    <div>
                      <Title order={2} fz="lg">
                        {area.label}
                      </Title>
                      <Text size="sm" c="dimmed" mt={2}>
                        {area.resource.description}
                      </Text>
                    </div>
                  </Group>
                  <Group justify="flex-end" mt="auto">
                    <Button component={Link} to={to} size="xs" rightSection={<IconArrowRight size={14} />}>
                      New {area.resource.labels.singular.toLowerCase()}
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </>
  );
}
