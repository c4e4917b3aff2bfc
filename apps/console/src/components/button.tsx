import { Button as MantineButton, createPolymorphicComponent, type ButtonProps as MantineButtonProps } from '@mantine/core';
import type { Ref } from 'react';

/** The specification's button variants (section 5). */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'warning', 'danger', 'gray', 'plain'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

const LOOK: Record<ButtonVariant, Pick<MantineButtonProps, 'color' | 'variant'>> = {
  primary: { color: 'primary', variant: 'filled' },
  secondary: { color: 'secondary', variant: 'filled' },
  warning: { color: 'warning', variant: 'filled' },
  danger: { color: 'danger', variant: 'filled' },
  gray: { color: 'gray', variant: 'default' },
  plain: { color: 'gray', variant: 'subtle' },
};

export type ButtonProps = Omit<MantineButtonProps, 'variant' | 'color'> & {
  variant?: ButtonVariant;
  ref?: Ref<HTMLButtonElement>;
};

function ButtonBase({ variant = 'primary', ...props }: ButtonProps) {
  const look = LOOK[variant];
  return <MantineButton {...props} color={look.color} variant={look.variant} data-variant={variant} />;
}

/** The design system's button. Polymorphic: `component={Link}` renders a link that looks like a button. */
export const Button = createPolymorphicComponent<'button', ButtonProps>(ButtonBase);
