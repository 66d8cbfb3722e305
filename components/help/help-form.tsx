'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useToast } from '@/components/ui/toast-provider';
import { isApiError } from '@/lib/api/api-error';
import { sendHelpRequest } from '@/lib/api/endpoints';
import { textareaDefaultRows } from '@/lib/config/ui';
import { parseDeviceInfo } from '@/lib/help/device-info';
import { clearHelpDraft, readHelpDraft, saveHelpDraft } from '@/lib/help/help-draft';
import {
  emptyHelpFields,
  firstInvalidField,
  helpCategories,
  helpLimits,
  screenshotTypes,
  serverFieldErrors,
  validateHelpForm,
  type FieldProblem,
  type HelpField,
  type HelpFields,
  type HelpFormErrors,
} from '@/lib/help/help-form';
import { buildHelpRequest, type HelpRequest } from '@/lib/help/help-request';
import { readDataUrl } from '@/lib/help/read-data-url';
import { errorMessage } from '@/lib/i18n/error-message';
import { format } from '@/lib/i18n/format';
import { queuedWrites, queueWrite } from '@/lib/offline/stored-write-queue';
import { currentStudent } from '@/lib/session/session';
import { formatBytes } from '@/lib/offline/format-bytes';
import { randomUuid } from '@/lib/random/uuid';
import { useOnline } from '@/hooks/pwa/use-online';
import { controlClasses, FormField } from './form-field';

const fieldIds: Record<HelpField, string> = {
  subject: 'help-subject',
  category: 'help-category',
  message: 'help-message',
  screenshot: 'help-screenshot',
};

/**
 * The help form: validated at each field, kept as a draft while the student writes, sent with the
 * device info, or queued when there is no connection and sent when it returns.
 */
