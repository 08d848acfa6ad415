import type { ReactNode } from 'react';
import { Stack, Table, Title } from '@mantine/core';

/**
 * A table that scrolls sideways on narrow screens: the scrolling region takes
 * the keyboard focus and is named, so it can be scrolled without a mouse even
 * when it holds nothing focusable (a read-only form's parcels).
 */
export function ScrollTable({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth} tabIndex={0} role="region" aria-label={label}>
      {children}
    </Table.ScrollContainer>
  );
}

/** A titled, striped table that scrolls sideways: the title names the table and its scrolling region. */
export function TitledTable({
  title,
  minWidth,
  headers,
  children,
}: {
  title: string;
  minWidth: number;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      <ScrollTable minWidth={minWidth} label={title}>
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollTable>
    </Stack>
  );
}
