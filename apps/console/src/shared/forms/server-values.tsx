import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

export interface ServerValues {
  /** The stored values changed while the form held edits of its own: the notice shows. */
  readonly changedElsewhere: boolean;
  /** Loads the stored values into the form (its edits go) and hides the notice. */
  readonly reload: () => void;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The stored values of an edit form as they change on the server (another
 * admin saved, or this form did): an untouched form takes them; a form with
 * edits keeps the edits and says so (ChangedElsewhere), unless its values
 * already are the stored ones (`same`, for what the server normalizes: trimmed
 * text, a lower-cased e-mail, fields it never answers). `server` is undefined
 * on a create form, which has nothing stored.
 */
export function useServerValues<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  server: Values | undefined,
  same: (form: Values, server: Values) => boolean = sameJson,
): ServerValues {
  const key = server ? JSON.stringify(server) : '';
  // The stored values the form was last loaded from (its initial values at first).
  const loaded = useRef(key);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const reload = () => {
    if (!server) return;
    loaded.current = key;
    form.setInitialValues(server);
    form.setValues(server);
    form.clearErrors();
    setChangedElsewhere(false);
  };
  useEffect(() => {
    if (!server || key === loaded.current) return;
    if (form.isDirty() && !same(form.getValues(), server)) setChangedElsewhere(true);
    else reload();
    // The form object is stable for the component's life; `key` stands for `server`.
  }, [key]);
  return { changedElsewhere, reload };
}

/** The notice of a form whose stored values changed under its edits, with the button that loads them. */
export function ChangedElsewhere({ state, message, reloadLabel }: { state: ServerValues; message: string; reloadLabel: string }) {
  if (!state.changedElsewhere) return null;
  return (
    <Alert color="yellow" role="status">
      {message}{' '}
      <Button size="compact-xs" variant="light" color="yellow" onClick={state.reload}>
        {reloadLabel}
      </Button>
    </Alert>
  );
}
