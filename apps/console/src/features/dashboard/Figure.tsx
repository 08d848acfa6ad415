import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Flex, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

interface FigureContent {
  readonly label: string;
  readonly count: number;
}

const FIGURE_STYLE = { display: 'block', height: '100%', color: 'inherit', textDecoration: 'none' } as const;

/**
 * The count above its label; in the text (the link's accessible name) the label comes first: "W magazynie: 2",
 * the colon for screen readers only.
 */
function FigureBody({ label, count }: FigureContent) {
  return (
    <Flex component="span" direction="column-reverse">
      <Text component="span" size="sm" c="gray.8">
        {label}
        <VisuallyHidden component="span">: </VisuallyHidden>
      </Text>
      <Text component="span" fz={28} fw={700} lh={1.15} c={count > 0 ? 'blue.9' : 'gray.8'}>
        {count}
      </Text>
    </Flex>
  );
}

/** A figure as a link to the list behind it; its accessible name is its text, "label: count". */
const FigureAnchor = forwardRef<HTMLAnchorElement, FigureContent & AnchorHTMLAttributes<HTMLAnchorElement>>(
  ({ label, count, ...anchor }, ref) => (
    <Paper component="a" ref={ref} withBorder radius="md" p="md" style={FIGURE_STYLE} data-figure={label} data-count={count} {...anchor}>
      <FigureBody label={label} count={count} />
    </Paper>
  ),
);

/** A dashboard figure linking to its list: `<FigureLink {...dashboardLinks.x()} label count />`. */
export const FigureLink = createLink(FigureAnchor);

/** A figure that opens something in place (the reports modal) rather than a list. */
export function FigureButton({ label, count, onClick }: FigureContent & { onClick: () => void }) {
  return (
    <UnstyledButton onClick={onClick} data-figure={label} data-count={count} w="100%">
      <Paper withBorder radius="md" p="md" style={FIGURE_STYLE}>
        <FigureBody label={label} count={count} />
      </Paper>
    </UnstyledButton>
  );
}

/** A figure with nothing to open. */
export function FigurePlain({ label, count }: FigureContent) {
  return (
    <Paper withBorder radius="md" p="md" style={FIGURE_STYLE} data-figure={label} data-count={count}>
      <FigureBody label={label} count={count} />
    </Paper>
  );
}

/** A titled block of figures: two a row on a phone, more on wider screens; `empty` when there is none. */
export function FigureSection({
  title,
  hint,
  empty,
  children,
}: {
  title: string;
  hint?: string;
  empty?: string | false;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {hint && (
        <Text size="sm" c="gray.8">
          {hint}
        </Text>
      )}
      {empty ? (
        <Text size="sm" c="gray.8">
          {empty}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}
