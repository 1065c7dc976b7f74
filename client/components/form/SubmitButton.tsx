import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';

interface SubmitButtonProps extends Omit<ComponentProps<typeof Button>, 'type'> {
  /** While true the button is disabled and says `busyLabel` (spec §4: a busy label while submitting). */
  busy: boolean;
  busyLabel: string;
}

/** A form's submit button, with its busy label while the form is being sent. */
export function SubmitButton({ busy, busyLabel, children, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? busyLabel : children}
    </Button>
  );
}
