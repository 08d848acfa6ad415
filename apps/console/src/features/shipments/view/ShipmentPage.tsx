import { useState } from 'react';
import { Alert, Stack, Tabs } from '@mantine/core';
import type { ShipmentResponse } from '@parcel/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/i18n';
import type { Session } from '@/shared/session/session';
import { AnchorLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { shipmentQuery } from '../shipments.api';
import { shipmentErrorText } from '../shipment-texts';
import { AuditTab } from '../tabs/AuditTab';
import { HistoryTab } from '../tabs/HistoryTab';
import { InternalInfoTab } from '../tabs/InternalInfoTab';
import { SettlementTab } from '../tabs/SettlementTab';
import { ShipmentDataTab } from './ShipmentDataTab';
import { ShipmentHeader } from './ShipmentHeader';

/** While the courier registration is under way the screen asks again this often (besides the live notices). */
const AWAITING_REFRESH_MS = 1_500;

/** `/shipment/{internalNumber}` (all three roles): the shipment, or the shipment of a parcel's number (parcel context). */
export function ShipmentPage({ number, session }: { number: string; session: Session }) {
  const { t } = useTranslation();
  const shipment = useQuery({
    ...shipmentQuery(number),
    refetchInterval: (query) => {
      const data = query.state.data?.shipment;
      return data && data.registration === 'awaiting' && !data.deleted_at ? AWAITING_REFRESH_MS : false;
    },
  });
  if (shipment.isPending) return <LoadingState />;
  if (shipment.isError) {
    const notFound = shipment.error instanceof ApiError && shipment.error.status === 404;
    return (
      <Stack mt="md" gap="md">
        <AnchorLink to="/dashboard" size="sm">
          {t('shipments.backToDashboard')}
        </AnchorLink>
        {notFound ? (
          <Alert color="red" role="alert" title={t('shipments.toast.notFound')}>
            {t('shipments.notFoundNumber', { number })}
          </Alert>
        ) : (
          <ErrorState error={shipment.error} title={shipmentErrorText(shipment.error)} onRetry={() => void shipment.refetch()} />
        )}
      </Stack>
    );
  }
  return (
    <>
      {/* Keyed by the number: another shipment's page starts without this one's open modal or pending redirect. */}
      <ShipmentHeader key={number} answer={shipment.data} number={number} />
      <ShipmentTabs answer={shipment.data} number={number} session={session} />
    </>
  );
}

type TabId = 'data' | 'history' | 'internal' | 'settlement' | 'audit';

/** Shipment data for everyone; history, internal information, settlement and audit for admins in shipment context (actions.staffTabs). */
function ShipmentTabs({ answer, number, session }: { answer: ShipmentResponse; number: string; session: Session }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabId>('data');
  const { shipment } = answer;
  const staff = shipment.actions.staffTabs;
  const tabs: TabId[] = staff ? ['data', 'history', 'internal', 'settlement', 'audit'] : ['data'];
  const current = tabs.includes(tab) ? tab : 'data';
  const shipmentNumber = shipment.waybill.internal;
  return (
    <Tabs value={current} onChange={(next) => next && setTab(next as TabId)} keepMounted={false}>
      <Tabs.List aria-label={t('shipments.tabs.label')} mb="md" style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {tabs.map((id) => (
          <Tabs.Tab key={id} value={id} style={{ whiteSpace: 'nowrap' }}>
            {t(`shipments.tabs.${id}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="data">
        <ShipmentDataTab shipment={shipment} number={number} session={session} />
      </Tabs.Panel>
      {staff && (
        <>
          <Tabs.Panel value="history">
            <HistoryTab number={shipmentNumber} mayDelete={shipment.actions.deleteStatus} />
          </Tabs.Panel>
          <Tabs.Panel value="internal">
            <InternalInfoTab number={shipmentNumber} />
          </Tabs.Panel>
          <Tabs.Panel value="settlement">
            <SettlementTab number={shipmentNumber} />
          </Tabs.Panel>
          <Tabs.Panel value="audit">
            <AuditTab number={shipmentNumber} />
          </Tabs.Panel>
        </>
      )}
    </Tabs>
  );
}
