import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Card, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Line } from 'react-chartjs-2';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { stockDataResource } from '@rc/contract/resources/stock-data.resource';
import { TICKER_REFERENCE } from '@rc/contract/resources/stock-fields';
import { choiceSource, useFieldChoices } from '@/lib/reference-choices.ts';
import { resourceClient, resourceKeys } from '@/lib/resource-api.ts';
import { formatRupiah } from '@/lib/money.ts';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Filler, Tooltip);

/** Pages of 100 (the list's largest page) read for the chart: a bit more than a year of trading days. */
const PAGES = 3;

const options: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  animation: false,
  interaction: { mode: 'index', intersect: false },
  plugins: { tooltip: { callbacks: { label: (item) => ` Close: ${formatRupiah(Number(item.raw))}` } } },
  scales: { x: { ticks: { maxTicksLimit: 8, autoSkip: true } }, y: { ticks: { callback: (v) => formatRupiah(Number(v)) } } },
  elements: { point: { radius: 0 } },
};

/**
 * The close of one stock over its last year of data, above the daily data list. The stock is the
 * list's ticker filter (`?ticker=` in the address), so choosing one here also narrows the list.
 */
export function PriceChart() {
  const [search, setSearch] = useSearchParams();
  const ticker = search.get('ticker');
  const [typed, setTyped] = useState('');
  const [debounced] = useDebouncedValue(typed, 200);
  // The ticker filter's choices: a stock found by its code or its company's name.
  const stocks = useFieldChoices(
    choiceSource(stockDataResource.name, 'ticker', TICKER_REFERENCE),
    debounced === ticker ? '' : debounced,
  );
  const series = useQuery({
    queryKey: [...resourceKeys.lists(stockDataResource.name), 'chart', ticker],
    enabled: ticker !== null,
    queryFn: async ({ signal }) => {
      const client = resourceClient(stockDataResource);
      const pages = await Promise.all(
        Array.from({ length: PAGES }, (_, i) =>
          client.list({ ticker: ticker!, page: i + 1, limit: 100, sortby: 'date', sortdesc: true }, signal),
        ),
      );
      return pages.flatMap((p) => p.data).reverse();
    },
  });
  const rows = series.data ?? [];
  const last = rows.at(-1);
  const first = rows[0];
  const change = last && first ? ((Number(last.close) - Number(first.close)) / Number(first.close)) * 100 : null;
  return (
    <Card withBorder radius="md" mb="md" padding="md" data-testid="price-chart">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Select
          label="Price chart"
          placeholder="Choose a stock"
          data={[
            ...stocks.choices.map((c) => ({ value: c.value, label: `${c.value} · ${c.label}` })),
            ...(ticker && !stocks.choices.some((c) => c.value === ticker) ? [{ value: ticker, label: ticker }] : []),
          ]}
          onSearchChange={(next) => setTyped(next.split(' · ')[0] ?? next)}
          filter={({ options }) => options}
          value={ticker}
          onChange={(next) =>
            setSearch((current) => {
              const params = new URLSearchParams(current);
              if (next) params.set('ticker', next);
              else params.delete('ticker');
              params.delete('page');
              return params;
            })
          }
          searchable
          clearable
          w={{ base: '100%', sm: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
        {last && change !== null ? (
          <Text size="sm" c={change >= 0 ? 'teal' : 'red'} fw={600}>
            {formatRupiah(Number(last.close))} on {dayjs(String(last.date)).format('D MMM YYYY')} ({change >= 0 ? '+' : ''}
            {change.toFixed(1)}% over {rows.length} days)
          </Text>
        ) : null}
      </Group>
      {ticker === null ? (
        <Text size="sm" c="dimmed">
          Choose a stock to see its close over the last year; the list below shows its days.
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {series.isPending ? 'Loading…' : `No daily data for ${ticker} yet.`}
        </Text>
      ) : (
        <div style={{ height: 220 }}>
          <Line
            options={options}
            data={{
              labels: rows.map((r) => dayjs(String(r.date)).format('D MMM YY')),
              datasets: [
                {
                  data: rows.map((r) => Number(r.close)),
                  borderColor: '#4198D3',
                  backgroundColor: 'rgba(65, 152, 211, 0.12)',
                  fill: true,
                  borderWidth: 2,
                  tension: 0.2,
                },
              ],
            }}
          />
        </div>
      )}
    </Card>
  );
}
