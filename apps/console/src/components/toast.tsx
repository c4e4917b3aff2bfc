import { Button, CloseButton } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties } from 'react';
import classes from './toast.module.css';

/** Section 8's colour states of a toast, with their icons (warning, check, info, cross). */
export type ToastColour = 'primary' | 'secondary' | 'danger' | 'warning' | 'gray';

/** Section 9: the toast component animates out after its own delay, 3 seconds by default. */
export const TOAST_DEFAULT_DELAY_MS = 3000;

const ICONS = {
  primary: IconCheck,
  secondary: IconInfoCircle,
  danger: IconX,
  warning: IconAlertTriangle,
  gray: IconInfoCircle,
} as const;

export type ToastProps = {
  colour: ToastColour;
  title: string;
  text: string;
  visible: boolean;
  /** Milliseconds after which the toast animates out. */
  delay?: number;
  onClose?: () => void;
  /** A button taking back what was just done (Undo a move to the trash). */
  action?: { label: string; run: () => void };
};

export function Toast({ colour, title, text, visible, delay = TOAST_DEFAULT_DELAY_MS, onClose, action }: ToastProps) {
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setLeaving(true), delay);
    return () => {
      clearTimeout(timer);
      setLeaving(false);
    };
  }, [visible, delay]);

  if (!visible) return null;
  const Icon = ICONS[colour];
  const style = {
    '--toast-accent': `var(--mantine-color-${colour}-6)`,
    '--toast-tint': `var(--mantine-color-${colour}-0)`,
  } as CSSProperties;

  return (
    <div
      className={classes.root}
      style={style}
      role={colour === 'danger' ? 'alert' : 'status'}
      aria-live={colour === 'danger' ? 'assertive' : 'polite'}
      data-colour={colour}
      data-state={leaving ? 'leaving' : 'shown'}
      data-testid="toast"
    >
      <span className={classes.icon} aria-hidden="true">
        <Icon size={18} stroke={2.2} />
      </span>
      <div className={classes.body}>
        <div className={classes.title} data-testid="toast-title">
          {title}
        </div>
        {text ? (
          <div className={classes.text} data-testid="toast-text">
            {text}
          </div>
        ) : null}
      </div>
      {action ? (
        <Button
          size="compact-sm"
          variant="light"
          color={colour}
          className={classes.action}
          onClick={() => {
            onClose?.();
            action.run();
          }}
          data-testid="toast-action"
        >
          {action.label}
        </Button>
      ) : null}
      {onClose ? <CloseButton size="sm" aria-label="Dismiss notification" onClick={onClose} /> : null}
    </div>
  );
}
