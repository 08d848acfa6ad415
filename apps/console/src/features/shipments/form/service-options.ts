import type { DeliveryServiceView } from '@parcel/contracts';
import { DELIVERY_SERVICES, destination } from '@parcel/domain';

/**
 * The services and their countries as the selects offer them: the server's
 * list for the client (its allowed countries) once read, the catalogue until
 * then and for a stored shipment (whose values must show whatever they are).
 */
export const CATALOGUE_SERVICES: DeliveryServiceView[] = DELIVERY_SERVICES.map((service) => ({
  id: service.id,
  name: service.name,
  code: service.code,
  is_return: service.isReturn,
  is_locker: service.isLocker,
  countries: service.countryIds.flatMap((id) => {
    const country = destination(id);
    return country ? [{ id, name: country.name, iso_code: country.iso, currency: country.currency }] : [];
  }),
}));

export const serviceOptions = (services: readonly DeliveryServiceView[]) => services.map((s) => ({ value: String(s.id), label: s.name }));

export function countriesOf(services: readonly DeliveryServiceView[], serviceId: string) {
  return services.find((s) => String(s.id) === serviceId)?.countries ?? [];
}

export const countryOptions = (services: readonly DeliveryServiceView[], serviceId: string) =>
  countriesOf(services, serviceId).map((country) => ({ value: String(country.id), label: country.name }));

/** The currency of a country: the service list's, else the catalogue's. */
export function currencyOf(services: readonly DeliveryServiceView[], serviceId: string, countryId: string): string {
  return (
    countriesOf(services, serviceId).find((country) => String(country.id) === countryId)?.currency ??
    destination(Number(countryId))?.currency ??
    ''
  );
}
