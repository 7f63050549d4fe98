import { AlertsPanel } from '../../app/alerts/AlertsPanel';
import { MyPostsSummary } from '../../app/posts/MyPostsSummary';
import { FacilityCard } from './FacilityCard';
import { paramsWithFilter } from './facilityFilter';
import { MyPropertiesQuery } from './facilities.graphql';
import { useFacilityAlertSummary } from './useFacilityAlertSummary';
import { useFacilityReference } from './useFacilityReference';

export interface MyFacilitiesSummaryProps {
  /** How many of the newest to show; the rest are on `/my-facilities`. */
  limit: number;
}

/**
 * The profile's facilities tab (SPEC §2): the viewer's newest facility ads with their labels,
 * and their facility alerts.
 */
export function MyFacilitiesSummary({ limit }: MyFacilitiesSummaryProps) {
  const summary = useFacilityAlertSummary(useFacilityReference());
  return (
    <MyPostsSummary
      kind="facility"
      limit={limit}
      query={MyPropertiesQuery}
      itemsOf={(data) => data.myProperties.items}
      card={(facility) => <FacilityCard facility={facility} showLabel />}
      alerts={
        <AlertsPanel
          kind="facility"
          summary={summary}
          search={(filter) => paramsWithFilter(new URLSearchParams(), filter, 'newest').toString()}
        />
      }
    />
  );
}
