import * as v from 'valibot';
import type { DeviceInfo } from './device-info';
import { helpCategorySchema, type HelpCategory, type HelpFields } from './help-form';

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

/** Shape of a request kept in the offline queue. The device info is sent as it was kept: only its presence is checked. */
export const helpRequestSchema = v.object({
  requestId: v.string(),
  subject: v.string(),
  category: helpCategorySchema,
  message: v.string(),
  screenshot: v.nullable(v.object({ fileName: v.string(), dataUrl: v.string() })),
  device: v.custom<DeviceInfo>((input) => v.is(v.looseObject({}), input)),
  locale: v.string(),
  writtenAt: v.string(),
}) satisfies v.GenericSchema<HelpRequest>;
