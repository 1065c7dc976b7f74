import { ImageOff } from 'lucide-react';
import { SafeSvg } from '@/components/svg/SafeSvg';
import { cn } from '@/lib/utils';

/** A template's SVG drawn whole inside a fixed box, on a faint grid so its edges show. */
export function SvgPreview({
  svg,
  label,
  className,
}: {
  svg: string;
  label: string;
  className?: string;
}) {
  return (
    <div
      data-testid="svg-preview"
      className={cn(
        'rounded-lg border bg-slate-50 bg-[radial-gradient(circle,rgb(148_163_184/0.35)_1px,transparent_1px)] bg-size-[16px_16px] p-3',
        className,
      )}
    >
      <SafeSvg
        svg={svg}
        label={label}
        fit="contain"
        className="h-full"
        fallback={
          <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-sm text-muted-foreground">
            <ImageOff className="size-5" aria-hidden="true" />
            Nothing to preview in this SVG.
          </div>
        }
      />
    </div>
  );
}
