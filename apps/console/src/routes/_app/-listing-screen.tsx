import { ListingPage } from '@/features/listing/ListingPage';
import { ReportOrderButton } from '@/features/reports/ReportOrderButton';
import type { Session } from '@/shared/session/session';

/**
 * The listing as its three routes show it (/parcels, /parcel-list,
 * /parcels-list): the one place where the reports area's button is given to
 * the screen (`reportButton`), as features do not import each other.
 */
export function ListingScreen({ session }: { session: Session }) {
  return <ListingPage session={session} reportButton={(criteria) => <ReportOrderButton criteria={criteria} />} />;
}
