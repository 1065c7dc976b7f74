import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Link2 } from 'lucide-react';
import {
  shareLinkFormSchema,
  toCreateShareLinkRequest,
  type CreatedShareLink,
  type ShareLinkForm,
} from '@common/contracts/sharing.js';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextField } from '@/components/form/TextField';
import { Form } from '@/components/ui/form';
import { useCreateShareLink } from './api';

const DEFAULTS: ShareLinkForm = { expiresOn: '', password: '' };

/** Today in the browser's time zone as YYYY-MM-DD: the earliest last day a link may have. */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The Share dialog's form: an optional last day and an optional password, then Create link. */
export function CreateLinkForm({
  visualizationId,
  onCreated,
}: {
  visualizationId: number;
  onCreated: (link: CreatedShareLink) => void;
}) {
  const create = useCreateShareLink(visualizationId);
  const form = useForm<ShareLinkForm>({
    resolver: zodResolver(shareLinkFormSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(toCreateShareLinkRequest(values), {
      onSuccess: (link) => {
        form.reset(DEFAULTS);
        onCreated(link);
      },
      onError: (error) =>
        showServerFieldErrors(form, error, ['expiresOn', 'password'], {
          sources: { expiresOn: ['expiresAt'] },
        }),
    }),
  );

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Create a share link">
        {/* items-start: a message under one field must not stretch the other one's rows. */}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="expiresOn"
            label="Expires on (optional)"
            description="The link stops working after this day."
            // The browser's date input brings its own calendar button.
            inputProps={{ type: 'date', min: today() }}
          />
          <TextField
            form={form}
            name="password"
            label="Password (optional)"
            description="8 to 128 characters; send it separately."
            startIcon={KeyRound}
            inputProps={{ type: 'password', autoComplete: 'new-password', className: 'pl-9' }}
          />
        </div>
        <SubmitButton
          busy={create.isPending}
          busyLabel="Creating..."
          className="justify-self-start max-sm:w-full max-sm:justify-self-stretch"
        >
          <Link2 />
          Create link
        </SubmitButton>
      </form>
    </Form>
  );
}
