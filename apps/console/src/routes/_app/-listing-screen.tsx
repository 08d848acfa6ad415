import { ListingPage } from '@/features/listing/ListingPage';
import { ReportOrderButton } from '@/features/reports/ReportOrderButton';
import type { Session } from '@/shared/session/session';

/**
 * The listing as its three routes show it (/parcels, /parcel-list,
 * /parcels-list): the one place where the reports area's button is given to
 * the screen (`reportButton`), as features do not import each other. `link`:
 * criteria a link carried in the address (/parcels only), `onLinkApplied`
 * takes them out of it.
 */
export function ListingScreen({
  session,
  link,
  onLinkApplied,
}: {
  session: Session;
  link?: Record<string, unknown>;
  onLinkApplied?: () => void;
}) {
  return (
    <ListingPage
      session={session}
      link={link}
      onLinkApplied={onLinkApplied}
      reportButton={(criteria) => <ReportOrderButton criteria={criteria} />}
    />
  );
}
