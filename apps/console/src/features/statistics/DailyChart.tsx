import { Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { isWeekend } from '@parcel/domain';
import { language, useTranslation } from '@/shared/i18n/i18n';
import { formatDay } from '@/shared/ui/format';

export interface DayCount {
  readonly day: string;
  readonly count: number;
}

const HEIGHT = 240;
const MARGIN = { top: 14, right: 8, bottom: 28, left: 40 };
const WEEKDAY_COLOR = 'var(--mantine-color-blue-7)';
const WEEKEND_COLOR = 'var(--mantine-color-orange-7)';
const WEEKEND_BAND = 'var(--mantine-color-gray-1)';
const AXIS_COLOR = 'var(--mantine-color-gray-6)';

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const monthLabel = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayName = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
const average = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });

/** A round top for the axis (1, 2 or 5 times a power of ten per step, four steps) and its ticks. */
export function axisTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!,
  );
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/**
 * The daily counts as bars drawn in SVG (no chart library: the page is a lazy
 * chunk, but every kilobyte counts). Weekends are another colour on a shaded
 * band; every day has a tooltip (its title, hovering anywhere in its column);
 * the first day of each month is labelled on the axis. For screen readers: one image with
 * a summary, and the numbers in a visually hidden table.
 */
export function DailyChart({ days, kindLabel, title }: { days: readonly DayCount[]; kindLabel: string; title: string }) {
  const { t } = useTranslation();
  const { ref, width: measured } = useElementSize();
  const width = Math.max(280, Math.round(measured) || 600);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const ticks = axisTicks(Math.max(0, ...days.map((d) => d.count)));
  const top = ticks[ticks.length - 1]!;
  const column = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(1, column * 0.72);
  const y = (count: number) => MARGIN.top + plotHeight - (count / top) * plotHeight;

  const total = days.reduce((sum, d) => sum + d.count, 0);
  const busiest = days.reduce<DayCount | undefined>((best, d) => (!best || d.count > best.count ? d : best), undefined);
  const range = {
    kind: kindLabel,
    days: days.length,
    from: formatDay(days[0]?.day ?? ''),
    to: formatDay(days[days.length - 1]?.day ?? ''),
  };
  const summary =
    total > 0 && busiest
      ? t('statistics.chart.summary', {
          ...range,
          total,
          average: average.format(total / Math.max(1, days.length)),
          max: busiest.count,
          maxDay: formatDay(busiest.day),
        })
      : t('statistics.chart.summaryEmpty', range);
  const label = (d: DayCount) =>
    t('statistics.chart.bar', { weekday: weekdayName.format(utc(d.day)), date: formatDay(d.day), count: d.count });

  return (
    <div>
      <Text fw={600} mb={4} id="statistics-chart-title">
        {title}
      </Text>
      <Group gap="md" mb={4} aria-hidden>
        <Legend color={WEEKDAY_COLOR} text={t('statistics.chart.weekday')} />
        <Legend color={WEEKEND_COLOR} text={t('statistics.chart.weekend')} />
      </Group>
      <div ref={ref} style={{ width: '100%' }}>
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          style={{ display: 'block', maxWidth: '100%' }}
          data-testid="statistics-chart"
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-gray-3)" />
              <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill={AXIS_COLOR}>
                {tick}
              </text>
            </g>
          ))}
          {days.map((d, i) => {
            const weekend = isWeekend(d.day);
            const x = MARGIN.left + i * column;
            const first = d.day.endsWith('-01');
            return (
              <g key={d.day} data-day={d.day} data-count={d.count} data-weekend={weekend ? 'true' : 'false'} className="statistics-day">
                <title>{label(d)}</title>
                <rect x={x} y={MARGIN.top} width={column} height={plotHeight} fill={weekend ? WEEKEND_BAND : 'transparent'} />
                {d.count > 0 && (
                  <rect
                    x={x + (column - barWidth) / 2}
                    y={y(d.count)}
                    width={barWidth}
                    height={MARGIN.top + plotHeight - y(d.count)}
                    fill={weekend ? WEEKEND_COLOR : WEEKDAY_COLOR}
                    rx={Math.min(2, barWidth / 3)}
                  />
                )}
                {first && (
                  <>
                    <line x1={x} x2={x} y1={MARGIN.top + plotHeight} y2={MARGIN.top + plotHeight + 5} stroke={AXIS_COLOR} />
                    <text x={x} y={HEIGHT - 8} fontSize={11} fill={AXIS_COLOR} textAnchor="middle">
                      {monthLabel.format(utc(d.day))}
                    </text>
                  </>
                )}
              </g>
            );
          })}
          <line x1={MARGIN.left} x2={width - MARGIN.right} y1={MARGIN.top + plotHeight} y2={MARGIN.top + plotHeight} stroke={AXIS_COLOR} />
        </svg>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{`${t('statistics.chart.tableCaption')}: ${title}`}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('statistics.chart.day')}</Table.Th>
              <Table.Th scope="col">{t('statistics.chart.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.map((d) => (
              <Table.Tr key={d.day}>
                <Table.Td>{formatDay(d.day)}</Table.Td>
                <Table.Td>{d.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </div>
  );
}

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <Group gap={6}>
      <svg width={12} height={12} aria-hidden>
        <rect width={12} height={12} rx={2} fill={color} />
      </svg>
      <Text size="sm">{text}</Text>
    </Group>
  );
}
