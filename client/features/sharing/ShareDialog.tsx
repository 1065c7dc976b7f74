import { useState } from 'react';
import { Share2 } from 'lucide-react';
import { SHARE_MESSAGES, type CreatedShareLink } from '@common/contracts/sharing.js';
import { DialogShell } from '@/components/shared/DialogShell';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { CreateLinkForm } from './CreateLinkForm';
import { NewLinkBox } from './NewLinkBox';
import { ShareLinkList } from './ShareLinkList';

/**
 * The visualization page's Share button and dialog: create a view-only link (optionally expiring,
 * optionally with a password), copy it once, and see and revoke the visualization's links.
 */
export function ShareButton({ visualizationId }: { visualizationId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* The fifth button of the phone header's two-column grid: a whole row, not half of one. */}
      <Button variant="outline" className="max-sm:col-span-2" onClick={() => setOpen(true)}>
        <Share2 />
        Share
      </Button>
      <ShareDialog open={open} onOpenChange={setOpen} visualizationId={visualizationId} />
    </>
  );
}

function ShareDialog({
  open,
  onOpenChange,
  visualizationId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  visualizationId: number;
}) {
  // The new link's address is shown until the dialog closes, then never again.
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const changeOpen = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };
  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      className="sm:max-w-xl"
      icon={
        <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-primary max-sm:mx-auto">
          <Share2 className="size-5" aria-hidden="true" />
        </div>
      }
      title="Share visualization"
      description={`Anyone with a link can view this visualization without signing in; nothing else of your workspace is shown. ${SHARE_MESSAGES.followsLatest}`}
    >
      <div className="grid min-w-0 gap-5">
        {created && <NewLinkBox url={created.url} />}
        <CreateLinkForm visualizationId={visualizationId} onCreated={setCreated} />
        <Separator />
        <section className="grid gap-3" aria-labelledby="share-links-heading">
          <h3 id="share-links-heading" className="text-sm font-semibold">
            Links
          </h3>
          {open && <ShareLinkList visualizationId={visualizationId} />}
        </section>
      </div>
    </DialogShell>
  );
}
