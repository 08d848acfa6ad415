import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from '@/shared/i18n/i18n';
import { useLiveState } from '@/shared/live/live';

const COLOR = { connected: 'green', connecting: 'yellow', disconnected: 'red' } as const;

/** Whether changes made by others arrive live. */
export function LiveIndicator() {
  const { t } = useTranslation();
  const state = useLiveState();
  return (
    <Tooltip label={t(state === 'connected' ? 'shell.live.connectedHint' : 'shell.live.disconnectedHint')} multiline w={260}>
      <Badge color={COLOR[state]} variant="dot" role="status" aria-live="polite" tabIndex={0} data-live-state={state}>
        {t(`shell.live.${state}`)}
      </Badge>
    </Tooltip>
  );
}
