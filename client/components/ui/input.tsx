import { styled } from './styled';

/** Focus ring and invalid state, the same on every text field (Input, Textarea). */
export const TEXT_FIELD_STATE_CLASSES = [
  'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25',
  'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20',
];

export const Input = styled(
  'input',
  [
    'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs transition-[color,box-shadow,border-color] outline-none placeholder:text-muted-foreground/70 file:border-0 file:bg-transparent file:text-sm file:font-medium disabled:cursor-not-allowed disabled:opacity-50',
    TEXT_FIELD_STATE_CLASSES,
  ],
  'Input',
);
