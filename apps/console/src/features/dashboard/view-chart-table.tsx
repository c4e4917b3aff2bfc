import { VisuallyHidden } from '@mantine/core';
import { VIEW_SERIES } from '@rc/contract/analytics';
import { formatCount } from '@/lib/numbers.ts';

/** The chart's figures as a table for screen readers (a canvas has no text of its own). */
export function ViewChartTable({ title, labels, totals }: { title: string; labels: string[]; totals: number[][] }) {
  return (
    <VisuallyHidden>
      <table data-testid="view-chart-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {VIEW_SERIES.map((series) => (
              <th key={series.audience} scope="col">
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, row) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {VIEW_SERIES.map((series, i) => (
                <td key={series.audience}>{formatCount(totals[i]?.[row] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
