import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';

/** The card of one settings tab: its title and description, then its content. */
export function SettingsCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: string;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

interface SettingsFormProps<T extends FieldValues, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className: string;
  /** The 'Update …' button's label; while busy it says 'Updating...'. */
  submitLabel: string;
  busy: boolean;
  /** Puts the button at the row's end rather than its start. */
  submitAtEnd?: boolean;
  children: ReactNode;
}

/** A settings tab's form: its fields, then its update button (full width on phones). */
export function SettingsForm<T extends FieldValues, TOut>({
  form,
  onSubmit,
  className,
  submitLabel,
  busy,
  submitAtEnd = false,
  children,
}: SettingsFormProps<T, TOut>) {
  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className={className}>
        {children}
        <div className={submitAtEnd ? 'flex justify-end' : undefined}>
          <SubmitButton busy={busy} busyLabel="Updating..." className="max-sm:w-full">
            {submitLabel}
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}
