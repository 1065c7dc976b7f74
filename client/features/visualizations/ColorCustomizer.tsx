import { Brush, LoaderCircle, Palette, RotateCcw, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { changedColors, type ColorDraft } from './color-draft';
import { SidePanel } from './SidePanel';

/**
 * Spec §2: the template's 7-character hex colours, each with a colour picker. The page draws the
 * preview with the draft as it changes; Save colours writes a new version (data.colors).
 */
export function ColorCustomizer({
  templateColors,
  draft,
  dirty,
  saving,
  onChange,
  onReset,
  onSave,
  onClose,
  onApplyBrandColors,
}: {
  templateColors: string[];
  draft: ColorDraft;
  /** The draft differs from the saved colours. */
  dirty: boolean;
  saving: boolean;
  onChange: (draft: ColorDraft) => void;
  onReset: () => void;
  onSave: () => void;
  onClose: () => void;
  /** Fills the draft with the organization's brand colours; absent when it has none (issue 17). */
  onApplyBrandColors?: (() => void) | null;
}) {
  const customised = Object.keys(changedColors(draft)).length;
  return (
    <SidePanel
      icon={Palette}
      title="Colors"
      description="Pick a replacement for any color of the template. The preview follows as you choose."
      closeLabel="Close colors"
      onClose={onClose}
    >
      <CardContent className="@container grid gap-4">
        {onApplyBrandColors && templateColors.length > 0 && (
          <div className="flex flex-col gap-2 rounded-lg border border-dashed px-3 py-2.5 @md:flex-row @md:items-center @md:justify-between">
            <p className="text-xs text-muted-foreground">
              Your organization has brand colors. Apply them here, then save.
            </p>
            <Button
              variant="outline"
              size="sm"
              disabled={saving}
              onClick={onApplyBrandColors}
              className="shrink-0"
            >
              <Brush />
              Apply brand colors
            </Button>
          </div>
        )}
        {templateColors.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
            This template has no colors to change.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 @md:grid-cols-2">
            {templateColors.map((original, index) => {
              const chosen = draft[original] ?? original;
              const changed = chosen.toLowerCase() !== original.toLowerCase();
              return (
                <li
                  key={original}
                  data-testid="color-entry"
                  className="flex items-center gap-3 rounded-lg border px-2.5 py-2"
                >
                  <label className="relative size-8 shrink-0 cursor-pointer overflow-hidden rounded-md shadow-xs ring-1 ring-slate-900/10 focus-within:ring-[3px] focus-within:ring-ring/40">
                    <span className="absolute inset-0" style={{ backgroundColor: chosen }} />
                    <input
                      type="color"
                      value={chosen}
                      aria-label={`Color ${index + 1} (${original})`}
                      className="absolute inset-0 size-full cursor-pointer opacity-0"
                      onChange={(event) => onChange({ ...draft, [original]: event.target.value })}
                    />
                  </label>
                  <p className="min-w-0 flex-1 font-mono text-sm font-medium uppercase">{chosen}</p>
                  {changed ? (
                    <span className="flex shrink-0 items-center gap-1.5 text-xs text-muted-foreground">
                      was
                      <span
                        className="inline-block size-3 rounded-full ring-1 ring-slate-900/10"
                        style={{ backgroundColor: original }}
                        title={original.toUpperCase()}
                        aria-label={`originally ${original}`}
                      />
                    </span>
                  ) : (
                    <span className="shrink-0 text-xs text-muted-foreground">Template</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex flex-col gap-3 @md:flex-row @md:items-center @md:justify-between">
          <p className="text-xs text-muted-foreground">
            {customised === 0
              ? 'Using the template’s colors.'
              : `${customised} ${customised === 1 ? 'color' : 'colors'} changed.`}
          </p>
          <div className="flex justify-end gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={saving || customised === 0}
              onClick={onReset}
            >
              <RotateCcw />
              Reset
            </Button>
            <Button size="sm" disabled={saving || !dirty} onClick={onSave}>
              {saving ? <LoaderCircle className="animate-spin" /> : <Save />}
              {saving ? 'Saving...' : 'Save colors'}
            </Button>
          </div>
        </div>
      </CardContent>
    </SidePanel>
  );
}
