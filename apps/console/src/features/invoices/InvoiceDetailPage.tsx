import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDetail } from '@parcel/contracts';
import { useTranslation } from '@/shared/i18n/i18n';
import { confirmAction } from '@/shared/notify/confirm';
import { toast } from '@/shared/notify/toasts';
import { formatDateTime } from '@/shared/ui/format';
import { AnchorLink, ButtonLink } from '@/shared/ui/links';
import { ErrorState, LoadingState } from '@/shared/ui/states';
import { formatAmount, formatDate, periodRange } from './invoice-format';
import { downloadInvoicePdf, downloadStatement } from './invoice-downloads';
import { invoiceErrorText } from './invoice-errors';
import { invoiceActions, statusColor, WHOLE_LABEL } from './invoice-status';
import { invoiceQuery, reissueInvoice } from './invoices.api';
import { StatementErrorsTable } from './StatementErrorsTable';

/**
 * `/invoices/{id}` (admins; spec/03 §2), opened in a new tab from the list: back to the list, the invoice in
 * the invoicing system, its PDF, its billing statement, re-issue; the invoice, the statement, the e-mail
 * recipients and, when the statement failed validation, its errors. Live: notices of 'invoices' read it again.
 */
export function InvoiceDetailPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const invoice = useQuery(invoiceQuery(id));
  if (invoice.isPending) return <LoadingState />;
  if (invoice.isError)
    return (
      <Stack gap="md">
        <AnchorLink to="/invoices">{t('invoices.detail.back')}</AnchorLink>
        <ErrorState error={invoice.error} title={invoiceErrorText(invoice.error)} onRetry={() => void invoice.refetch()} />
      </Stack>
    );
  const data = invoice.data;
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">
        {data.invoice_number ? t('invoices.detail.title', { number: data.invoice_number }) : t('invoices.detail.titleNoNumber')}
      </Title>
      <HeaderActions invoice={data} />
      {data.error && (
        <Alert color="red" title={t('invoices.detail.lastError')} role="alert">
          <Text size="sm">{data.error}</Text>
        </Alert>
      )}
      <InvoiceFacts invoice={data} />
      <StatementSection invoice={data} />
      <Recipients invoice={data} />
      {data.status === 'report_validation_error' && <StatementErrorsTable invoiceId={data.id} />}
    </Stack>
  );
}

function HeaderActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const actions = invoiceActions(invoice);
  const reissue = useMutation({
    mutationFn: () => reissueInvoice(invoice.id),
    onSuccess: () => toast.success(t('invoices.detail.reissued')),
    onError: (error) => toast.error(invoiceErrorText(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['invoices'] }),
  });
  const askReissue = async () => {
    const period = periodRange({ from: invoice.period_from, to: invoice.period_to });
    if (await confirmAction(t('invoices.detail.confirmReissue', { client: invoice.client_name, period }))) reissue.mutate();
  };
  const file = invoice.exported_file;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('invoices.detail.actions')}>
      <ButtonLink to="/invoices" variant="default">
        {t('invoices.detail.back')}
      </ButtonLink>
      {actions.openExternal && invoice.view_url ? (
        <Button component="a" href={invoice.view_url} target="_blank" rel="noopener noreferrer" variant="light">
          {t('invoices.detail.openExternal')}
        </Button>
      ) : (
        <Button variant="light" disabled>
          {t('invoices.detail.openExternal')}
        </Button>
      )}
      <Button variant="light" disabled={!actions.downloadInvoice} onClick={() => void downloadInvoicePdf(invoice.id)}>
        {t('invoices.detail.downloadInvoice')}
      </Button>
      <Button variant="light" disabled={!actions.downloadStatement} onClick={() => file && void downloadStatement(invoice.id, file.status)}>
        {t('invoices.detail.downloadStatement')}
      </Button>
      {actions.reissue && (
        <Button onClick={() => void askReissue()} loading={reissue.isPending}>
          {t('invoices.detail.reissue')}
        </Button>
      )}
    </Group>
  );
}

