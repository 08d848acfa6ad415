import { DESTINATIONS } from '@parcel/domain';

const NETWORKS: Record<string, string> = { sameday: 'Sameday', cargus: 'Cargus' };

/** The last-mile courier as people name it: the network once registered (Sameday, Cargus), with its country. */
export function courierName(courierId: number, network: string | null): string {
  const country = DESTINATIONS.find((d) => d.courierId === courierId);
  const name = network ? (NETWORKS[network] ?? network) : 'Kurier';
  return `${name} ${country?.iso ?? ''}`.trim();
}
