import { useId, useState } from 'react';
import { LoaderCircle, RefreshCw, Tags } from 'lucide-react';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@common/categories.js';
import type { DocumentDetail } from '@common/contracts/documents.js';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogShell } from '@/components/shared/DialogShell';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useReprocess } from './use-reprocess';

type ReprocessDocument = Pick<DocumentDetail, 'id' | 'name' | 'status' | 'category'> & {
  chosenCategory: DocumentDetail['chosenCategory'];
};

/**
 * The document page's 'Reprocess' (extraction and analysis again, the category detected afresh)
 * and 'Change category' (the analyzer extracts the data of the category chosen here). Both wait
 * while the document is queued or being processed. Visualizations already made stay as they are.
 */
export function ReprocessActions({ document }: { document: ReprocessDocument }) {
  const reprocess = useReprocess(document);
  const [confirming, setConfirming] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const returnFocus = useReturnFocus();

  return (
    <>
      <Button variant="outline" disabled={reprocess.disabled} onClick={() => setConfirming(true)}>
        <RefreshCw />
        Reprocess
      </Button>
      <Button variant="outline" disabled={reprocess.disabled} onClick={() => setChoosing(true)}>
        <Tags />
        Change category
      </Button>

      <AlertDialog
        open={confirming}
        onOpenChange={(next) => !reprocess.pending && setConfirming(next)}
      >
        <AlertDialogContent {...returnFocus}>
          <AlertDialogHeader>
            {/* A statement: the description below already asks the question. */}
            <AlertDialogTitle className="[overflow-wrap:anywhere]">
              Reprocess “{document.name}”
            </AlertDialogTitle>
            <AlertDialogDescription>
              Run extraction and analysis again? Existing visualizations are kept.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={reprocess.pending}>Cancel</AlertDialogCancel>
            <Button
              disabled={reprocess.pending}
              onClick={() =>
                void reprocess.reprocess(null).then((queued) => queued && setConfirming(false))
              }
            >
              {reprocess.pending ? <LoaderCircle className="animate-spin" /> : <RefreshCw />}
              Reprocess
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>

      {choosing && (
        <ChangeCategoryDialog
          initial={
            document.chosenCategory ?? (document.category === 'unknown' ? null : document.category)
          }
          pending={reprocess.pending}
          onClose={() => !reprocess.pending && setChoosing(false)}
          onChoose={async (category) => {
            if (await reprocess.reprocess(category)) setChoosing(false);
          }}
        />
      )}
    </>
  );
}

/** Mounted while open, so each opening starts from the document's current category. */
function ChangeCategoryDialog({
  initial,
  pending,
  onClose,
  onChoose,
}: {
  initial: Category | null;
  pending: boolean;
  onClose: () => void;
  onChoose: (category: Category) => Promise<void>;
}) {
  const selectId = useId();
  const [category, setCategory] = useState<Category | null>(initial);
  return (
    <DialogShell
      open
      onOpenChange={(next) => !next && onClose()}
      className="sm:max-w-md"
      title="Change category"
      description="Choose what kind of document this is. Its data is then extracted for that category instead of the detected one. Existing visualizations are kept."
    >
      <form
        noValidate
        className="grid min-w-0 gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (category && !pending) void onChoose(category);
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor={selectId}>Category</Label>
          <Select value={category ?? ''} onValueChange={(value) => setCategory(value as Category)}>
            <SelectTrigger id={selectId} disabled={pending}>
              <SelectValue placeholder="Choose a category" />
            </SelectTrigger>
            <SelectContent>
              {CATEGORIES.map((value) => (
                <SelectItem key={value} value={value}>
                  {CATEGORY_LABELS[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!category || pending}>
            {pending ? <LoaderCircle className="animate-spin" /> : <RefreshCw />}
            Reprocess with this category
          </Button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
