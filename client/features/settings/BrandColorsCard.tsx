import { Info } from 'lucide-react';
import type { PublicOrganization } from '@common/contracts/auth.js';
import { isAdmin } from '@common/roles.js';
import { useSession } from '@/lib/session';
import { BrandPaletteForm } from './BrandPaletteForm';
import { BrandSample, BrandSwatches } from './BrandPalettePreview';
import { SettingsCard } from './SettingsCard';

/**
 * Issue 17: the organization's brand colours. Admins edit them; members see them read-only.
 * New visualizations start in these colours; existing ones keep theirs until someone applies
 * the palette from the colour customiser.
 */
export function BrandColorsCard({ organization }: { organization: PublicOrganization | null }) {
  const { user } = useSession();
  // A session saved before palettes existed has no field at all: the same as none.
  const palette = organization?.brandPalette ?? null;
  return (
    <SettingsCard
      title="Brand colors"
      description="New visualizations use your organization’s colors. Existing ones keep theirs until someone applies the brand colors from Colors."
      contentClassName="grid gap-6"
    >
      {isAdmin(user) ? (
        <BrandPaletteForm key={JSON.stringify(palette)} saved={palette} />
      ) : (
        <>
          {palette ? (
            <div className="grid gap-3">
              <BrandSwatches palette={palette} />
              <BrandSample palette={palette} />
            </div>
          ) : (
            <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
              No brand colors are set. Visualizations use their template’s colors.
            </p>
          )}
          <div
            role="note"
            className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
          >
            <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <p>Only organization administrators can change the brand colors.</p>
          </div>
        </>
      )}
    </SettingsCard>
  );
}
