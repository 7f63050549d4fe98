import { useId } from 'react';
import { Button, Input, Segmented } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n/useTranslation';
import { useQuery } from 'urql';
import { addDays, cairoDate } from '@dawa/shared/time';
import { daysOf, type DashboardRange } from '@dawa/shared/analytics';
import type { NotificationType } from '@dawa/shared/notifications';
import { useApiErrorEffect } from '../../../app/errors/useApiErrorEffect';
import { useLanguage } from '../../../app/i18n/useLanguage';
import { useDocumentTitle } from '../../../app/layout/useDocumentTitle';
import { AdminPage } from '../../../app/ui/AdminPage';
import { LoadError } from '../../../app/ui/LoadError';
import { Loading } from '../../../app/ui/Loading';
import { AnalyticsDashboardQuery, type AnalyticsDashboardData } from './analytics.graphql';
import { dailySeries, rangeFromInputs, rangeFromParams } from './chartData';
import { RankingChart } from './RankingChart';
import { TimeChart, type ChartSeries } from './TimeChart';
import styles from './charts.module.css';

const PRESETS = [7, 30, 90] as const;
/** The post kinds, in the order of the post charts' series. */
const POST_KINDS = ['prescription', 'job', 'facility'];

/** Notification types, in the chart's four series. */
function notificationSeries(type: string): string {
  if (type === 'prescriptionComment') return 'comment';
  if (type === 'offer') return 'offer';
  if ((['jobAlert', 'propertyAlert'] satisfies NotificationType[]).some((alert) => alert === type))
    return 'alert';
  return 'postStatus';
}

/**
 * `/{lang}/admin/analytics`: the dashboard (issue #16 point 7) over the range in the URL
 * (`?from=&to=`, Cairo days; the last 30 days without one).
 */
export default function AnalyticsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('analytics.title'));
  const [params, setParams] = useSearchParams();
  const today = cairoDate();
  const range = rangeFromParams(params, today);
  const [{ data, error, fetching }, refetch] = useQuery({
    query: AnalyticsDashboardQuery,
    variables: range,
  });
  useApiErrorEffect(error);

  const choose = (next: DashboardRange) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('from', next.from);
      updated.set('to', next.to);
      return updated;
    });

  return (
    <AdminPage titleId="analytics-title" title={t('analytics.title')}>
      <RangePicker range={range} today={today} onChange={choose} />
      {error && !data ? (
        <LoadError
          message={t('analytics.loadFailed')}
          action={
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
              {t('resource.retry')}
            </Button>
          }
        />
      ) : !data || (fetching && data.analyticsDashboard.from !== range.from) ? (
        <Loading description={t('analytics.loading')} />
      ) : (
        <Charts dashboard={data.analyticsDashboard} />
      )}
    </AdminPage>
  );
}

interface RangePickerProps {
  range: DashboardRange;
  today: string;
  onChange: (range: DashboardRange) => void;
}

/** Two day fields and quick ranges ending today; the URL keeps the choice. */
function RangePicker({ range, today, onChange }: RangePickerProps) {
  const { t } = useTranslation('admin');
  const fromId = useId();
  const toId = useId();
  const preset = PRESETS.find(
    (days) => range.to === today && range.from === addDays(today, 1 - days),
  );
  return (
    <div className={styles.range} role="group" aria-label={t('analytics.range')}>
      <label className={styles.rangeField} htmlFor={fromId}>
        {t('analytics.rangeStart')}
        <Input
          id={fromId}
          type="date"
          value={range.from}
          max={today}
          onChange={(event) => onChange(rangeFromInputs(event.target.value, range.to, range))}
        />
      </label>
      <label className={styles.rangeField} htmlFor={toId}>
        {t('analytics.rangeEnd')}
        <Input
          id={toId}
          type="date"
          value={range.to}
          min={range.from}
          max={today}
          onChange={(event) => onChange(rangeFromInputs(range.from, event.target.value, range))}
        />
      </label>
      <Segmented
        aria-label={t('analytics.presetsLabel')}
        value={preset ?? ''}
        options={PRESETS.map((days) => ({ value: days, label: t(`analytics.presets.${days}`) }))}
        onChange={(days) => {
          if (typeof days === 'number') onChange({ from: addDays(today, 1 - days), to: today });
        }}
      />
    </div>
  );
}

function Charts({ dashboard }: { dashboard: AnalyticsDashboardData }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const days = daysOf(dashboard);
  const label = (group: string, key: string) =>
    t(`analytics.${group}.${key}`, { defaultValue: key });
  const labelled = (group: string, rows: ReturnType<typeof dailySeries>): ChartSeries[] =>
    rows.map((row) => ({ ...row, label: label(group, row.key) }));

  const active: ChartSeries[] = [
    {
      key: 'visitors',
      label: t('analytics.series.visitors'),
      values:
        dailySeries(
          days,
          dashboard.activeUsers.map((row) => ({ day: row.day, key: 'v', count: row.visitors })),
          ['v'],
        )[0]?.values ?? [],
    },
    {
      key: 'users',
      label: t('analytics.series.users'),
      values:
        dailySeries(
          days,
          dashboard.activeUsers.map((row) => ({ day: row.day, key: 'u', count: row.users })),
          ['u'],
        )[0]?.values ?? [],
    },
  ];
  const notifications = dashboard.notificationsSent.map((row) => ({
    ...row,
    key: notificationSeries(row.key),
  }));

  return (
    <div className={styles.charts}>
      <TimeChart
        titleId="chart-active-users"
        title={t('analytics.charts.activeUsers')}
        days={days}
        kind="lines"
        series={active}
      />
      <TimeChart
        titleId="chart-sign-ups"
        title={t('analytics.charts.signUps')}
        days={days}
        kind="bars"
        series={labelled('methods', dailySeries(days, dashboard.signUps))}
      />
      <TimeChart
        titleId="chart-logins"
        title={t('analytics.charts.logins')}
        days={days}
        kind="bars"
        series={labelled('methods', dailySeries(days, dashboard.logins))}
      />
      <TimeChart
        titleId="chart-posts"
        title={t('analytics.charts.postsCreated')}
        days={days}
        kind="bars"
        series={labelled('series', dailySeries(days, dashboard.postsCreated, POST_KINDS))}
      />
      <TimeChart
        titleId="chart-backlog"
        title={t('analytics.charts.moderationBacklog')}
        days={days}
        kind="lines"
        series={labelled('series', dailySeries(days, dashboard.moderationBacklog, POST_KINDS))}
      />
      <TimeChart
        titleId="chart-notifications"
        title={t('analytics.charts.notificationsSent')}
        days={days}
        kind="bars"
        series={labelled('series', dailySeries(days, notifications))}
      />
      <RankingChart
        titleId="chart-top-drugs"
        title={t('analytics.charts.topDrugs')}
        rows={dashboard.topDrugs.map((drug) => ({
          key: drug.id,
          label: (language === 'ar' && drug.arabicName) || drug.tradeName,
          count: drug.hits,
        }))}
      />
      <RankingChart
        titleId="chart-drug-filters"
        title={t('analytics.charts.drugFilters')}
        rows={dashboard.drugFilters.map((row) => ({
          key: row.key,
          label: label('fields', row.key),
          count: row.count,
        }))}
      />
      <RankingChart
        titleId="chart-shares"
        title={t('analytics.charts.shares')}
        rows={dashboard.shares.map((row) => ({
          key: `${row.service} ${row.network}`,
          label: t('analytics.shareRow', {
            service: label('services', row.service),
            network: label('networks', row.network),
          }),
          count: row.count,
        }))}
      />
    </div>
  );
}
