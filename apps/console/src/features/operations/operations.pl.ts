/** Polish texts of the operations screens (dead letters). */
export const operations = {
  deadLetters: {
    title: 'Zdarzenia wstrzymane',
  },
} as const;
