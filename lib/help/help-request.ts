import type { DeviceInfo } from './device-info';
import { isHelpCategory, type HelpCategory, type HelpFields } from './help-form';

/** The body of POST api/v1/helprequests (docs/api.md, "Help requests"). */
export interface HelpRequest {
  /** Made on the device: a request sent twice (a retry after a lost answer) is stored once. */
  requestId: string;
  subject: string;
  category: HelpCategory;
  message: string;
  /** A data URL (`data:image/png;base64,…`), or null. */
  screenshot: { fileName: string; dataUrl: string } | null;
  device: DeviceInfo;
  /** The UI language the student writes in, so support answers in it. */
  locale: string;
  writtenAt: string;
}

/** A request from a form that passed `validateHelpForm`: texts trimmed, category known. */
export function buildHelpRequest(input: {
  requestId: string;
  fields: HelpFields & { category: HelpCategory };
  screenshot: HelpRequest['screenshot'];
  device: DeviceInfo;
  locale: string;
  now: Date;
}): HelpRequest {
  return {
    requestId: input.requestId,
    subject: input.fields.subject.trim(),
    category: input.fields.category,
    message: input.fields.message.trim(),
    screenshot: input.screenshot,
    device: input.device,
    locale: input.locale,
    writtenAt: input.now.toISOString(),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Shape check of a request kept in the offline queue. */
export function isHelpRequest(value: unknown): value is HelpRequest {
  if (!isRecord(value) || !isRecord(value.device)) return false;
  const { requestId, subject, category, message, screenshot, locale, writtenAt } = value;
  const screenshotOk =
    screenshot === null ||
    (isRecord(screenshot) && typeof screenshot.fileName === 'string' && typeof screenshot.dataUrl === 'string');
  return (
    typeof requestId === 'string' &&
    typeof subject === 'string' &&
    isHelpCategory(category) &&
    typeof message === 'string' &&
    typeof locale === 'string' &&
    typeof writtenAt === 'string' &&
    screenshotOk
  );
}