function Fact({ label, children, name }: { label: string; children: React.ReactNode; name: string }) {
  return (
    <div data-fact={name}>
      <Text size="sm" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function InvoiceFacts({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoice-facts-title">
      <Title order={2} size="h4" mb="sm" id="invoice-facts-title">
        {t('invoices.detail.invoice')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <Fact name="client" label={t('invoices.detail.client')}>
          <AnchorLink to="/client/$id" params={{ id: String(invoice.client_id) }} size="sm">
            {invoice.client_name}
          </AnchorLink>
        </Fact>
        <Fact name="status" label={t('invoices.detail.status')}>
          <Badge
            color={statusColor(invoice.status)}
            variant="filled"
            autoContrast
            tt="none"
            styles={WHOLE_LABEL}
            data-status={invoice.status}
          >
            {t(`invoices.status.invoice_status_${invoice.status}`)}
          </Badge>
        </Fact>
        <Fact name="number" label={t('invoices.detail.number')}>
          {invoice.invoice_number ?? '—'}
        </Fact>
        <Fact name="period" label={t('invoices.detail.period')}>
          {periodRange({ from: invoice.period_from, to: invoice.period_to })} ({t(`invoices.periodTypes.${invoice.period_type}`)})
        </Fact>
        <Fact name="issue_date" label={t('invoices.detail.issueDate')}>
          {formatDate(invoice.issue_date)}
        </Fact>
        <Fact name="payment_to_date" label={t('invoices.detail.paymentDate')}>
          {formatDate(invoice.payment_to_date)}
        </Fact>
        <Fact name="total" label={t('invoices.detail.total')}>
          {formatAmount(invoice.total_amount ?? invoice.total_anmount, invoice.currency)}
        </Fact>
        <Fact name="external_id" label={t('invoices.detail.externalId')}>
          {invoice.external_id ?? '—'}
        </Fact>
        <Fact name="attempt" label={t('invoices.detail.attempt')}>
          {invoice.attempt}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

function StatementSection({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const file = invoice.exported_file;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="invoice-file-title">
      <Title order={2} size="h4" mb="sm" id="invoice-file-title">
        {t('invoices.detail.file')}
      </Title>
      {file ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact name="file_name" label={t('invoices.detail.fileName')}>
            {file.name}
          </Fact>
          <Fact name="file_status" label={t('invoices.detail.fileStatus')}>
            {t(`invoices.fileStatus.${file.status}` as 'invoices.fileStatus.generated', { defaultValue: file.status })}
          </Fact>
        </SimpleGrid>
      ) : (
        <Text size="sm">{t('invoices.detail.noFile')}</Text>
      )}
    </Paper>
  );
}

function Recipients({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="section" aria-labelledby="invoice-emails-title">
      <Title order={2} size="h4" id="invoice-emails-title">
        {t('invoices.detail.emails')}
      </Title>
      {invoice.emails.length === 0 ? (
        <Text size="sm">{t('invoices.detail.noEmails')}</Text>
      ) : (
        // Nothing in the rows takes the focus: the scrolling region does, so keys can scroll it on a phone.
        <Table.ScrollContainer
          minWidth={420}
          scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('invoices.detail.emailsLabel') } }}
        >
          <Table aria-label={t('invoices.detail.emailsLabel')} striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.detail.emailName')}</Table.Th>
                <Table.Th>{t('invoices.detail.emailAddress')}</Table.Th>
                <Table.Th>{t('invoices.detail.sentAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoice.emails.map((email) => (
                <Table.Tr key={email.address}>
                  <Table.Td>{email.name}</Table.Td>
                  <Table.Td>{email.address}</Table.Td>
                  <Table.Td>{email.sent_at ? formatDateTime(email.sent_at) : t('invoices.detail.notSent')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
