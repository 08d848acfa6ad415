/** An optional text field: '' means none. */
export const orNull = (value: string): string | null => (value === '' ? null : value);
