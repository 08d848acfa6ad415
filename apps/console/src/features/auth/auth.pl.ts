/** Polish texts of the public pages: login with the modernization notice, password recovery and reset, e-mail check. */
export const auth = {
  login: {
    title: 'Logowanie',
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
    recover: 'Nie pamiętasz hasła?',
    findPostalCode: 'Znajdź kod pocztowy w Rumunii',
  },
  modernization: {
    title: 'Modernizacja systemu',
    body: 'W dniach 6-13 września prowadzimy modernizację systemu. W tym czasie mogą wystąpić krótkie przerwy w działaniu panelu. Przepraszamy za utrudnienia.',
    ok: 'Rozumiem',
  },
  recover: {
    title: 'Odzyskiwanie hasła',
    intro: 'Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.',
    email: 'E-mail',
    submit: 'Odzyskaj hasło',
    cancel: 'Wróć do logowania',
    emailSent: 'Jeśli konto istnieje, wysłaliśmy na podany adres link do ustawienia nowego hasła.',
  },
  reset: {
    title: 'Ustaw hasło',
    intro: 'Wpisz nowe hasło dwa razy. Po zapisaniu zalogujesz się nim.',
    submit: 'Ustaw hasło',
    done: 'Hasło zostało ustawione. Możesz się zalogować.',
  },
  emailCheck: {
    title: 'Potwierdzenie adresu e-mail',
    checking: 'Sprawdzamy link…',
    success: 'Adres e-mail został potwierdzony.',
    failure: 'Nieprawidłowy lub nieaktualny link potwierdzający adres e-mail.',
    toLogin: 'Przejdź do logowania',
  },
} as const;
