import { TEXT_FIELD_STATE_CLASSES } from './input';
import { styled } from './styled';

export const Textarea = styled(
  'textarea',
  [
    'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground/70 disabled:cursor-not-allowed disabled:opacity-50',
    TEXT_FIELD_STATE_CLASSES,
  ],
  'Textarea',
);
