import { Box, Button, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_VIEW_PERIOD, VIEW_PERIOD_TABS, type ViewPeriod, type ViewSection } from '@rc/contract/analytics';
import { useViewSeries } from './dashboard-api.ts';
import { ViewBarChart } from './view-bar-chart.tsx';
import { ViewChartTable } from './view-chart-table.tsx';
import { formatViewLabels, mergeViewSeries } from './view-series-merge.ts';
import { formatCount } from '@/lib/numbers.ts';

const CHART_HEIGHT = 280;
const PERIOD_PHRASE: Record<ViewPeriod, string> = {
  SEVENDAY: 'in the last 7 days',
  MONTHLY: 'in the last 12 months',
  YEARLY: 'in the last 5 years',
};

/**
 * One Total View card: tabs Last 7 days (default), Monthly, Yearly; a spinner until both series of
 * the chosen period have arrived; the chart once they are merged and one of them has rows.
 */
export function ViewChartCard({ section, title }: { section: ViewSection; title: string }) {
  const [period, setPeriod] = useState<ViewPeriod>(DEFAULT_VIEW_PERIOD);
  const state = useViewSeries(section, period);
  const merged = state.status === 'ready' ? mergeViewSeries(state.series) : undefined;
  const labels = merged ? formatViewLabels(merged.days, period) : [];
  const [signedIn = 0, guests = 0] = merged?.totals.map((list) => list.reduce((a, b) => a + b, 0)) ?? [];
  const all = signedIn + guests;

  return (
    <Paper withBorder shadow="xs" p={{ base: 'md', sm: 'lg' }} data-testid="view-chart-card" data-section={section}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} fz="md">
              {title}
            </Title>
            <Text size="xs" c="dimmed" mt={4} data-testid="view-chart-summary">
              {merged?.hasData
                ? `${formatCount(all)} views ${PERIOD_PHRASE[period]}${all > 0 ? ` · ${Math.round((signedIn / all) * 100)}% signed in` : ''}`
                : ' '}
            </Text>
          </div>
          <Tabs value={period} onChange={(value) => value && setPeriod(value as ViewPeriod)} variant="pills" radius="xl">
            <Tabs.List aria-label={`${title} period`}>
              {VIEW_PERIOD_TABS.map((tab) => (
                <Tabs.Tab key={tab.period} value={tab.period} fz="xs" px="sm" py={6}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </Group>
        <Box h={CHART_HEIGHT} pos="relative">
          {state.status === 'loading' ? (
            <Center h="100%">
              <Loader size="md" aria-label={`Loading ${title}`} />
            </Center>
          ) : state.status === 'error' ? (
            <Center h="100%">
              <Stack align="center" gap="xs">
                <Text size="sm" c="dimmed">
                  The views could not be loaded.
                </Text>
                <Button size="xs" variant="light" onClick={state.retry}>
                  Try again
                </Button>
              </Stack>
            </Center>
          ) : merged?.hasData ? (
            <>
              <ViewBarChart labels={labels} totals={merged.totals} title={title} />
              <ViewChartTable labels={labels} totals={merged.totals} title={title} />
            </>
          ) : (
            <Center h="100%">
              <Text size="sm" c="dimmed">
                No views recorded {PERIOD_PHRASE[period]}.
              </Text>
            </Center>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
