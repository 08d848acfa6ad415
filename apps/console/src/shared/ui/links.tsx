import { forwardRef } from 'react';
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';

/** Mantine's anchor and button as typed router links (to, params and search checked against the routes). */
export const AnchorLink = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <Anchor ref={ref} {...props} />),
);

export const ButtonLink = createLink(
  forwardRef<HTMLAnchorElement, ButtonProps & React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <Button component="a" ref={ref} {...props} />),
);
