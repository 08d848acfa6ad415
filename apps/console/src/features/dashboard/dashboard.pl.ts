/** Polish texts of the dashboard: one line per screen of the menu. */
export const dashboard = {
  title: 'Witaj w panelu operatora',
  intro: 'Wybierz, od czego chcesz zacząć.',
  users: 'Dodawaj pracowników, zmieniaj ich role, blokuj i przywracaj konta.',
  clients: 'Zakładaj klientów, ustawiaj ich dane dostępowe, cenniki i parametry.',
  statuses: 'Dodawaj i zmieniaj typy statusów przesyłek: nazwy po polsku i rumuńsku, kod, grupę.',
  intake: 'Przyjmuj przesyłki klienta; nieznane stają się buforowe.',
  externalInboundScan: 'Skanuj przesyłki od kurierów zewnętrznych.',
  externalInbound: 'Przeglądaj przesyłki od kurierów i ich komentarze.',
  unknownClientAliases: 'Przypisuj nieznane aliasy do klientów.',
  deadLetters: 'Zobacz zdarzenia, których system nie zdołał obsłużyć, i ponów je lub pomiń.',
  downloads: 'Pobierz pliki punktów odbioru dla sklepów IdoSell klientów.',
  newShipment: 'Nadaj nową przesyłkę: dostawa do domu lub automatu paczkowego albo zwrot.',
  shipment: 'Zobacz przesyłkę po jej numerze.',
  company: 'Zobacz dane swojej firmy zapisane w systemie.',
  profile: 'Ustaw nowe hasło do swojego konta.',
} as const;
