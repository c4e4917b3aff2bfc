import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconFileAnalytics, IconLockAccess, IconNews, IconUserCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { COUNT_CARDS, SECTION_ANALYTIC_MODULE, VIEW_CHART_CARDS } from '@rc/contract/analytics';
import { hasNoReadPermission } from '@rc/contract/permissions';
import { PageHeader } from '@/components/page-header.tsx';
import { StatusPage } from '@/components/status-page.tsx';
import { canReadAny } from '@/lib/permissions.ts';
import { useSession } from '@/lib/session-store.ts';
import { CountCard } from './count-card.tsx';
import { ViewChartCard } from './view-chart-card.tsx';

const CARD_LOOK: Record<(typeof COUNT_CARDS)[number]['key'], { icon: ReactNode; colour: string }> = {
  verifiedUsers: { icon: <IconUserCheck size={20} stroke={1.8} />, colour: 'secondary' },
  publishedResearch: { icon: <IconFileAnalytics size={20} stroke={1.8} />, colour: 'primary' },
  publishedInsight: { icon: <IconNews size={20} stroke={1.8} />, colour: 'navy' },
};

function greeting(): string {
  const hour = dayjs().hour();
  return hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
}

/**
 * Home (Dashboard, section 2.3): the count cards and the Total View charts, each shown only with its
 * analytics read permission (section 6). The specification's 2-second home-screen timer has no
 * observable effect and is not reproduced (docs/decisions/006-dashboard-home-timer.md).
 */
export function HomeScreen() {
  const name = useSession((state) => state.profile?.fullname ?? '');
  const permissions = useSession((state) => state.permissions);
  const cards = COUNT_CARDS.filter((card) => canReadAny(permissions, [card.module]));
  const charts = VIEW_CHART_CARDS.filter((chart) => canReadAny(permissions, [SECTION_ANALYTIC_MODULE[chart.section]]));

  const hello = `${greeting()}${name ? `, ${name}` : ''}.`;

  if (hasNoReadPermission(permissions)) {
    return (
      <>
        <PageHeader title="Dashboard" description={hello} />
        <StatusPage
          testId="dashboard-no-permission"
          icon={<IconLockAccess size={30} stroke={1.6} />}
          colour="secondary"
          eyebrow="No access yet"
          title="Nothing to show yet"
          text="Your account has no read permissions. Ask an owner to grant you access to the areas you work on."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Dashboard" description={`${hello} Here is how readers are using the platform.`} />
      <Stack gap="xl">
        {cards.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" data-testid="count-cards">
            {cards.map((card) => (
              <CountCard key={card.key} title={card.title} note={card.note} path={card.path} {...CARD_LOOK[card.key]} />
            ))}
          </SimpleGrid>
        ) : null}

        {charts.length > 0 ? (
          <section aria-labelledby="total-view-heading" data-testid="view-charts">
            <Title order={2} fz="lg" id="total-view-heading">
              Total View
            </Title>
            <Text size="sm" c="dimmed" mt={4} mb="md">
              Views per section, signed-in readers and guests stacked.
            </Text>
            <SimpleGrid cols={{ base: 1, lg: charts.length > 1 ? 2 : 1 }} spacing="lg">
              {charts.map((chart) => (
                <ViewChartCard key={chart.section} section={chart.section} title={chart.title} />
              ))}
            </SimpleGrid>
          </section>
        ) : null}

        {cards.length === 0 && charts.length === 0 ? (
          <Paper withBorder p="xl" data-testid="dashboard-no-analytics">
            <Stack gap={6} align="flex-start">
              <IconChartBar size={26} stroke={1.6} color="var(--mantine-color-gray-6)" aria-hidden="true" />
              <Title order={3} fz="md">
                No analytics shared with you
              </Title>
              <Text size="sm" c="dimmed">
                Use the menu to open the areas you work on. Ask an owner for an analytics permission to see counts and views here.
              </Text>
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </>
  );
}