export function HelpForm() {
  const { t, locale } = useMessages();
  const toast = useToast();
  const online = useOnline();
  const [fields, setFields] = useState<HelpFields>(emptyHelpFields);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [errors, setErrors] = useState<HelpFormErrors>({});
  const [triedToSend, setTriedToSend] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [draftLoaded, setDraftLoaded] = useState(false);
  const screenshotInput = useRef<HTMLInputElement>(null);
  const discarded = useRef(false);
  const keepWriting = useRef<HTMLButtonElement>(null);
  const discardBodyId = useId();
  const size = formatBytes(helpLimits.screenshotMaxBytes, locale);

  useEffect(() => {
    const draft = readHelpDraft(currentStudent());
    if (draft) setFields(draft);
    setDraftLoaded(true);
  }, []);

  useEffect(() => {
    if (draftLoaded) saveHelpDraft(currentStudent(), fields);
  }, [fields, draftLoaded]);

  const hasDraft = fields.subject !== '' || fields.category !== '' || fields.message !== '';

  const errorText = (field: HelpField): string | undefined => {
    const problem = errors[field];
    if (!problem) return undefined;
    const messages = t.help.errors[field] as Partial<Record<FieldProblem, string>>;
    return format(messages[problem] ?? '', {
      max: field === 'subject' ? helpLimits.subjectMaxLength : helpLimits.messageMaxLength,
      min: helpLimits.messageMinLength,
      size,
    });
  };

  // After a first try, each field's message follows what the student types.
  const update = (next: HelpFields, nextScreenshot = screenshot) => {
    setFields(next);
    if (triedToSend) setErrors(validateHelpForm(next, nextScreenshot));
  };

  const chooseScreenshot = (file: File | null) => {
    setScreenshot(file);
    const { screenshot: problem, ...others } = validateHelpForm(fields, file);
    setErrors(triedToSend ? { ...others, screenshot: problem } : { ...errors, screenshot: problem });
  };

  const removeScreenshot = () => {
    if (screenshotInput.current) screenshotInput.current.value = '';
    chooseScreenshot(null);
  };

  // The Remove button goes with the file: focus moves to the file input, not to <body>.
  const removeScreenshotAndRefocus = () => {
    removeScreenshot();
    screenshotInput.current?.focus();
  };

  const reset = () => {
    clearHelpDraft();
    setFields(emptyHelpFields);
    removeScreenshot();
    setErrors({});
    setTriedToSend(false);
  };

  const keepForLater = (request: HelpRequest) => {
    const kept =
      queueWrite({ kind: 'help-request', request }) &&
      queuedWrites(currentStudent()).some(
        (write) => write.kind === 'help-request' && write.request.requestId === request.requestId,
      );
    if (!kept) {
      toast(t.help.queueFailed, 'error');
      return;
    }
    toast(t.help.queued);
    reset();
  };

  /** Shows the problems at their fields and moves focus to the first; false when there are none. */
  const showProblems = (found: HelpFormErrors): boolean => {
    setErrors(found);
    const firstInvalid = firstInvalidField(found);
    if (firstInvalid) document.getElementById(fieldIds[firstInvalid])?.focus();
    return firstInvalid !== undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setTriedToSend(true);
    if (showProblems(validateHelpForm(fields, screenshot))) return;
    setSending(true);
    try {
      const request = buildHelpRequest({
        requestId: randomUuid(),
        fields: fields as HelpFields & { category: HelpRequest['category'] },
        screenshot: screenshot ? { fileName: screenshot.name, dataUrl: await readDataUrl(screenshot) } : null,
        device: parseDeviceInfo(navigator),
        locale,
        now: new Date(),
      });
      if (!navigator.onLine) {
        keepForLater(request);
        return;
      }
      try {
        await sendHelpRequest(request);
        toast(t.help.sent);
        reset();
      } catch (error) {
        // The connection went while sending: the request waits in the queue like one written offline.
        if (isApiError(error) && error.kind === 'no-response') keepForLater(request);
        else if (isApiError(error) && error.status === 400 && showProblems(serverFieldErrors(error.responseText))) {
          toast(format(t.help.sendFailed, { reason: t.errors.request }), 'error');
        } else toast(format(t.help.sendFailed, { reason: errorMessage(error, t) }), 'error');
      }
    } catch (error) {
      toast(format(t.help.sendFailed, { reason: errorMessage(error, t) }), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="help-form-title" className="flex flex-col gap-3">
      <h2 id="help-form-title" className="text-xl font-semibold">
        {t.help.formTitle}
      </h2>
      <p className="text-slate-700 dark:text-slate-300">{t.help.formIntro}</p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby="help-form-title"
        className="flex flex-col gap-4"
      >
        <FormField id={fieldIds.subject} label={t.help.subject} error={errorText('subject')}>
          {(control) => (
            <input
              {...control}
              type="text"
              aria-required="true"
              autoComplete="off"
              value={fields.subject}
              onChange={(event) => update({ ...fields, subject: event.target.value })}
              className={controlClasses}
            />
          )}
        </FormField>
        <FormField id={fieldIds.category} label={t.help.category} error={errorText('category')}>
          {(control) => (
            <select
              {...control}
              aria-required="true"
              value={fields.category}
              onChange={(event) => update({ ...fields, category: event.target.value as HelpFields['category'] })}
              className={controlClasses}
            >
              <option value="">{t.help.chooseCategory}</option>
              {helpCategories.map((category) => (
                <option key={category} value={category}>
                  {t.help.categories[category]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={fieldIds.message}
          label={t.help.message}
          hint={format(t.help.messageHint, { min: helpLimits.messageMinLength })}
          error={errorText('message')}
        >
          {(control) => (
            <textarea
              {...control}
              aria-required="true"
              rows={textareaDefaultRows}
              value={fields.message}
              onChange={(event) => update({ ...fields, message: event.target.value })}
              className={controlClasses}
            />
          )}
        </FormField>
        <FormField
          id={fieldIds.screenshot}
          label={t.help.screenshot}
          hint={format(t.help.screenshotHint, { size })}
          error={errorText('screenshot')}
        >
          {(control) => (
            <div className="flex flex-wrap items-center gap-3">
              <input
                {...control}
                ref={screenshotInput}
                type="file"
                accept={screenshotTypes.join(',')}
                onChange={(event) => chooseScreenshot(event.target.files?.[0] ?? null)}
                className="min-h-11 max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-slate-100 file:px-4 dark:file:bg-slate-700 dark:file:text-slate-100"
              />
              {screenshot && (
                <Button variant="ghost" onClick={removeScreenshotAndRefocus}>
                  {t.help.removeScreenshot}
                </Button>
              )}
            </div>
          )}
        </FormField>
        {!online && (
          <p
            role="status"
            data-testid="help-offline-note"
            className="rounded-lg bg-amber-100 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {t.help.offlineNote}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus onto <body>; submit() ignores a second send. */}
          <Button type="submit" sends aria-disabled={sending}>
            {sending ? t.help.sending : t.help.send}
          </Button>
          {hasDraft && (
            <Button variant="secondary" onClick={() => setConfirmingDiscard(true)}>
              {t.help.discard}
            </Button>
          )}
        </div>
        {hasDraft && <p className="text-sm text-slate-600 dark:text-slate-400">{t.help.draftKept}</p>}
      </form>
      <ModalDialog
        open={confirmingDiscard}
        onDismiss={() => setConfirmingDiscard(false)}
        title={t.help.discardTitle}
        descriptionId={discardBodyId}
        initialFocus={keepWriting}
        onClosed={() => {
          // The discard button is gone with the draft: the empty form is where to carry on.
          if (discarded.current) document.getElementById(fieldIds.subject)?.focus();
          discarded.current = false;
        }}
      >
        <p id={discardBodyId} className="text-slate-700 dark:text-slate-300">
          {t.help.discardBody}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          {/* Focus starts on keeping the draft, the safe choice. */}
          <Button ref={keepWriting} variant="secondary" onClick={() => setConfirmingDiscard(false)}>
            {t.help.keepWriting}
          </Button>
          <Button
            onClick={() => {
              setConfirmingDiscard(false);
              discarded.current = true;
              reset();
            }}
          >
            {t.help.discardConfirm}
          </Button>
        </div>
      </ModalDialog>
    </section>
  );
}
