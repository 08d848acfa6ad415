/** Polish texts of the dashboard: one line per screen of the menu. */
export const dashboard = {
  title: 'Witaj w panelu operatora',
  intro: 'Wybierz, od czego chcesz zacząć.',
  users: 'Dodawaj pracowników, zmieniaj ich role, blokuj i przywracaj konta.',
  clients: 'Zakładaj klientów, ustawiaj ich dane dostępowe, cenniki i parametry.',
  statuses: 'Dodawaj i zmieniaj typy statusów przesyłek: nazwy po polsku i rumuńsku, kod, grupę.',
  deadLetters: 'Zobacz zdarzenia, których system nie zdołał obsłużyć, i ponów je lub pomiń.',
  floor: 'Patrz na halę magazynu na żywo: stanowiska, skany, strefy i sektory problematyczne (także na ekranie TV).',
  downloads: 'Pobierz pliki punktów odbioru dla sklepów IdoSell klientów.',
  newShipment: 'Nadaj nową przesyłkę: dostawa do domu lub automatu paczkowego albo zwrot.',
  shipment: 'Zobacz przesyłkę po jej numerze.',
  company: 'Zobacz dane swojej firmy zapisane w systemie.',
  profile: 'Ustaw nowe hasło do swojego konta.',
} as const;
