import { useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, Sparkles } from 'lucide-react';
import type { z } from 'zod';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@common/categories.js';
import {
  TEMPLATE_MESSAGES,
  templateSaveSchema,
  type Template,
  type TemplateSave,
} from '@common/contracts/templates.js';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SelectField } from '@/components/form/SelectField';
import { FileField, TextareaField, TextField } from '@/components/form/TextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogShell } from '@/components/shared/DialogShell';
import { Form } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/use-toast';
import { analyzeSvg, useSaveTemplate } from '../api';
import { ContentPreview } from './ContentPreview';
import { readTemplateFile, TEMPLATE_FILE_ACCEPT, TemplateFileError } from './read-template-file';
import { SvgPreview } from './SvgPreview';

const DEFAULT_CATEGORY: Category = 'competitor_analysis';
const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

/** The dialog's fields, checked with the shared save schema (spec §5 messages). */
const fieldsSchema = templateSaveSchema.pick({
  name: true,
  category: true,
  content: true,
  svgContent: true,
  aiPrompt: true,
});
type FormInput = z.input<typeof fieldsSchema>;
type FormOutput = z.output<typeof fieldsSchema>;

/** A new template needs its file; checked even while the name is still missing, so both show. */
function formSchema(isNew: boolean) {
  return fieldsSchema.refine(
    (values) =>
      !isNew ||
      (typeof values.content === 'string' && values.content.trim() !== '') ||
      Boolean(values.svgContent?.trim()),
    { path: ['content'], message: TEMPLATE_MESSAGES.fileRequired, when: () => true },
  );
}

interface TemplateFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** null creates a new template. */
  template: Template | null;
}

/** Spec §2 create/edit dialog. Mount it with a new key for every opening so it starts fresh. */
export function TemplateFormDialog({ open, onOpenChange, template }: TemplateFormDialogProps) {
  const isNew = template === null;
  const save = useSaveTemplate(isNew);
  const [schema] = useState(() => formSchema(isNew));
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: template?.name ?? '',
      category: template?.category ?? DEFAULT_CATEGORY,
      content: '',
      svgContent: null,
      aiPrompt: template?.aiPrompt ?? '',
    },
  });
  const [fileName, setFileName] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const readCounter = useRef(0);

  const [newContent, newSvg] = useWatch({ control: form.control, name: ['content', 'svgContent'] });
  // Without a new file an edited template keeps (and shows) its stored file.
  const hasNewFile = fileName !== null;
  const shownContent = hasNewFile ? (newContent ?? '') : (template?.content ?? '');
  const shownSvg = hasNewFile ? newSvg : (template?.svgContent ?? null);
  const busy = form.formState.isSubmitting || save.isPending;

  async function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const read = ++readCounter.current;
    const validate = form.formState.isSubmitted;
    try {
      const picked = await readTemplateFile(file);
      if (read !== readCounter.current) return;
      form.setValue('content', picked.content, { shouldDirty: true });
      form.setValue('svgContent', picked.svgContent, { shouldDirty: true });
      setFileName(picked.name);
      if (validate) await form.trigger('content');
      else form.clearErrors('content');
    } catch (error) {
      if (read !== readCounter.current) return;
      form.setValue('content', '');
      form.setValue('svgContent', null);
      setFileName(null);
      input.value = '';
      form.setError('content', {
        type: 'file',
        message: error instanceof TemplateFileError ? error.message : TEMPLATE_MESSAGES.readFailed,
      });
    }
  }

  async function onAnalyze() {
    if (!shownSvg) return;
    setAnalyzing(true);
    const prompt = await analyzeSvg(shownSvg, form.getValues('category'));
    setAnalyzing(false);
    // Spec §7: a failed analysis yields an empty prompt, silently; the typed prompt stays.
    if (!prompt) return;
    const hadPrompt = Boolean(form.getValues('aiPrompt')?.trim());
    form.setValue('aiPrompt', prompt, { shouldDirty: true });
    toast({
      title: 'SVG Analyzed',
      description: hadPrompt
        ? 'AI prompt regenerated from the SVG placeholders.'
        : 'AI prompt generated from the SVG placeholders.',
    });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    // A new template gets its prompt from its SVG's merge tags (the prompt field is edit-only).
    const aiPrompt = isNew
      ? values.svgContent
        ? (await analyzeSvg(values.svgContent, values.category)) || null
        : null
      : values.aiPrompt?.trim()
        ? values.aiPrompt
        : null;
    const body: TemplateSave = {
      name: values.name,
      category: values.category,
      // Empty in an edit without a new file: the server keeps the stored content and SVG.
      content: values.content,
      aiPrompt,
    };
    if (template) body.id = template.id;
    if (values.svgContent) body.svgContent = values.svgContent;
    try {
      await save.mutateAsync({ id: template?.id ?? null, body });
    } catch (error) {
      // The toast comes from the mutation (api.ts); the server's field messages go under the fields.
      showServerFieldErrors(form, error, ['name', 'content'], {
        sources: { content: ['content', 'svgContent', 'file'] },
      });
      return;
    }
    toast({
      title: isNew ? 'Template created successfully' : 'Template updated successfully',
      description: values.name,
    });
    onOpenChange(false);
  });

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      headerClassName="pr-8 text-left"
      title={isNew ? 'Add Template' : 'Edit Template'}
      description={
        isNew
          ? 'Name the template, choose its category and upload its file.'
          : 'Change the details below. Choose a new file only to replace the current one.'
      }
    >
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="grid min-w-0 gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              form={form}
              name="name"
              label="Name"
              inputProps={{ placeholder: 'e.g. Competitor Analysis Chart', autoComplete: 'off' }}
            />
            <SelectField form={form} name="category" label="Category" options={CATEGORY_OPTIONS} />
          </div>

          <FileField
            form={form}
            name="content"
            label="Template File"
            accept={TEMPLATE_FILE_ACCEPT}
            onFileChange={(event) => void onFileChange(event)}
            description={
              isNew
                ? '.json, .html, .txt or .svg, up to 1 MB.'
                : '.json, .html, .txt or .svg, up to 1 MB. Leave empty to keep the current file.'
            }
          />

          {shownContent && (
            <div className="grid min-w-0 gap-2">
              <div className="flex min-w-0 items-center justify-between gap-2">
                <Label asChild>
                  <span>Content Preview</span>
                </Label>
                <span className="inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                  <FileText className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{fileName ?? 'Current file'}</span>
                </span>
              </div>
              <ContentPreview
                key={`${fileName ?? ''}:${shownContent.length}`}
                content={shownContent}
              />
            </div>
          )}

          {shownSvg && (
            <div className="grid min-w-0 gap-2">
              <Label asChild>
                <span>SVG Preview</span>
              </Label>
              <SvgPreview svg={shownSvg} label="SVG preview" className="h-56 sm:h-72" />
            </div>
          )}

          {!isNew && (
            <TextareaField
              form={form}
              name="aiPrompt"
              label="AI Analysis Prompt"
              labelAction={
                shownSvg ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    onClick={() => void onAnalyze()}
                    disabled={analyzing || busy}
                  >
                    <Sparkles className="text-primary" />
                    {analyzing ? 'Analyzing...' : 'Analyze SVG & Generate Prompt'}
                  </Button>
                ) : null
              }
              textareaProps={{
                rows: 7,
                placeholder:
                  "Instructions the AI follows to extract this template's data from a document.",
                className: 'max-h-80 font-mono text-xs leading-relaxed',
              }}
            />
          )}

          <DialogFooter className="pt-1">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <SubmitButton busy={busy} busyLabel="Saving...">
              Save Template
            </SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </DialogShell>
  );
}
