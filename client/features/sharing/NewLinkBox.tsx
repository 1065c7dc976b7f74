import { useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/use-toast';

/** The address of a link just made, with a Copy button: the token is never shown again. */
export function NewLinkBox({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: 'Link copied', description: 'Paste it wherever you want to share it.' });
    } catch {
      // No clipboard access (an insecure page, a denied permission): select it for Ctrl+C.
      input.current?.select();
      toast({ title: 'Copy the selected link', description: 'Press Ctrl+C (⌘C on a Mac).' });
    }
  };

  return (
    <div
      className="grid gap-2 rounded-lg border border-green-200 bg-green-50 p-3"
      role="group"
      aria-label="New link"
    >
      <Label htmlFor="new-share-link" className="text-green-900">
        New link created
      </Label>
      <div className="flex gap-2">
        <Input
          id="new-share-link"
          ref={input}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button type="button" onClick={() => void copy()}>
          {copied ? <Check /> : <Copy />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="text-xs text-green-900">Copy it now: it will not be shown again.</p>
    </div>
  );
}
