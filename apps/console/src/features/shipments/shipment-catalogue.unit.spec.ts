import { describe, expect, it } from 'vitest';
import { SHIPMENT_ERROR_CODES } from '@parcel/domain';
import { shipments } from './shipments.pl';

describe('the shipments area in Polish', () => {
  it('given every error code of the area, then each has its own Polish text', () => {
    const texts: Record<string, string> = shipments.errors;
    for (const code of SHIPMENT_ERROR_CODES) expect(texts[code], code).toMatch(/\S/);
  });

  it('given the spec’s messages (spec/03 §8), then they are word for word', () => {
    expect(shipments.new.title).toBe('Utwórz przesyłkę');
    expect(shipments.toast).toMatchObject({
      created: 'Przesyłka została utworzona poprawnie!',
      invalid: 'Dane przesyłki są nieprawidłowe',
      countryNotAllowed: 'Nadawanie do tego kraju jest niedozwolone!',
      lockerMultiParcel: 'Nie można nadać wielopaka z i do automatu paczkowego!',
      saved: 'Pomyślnie zapisano zmiany!',
      saveFailed: 'Nie można zapisać zmian!',
      notFound: 'Taka przesylka nie istnieje',
      statusSet: 'Pomyślnie nadano status!',
      statusNotRepeatable: 'Ten status nie może zostać nadany ponownie!',
      statusDeleted: 'Pomyślnie usunięto status!',
      registered: 'Pomyślnie zarejestrowano przesyłkę u kuriera zewnętrznego!',
      registrationFailed: 'Nie udało się zarejestrować przesyłki u kuriera zewnętrzengo',
      labelNotReady: 'Twoja etykieta nie jest jeszce gotowa!',
      deleted: 'Przesyłka została oznaczona jako usunięte!',
      deleteFailed: 'Nie można oznaczyć jako usunięta!',
      linkCopied: 'Skopiowano link',
      adoptedUnprocessable: 'Zapisano klienta dla przesyłki nieprocesowalnej',
      adoptedBuffer: 'Zapisano klienta dla przesyłki buforowej',
      adoptFailed: 'Wystąpił nieznany błąd',
    });
    expect(shipments.actions).toMatchObject({
      forceAssign: 'Przypisz do klienta',
      returnSticker: 'Naklejka zwrotna',
      newOutNumber: 'Nowy numer wyjściowy',
      payload: 'Podgląd danych',
    });
    expect(shipments.fields.senderCountry).toBe('Kraj nadawcy');
    expect(shipments.fields.recipientCountry).toBe('Kraj odbiorcy');
  });
});
