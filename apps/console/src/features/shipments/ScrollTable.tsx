import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

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
