import { AlertsPanel } from '../../app/alerts/AlertsPanel';
import { MyPostsSummary } from '../../app/posts/MyPostsSummary';
import { paramsWithFilter } from './jobFilter';
import { JobCard } from './JobCard';
import { MyJobsQuery } from './jobs.graphql';
import { useJobAlertSummary } from './useJobAlertSummary';
import { useJobReference } from './useJobReference';

export interface MyJobsSummaryProps {
  /** How many of the newest to show; the rest are on `/my-jobs`. */
  limit: number;
}

/**
 * The profile's jobs tab (SPEC §2): the viewer's newest job ads with their labels, and their
 * job alerts.
 */
export function MyJobsSummary({ limit }: MyJobsSummaryProps) {
  const summary = useJobAlertSummary(useJobReference());
  return (
    <MyPostsSummary
      kind="job"
      limit={limit}
      query={MyJobsQuery}
      itemsOf={(data) => data.myJobs.items}
      card={(job) => <JobCard job={job} showLabel />}
      alerts={
        <AlertsPanel
          kind="job"
          summary={summary}
          search={(filter) => paramsWithFilter(new URLSearchParams(), filter).toString()}
        />
      }
    />
  );
}
