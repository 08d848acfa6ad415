import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';

/**
 * A light alert whose heading is in the text colour (Mantine's coloured alert
 * titles fall below 4.5:1 on their tinted background).
 */
export function Notice({ color, heading, role, children }: { color: string; heading: string; role?: 'status' | 'alert'; children: ReactNode }) {
  return (
    <Alert color={color} role={role}>
      <Text size="sm" fw={700} mb={4}>
        {heading}
      </Text>
      {children}
    </Alert>
  );
}
