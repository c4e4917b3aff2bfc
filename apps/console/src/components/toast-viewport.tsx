import { hideToast, useToastState } from '@/lib/notify.ts';
import { TOAST_DEFAULT_DELAY_MS, Toast } from './toast.tsx';

/** The two toasts of the root: success (primary) and error (danger). At most one is visible. */
export function ToastViewport() {
  const { success, error } = useToastState();
  return (
    <>
      <Toast
        key={`success-${success.id}`}
        colour="primary"
        title={success.title}
        text={success.text}
        action={success.action}
        visible={success.visible}
        delay={TOAST_DEFAULT_DELAY_MS}
        onClose={() => hideToast('success')}
      />
      <Toast
        key={`error-${error.id}`}
        colour="danger"
        title={error.title}
        text={error.text}
        visible={error.visible}
        delay={TOAST_DEFAULT_DELAY_MS}
        onClose={() => hideToast('error')}
      />
    </>
  );
}
