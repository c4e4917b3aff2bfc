import { Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { INSTITUTION_API, type PickReturn } from '@rc/contract/institution';
import { institutionStockPlacementResource } from '@rc/contract/resources/institution-stock-placement.resource';
import { RowsTable } from '@/components/rows-table.tsx';
import { api } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/date-formats.ts';
import { formatRupiah } from '@/lib/money.ts';

const picksMeta = institutionStockPlacementResource.fields.picks;

function ReturnCell({ figure }: { figure: PickReturn | undefined }) {
  if (!figure || figure.return_pct === null || figure.latest_close === null) {
    return (
      <Tooltip label="No daily close for this ticker yet" openDelay={300}>
        <Text span c="gray.5" size="sm">
          —
        </Text>
      </Tooltip>
    );
  }
  const pct = figure.return_pct;
  return (
    <Tooltip label={`Close ${formatRupiah(figure.latest_close)} on ${formatDate(figure.close_date ?? '')}`} openDelay={300}>
      <Text
        span
        size="sm"
        fw={600}
        c={pct > 0 ? 'teal.7' : pct < 0 ? 'danger.7' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        {pct > 0 ? '+' : ''}
        {pct.toFixed(2)}%
      </Text>
    </Tooltip>
  );
}

/**
 * A stock selection's picks with each pick's return since entry from the latest daily close (the
 * server computes it; "—" while there is no daily data for the ticker).
 */
export function PickReturnsView({ record, value }: { record: Record<string, unknown>; value: unknown }) {
  const id = Number(record.id);
  const returns = useQuery({
    queryKey: ['institution-stock-placement', 'returns', id, record.version],
    queryFn: ({ signal }) => api.get<{ picks: PickReturn[] }>(INSTITUTION_API.returns(id), { signal }),
  });
  const byTicker = new Map((returns.data?.picks ?? []).map((p) => [p.ticker, p]));
  const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  // The figures first, the rationale (long text) last, after the return.
  const columns = picksMeta.rows?.columns ?? [];
  return (
    <Stack gap={6}>
      <RowsTable
        label="Picks"
        columns={columns.filter((c) => c.field !== 'rationale')}
        rows={rows}
        extra={[
          {
            key: 'return',
            label: 'Return',
            numeric: true,
            render: (row) => <ReturnCell figure={byTicker.get(String(row.ticker))} />,
          },
          {
            key: 'rationale',
            label: 'Rationale',
            wide: true,
            render: (row) => (
              <Text size="sm" lineClamp={3} style={{ wordBreak: 'break-word' }}>
                {typeof row.rationale === 'string' && row.rationale ? row.rationale : '—'}
              </Text>
            ),
          },
        ]}
      />
      <Text size="xs" c="dimmed">
        {rows.length} {rows.length === 1 ? 'pick' : 'picks'}. Return: the change since the entry price, to the latest daily close
        (— without daily data).
      </Text>
    </Stack>
  );
}
