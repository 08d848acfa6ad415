import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';

const CheckPermissionsModal = lazy(() => import('./CheckPermissionsModal'));

/** The shell's button for admins that opens the check-permissions modal (its code loads on the first click). */
export function CheckPermissionsButton({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        variant="light"
        fullWidth
        // The sidebar is narrow: the label wraps instead of being cut off.
        h="auto"
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        onClick={() => {
          onOpen?.();
          setUsed(true);
          setOpened(true);
        }}
      >
        {t('shell.checkPermissions.open')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CheckPermissionsModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
