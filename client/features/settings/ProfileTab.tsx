import { useRef, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, LoaderCircle } from 'lucide-react';
import type { PublicUser } from '@common/contracts/auth.js';
import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_MESSAGES,
  profileSchema,
  type ProfileInput,
} from '@common/contracts/profile.js';
import { NameFields } from '@/components/form/NameFields';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { TextField } from '@/components/form/TextField';
import { UserAvatar } from '@/components/layout/UserAvatar';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/lib/use-toast';
import { fullName } from '@/lib/user-display';
import { useUpdateProfile, useUploadProfileImage } from './api';
import { SettingsCard, SettingsForm } from './SettingsCard';

/** Spec §9: the page reloads 1 s after a successful profile image upload. */
const RELOAD_AFTER_UPLOAD_MS = 1000;
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const FIELDS: readonly (keyof ProfileInput)[] = ['firstName', 'lastName', 'email'];

function uploadFailed(description: string) {
  toast({ variant: 'destructive', title: 'Upload failed', description });
}

function AvatarUpload({ user }: { user: PublicUser }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage();
  const busy = upload.isPending || upload.isSuccess;

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    if (!file.type.startsWith('image/')) return uploadFailed(PROFILE_MESSAGES.invalidImage);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return uploadFailed(PROFILE_MESSAGES.imageTooLarge);
    upload.mutate(file, {
      onSuccess: () => {
        toast({
          title: 'Profile image updated',
          description: 'Your new picture is being applied.',
        });
        setTimeout(() => window.location.reload(), RELOAD_AFTER_UPLOAD_MS);
      },
    });
  };

  return (
    <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
      <div className="relative">
        <UserAvatar user={user} className="size-20 shadow-md ring-4 ring-white [&>span]:text-xl" />
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-slate-950/40 text-white">
            <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
            <span className="sr-only">Uploading</span>
          </span>
        )}
        <button
          type="button"
          aria-label="Change profile image"
          title="Change profile image"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
          className="absolute -right-1 -bottom-1 flex size-8 items-center justify-center rounded-full border-2 border-white bg-primary text-primary-foreground shadow-md transition-colors outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:opacity-60"
        >
          <Camera className="size-4" aria-hidden="true" />
        </button>
        <input
          ref={inputRef}
          type="file"
          accept={IMAGE_TYPES}
          className="hidden"
          data-testid="profile-image-input"
          onChange={onFileChosen}
        />
      </div>
      <div className="min-w-0">
        <p className="truncate text-base font-semibold">{fullName(user)}</p>
        <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Use the camera button to upload a PNG, JPEG, WebP or GIF image of up to 5 MB.
        </p>
      </div>
    </div>
  );
}

/** Spec §2 Profile tab: avatar upload; first name, last name and email; 'Update Profile'. */
export function ProfileTab({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { firstName: user.firstName, lastName: user.lastName, email: user.email },
  });

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ user: saved }) => {
        form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email });
        toast({ title: 'Profile updated', description: 'Your profile has been saved.' });
      },
      // The toast comes from the mutation; the server's field messages go under the fields.
      onError: (error) => showServerFieldErrors(form, error, FIELDS, { focus: true }),
    }),
  );

  return (
    <SettingsCard
      title="Profile"
      description="Your name, e-mail address and profile picture."
      contentClassName="grid gap-6"
    >
      <AvatarUpload user={user} />
      <Separator />
      <SettingsForm
        form={form}
        onSubmit={onSubmit}
        className="grid gap-5"
        submitLabel="Update Profile"
        busy={update.isPending}
        submitAtEnd
      >
        <NameFields form={form} />
        <TextField
          form={form}
          name="email"
          label="Email"
          inputProps={{ type: 'email', autoComplete: 'email' }}
        />
      </SettingsForm>
    </SettingsCard>
  );
}
