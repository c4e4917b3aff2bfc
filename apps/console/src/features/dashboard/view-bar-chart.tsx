import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartOptions } from 'chart.js';
import { useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { VIEW_CHART_MAX_BAR_THICKNESS, VIEW_CHART_Y_TITLE, VIEW_SERIES } from '@rc/contract/analytics';
import { formatCount } from '@/lib/numbers.ts';

// Only what a stacked bar chart with a legend and tooltips needs, so the rest of Chart.js stays out of the bundle.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
Chart.defaults.color = '#5c6b7a';

const chartOptions = (fontFamily: string | undefined): ChartOptions<'bar'> => ({
  font: { family: fontFamily },
  responsive: true,
  maintainAspectRatio: false,
  animation: { duration: 350 },
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: {
      position: 'bottom',
      align: 'start',
      labels: {
        usePointStyle: true,
        pointStyle: 'rectRounded',
        boxWidth: 10,
        boxHeight: 10,
        padding: 16,
        font: { family: fontFamily },
      },
    },
    tooltip: {
      titleFont: { family: fontFamily },
      bodyFont: { family: fontFamily },
      padding: 10,
      boxPadding: 4,
      callbacks: { label: (item) => ` ${item.dataset.label}: ${formatCount(Number(item.raw))}` },
    },
  },
  scales: {
    x: {
      stacked: true,
      grid: { display: false },
      border: { display: false },
      // Long day labels tilt rather than drop out, so every bar of the 7-day view keeps its date.
      ticks: { autoSkip: false, maxRotation: 60, font: { family: fontFamily, size: 11 } },
    },
    y: {
      stacked: true,
      beginAtZero: true,
      title: { display: true, text: VIEW_CHART_Y_TITLE, font: { family: fontFamily } },
      grid: { color: '#eef1f4' },
      border: { display: false },
      ticks: { callback: (value) => formatCount(Number(value)), maxTicksLimit: 6, font: { family: fontFamily } },
    },
  },
});

/** The stacked bars of one chart card: Has Signed In (#8AB8F5) and Not SIgned In (#4198D3). */
export function ViewBarChart({ labels, totals, title }: { labels: string[]; totals: number[][]; title: string }) {
  const { fontFamily } = useMantineTheme();
  const options = useMemo(() => chartOptions(fontFamily), [fontFamily]);
  const data = {
    labels,
    datasets: VIEW_SERIES.map((series, i) => ({
      label: series.label,
      data: totals[i] ?? [],
      backgroundColor: series.color,
      hoverBackgroundColor: series.color,
      maxBarThickness: VIEW_CHART_MAX_BAR_THICKNESS,
      borderRadius: 3,
    })),
  };
  return <Bar options={options} data={data} aria-label={`${title} chart`} role="img" />;
}
