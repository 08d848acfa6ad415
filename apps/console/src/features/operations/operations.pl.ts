/** Polish texts of the operations screens: the events parked by projections and process managers (dead letters). */
export const operations = {
  deadLetters: {
    title: 'Zdarzenia wstrzymane',
    intro:
      'Zdarzenia, których projekcja lub proces nie zdołał obsłużyć mimo ponowień. Po usunięciu przyczyny ponów zdarzenie; pomiń je tylko wtedy, gdy na pewno nie jest już potrzebne.',
    filter: 'Pokaż zdarzenia',
    parked: 'Wstrzymane',
    all: 'Wszystkie',
    table: 'Zdarzenia wstrzymane',
    empty: 'Brak wstrzymanych zdarzeń',
    emptyAll: 'Brak zdarzeń na liście.',
    columns: {
      handler: 'Obsługa',
      kind: 'Rodzaj',
      event_type: 'Typ zdarzenia',
      stream_id: 'Strumień',
      event_position: 'Pozycja',
      error: 'Błąd',
      attempts: 'Próby',
      parked_at: 'Wstrzymano',
      status: 'Stan',
      actions: 'Akcje',
    },
    kinds: { projection: 'Projekcja', process_manager: 'Proces' },
    statuses: { parked: 'Wstrzymane', retried: 'Ponowione', skipped: 'Pominięte' },
    retry: 'Ponów',
    skip: 'Pomiń',
    retryNamed: 'Ponów: {{event}} ({{handler}})',
    skipNamed: 'Pomiń: {{event}} ({{handler}})',
    retryQuestion: 'Ponowić zdarzenie {{event}} ze strumienia {{stream}} w obsłudze {{handler}}?',
    skipQuestion: 'Pominąć zdarzenie {{event}} ze strumienia {{stream}} w obsłudze {{handler}}? Nie zostanie już obsłużone.',
    toast: {
      dead_letter_retried: 'Zdarzenie zostało ponowione i obsłużone.',
      dead_letter_skipped: 'Zdarzenie zostało pominięte.',
    },
  },
} as const;
