import { z } from 'zod';

import { requiredText } from '@/lib/validations/fields';
import { maxItems, maxLength, ONE_OF, REQUIRED } from '@/lib/validations/messages';

/** The longest name of a channel ("On-call", "Store managers", "#ops on Slack"). */
export const CHANNEL_NAME_MAX = 60;
/** How many members one channel mails, and how many channels an organisation keeps. */
export const CHANNEL_RECIPIENTS_MAX = 50;
export const CHANNELS_PER_ORG = 20;
// (Email channels and Slack and webhook channels count apart: 20 of each.)
/** How many channels one alert rule lists. */
export const RULE_CHANNELS_MAX = 10;

export const channelName = () => requiredText().max(CHANNEL_NAME_MAX, maxLength(CHANNEL_NAME_MAX));

/** Members by their user ids, once each (the server checks they belong to the organisation). */
const recipientIds = () =>
  z
    .array(z.uuid({ error: ONE_OF }), { error: REQUIRED })
    .min(1, REQUIRED)
    .max(CHANNEL_RECIPIENTS_MAX, maxItems(CHANNEL_RECIPIENTS_MAX))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** POST /api/channels: an email channel (docs/product.md, Email channels). */
export const newChannelSchema = z.object({ name: channelName(), recipientIds: recipientIds() });
export type NewChannelInput = z.output<typeof newChannelSchema>;

/** PATCH /api/channels/<id>: a new name or recipients; at least one. */
export const channelChangesSchema = z
  .object({ name: channelName().optional(), recipientIds: recipientIds().optional() })
  .superRefine((value, context) => {
    if (value.name === undefined && value.recipientIds === undefined)
      context.addIssue({ code: 'custom', message: REQUIRED, path: ['name'] });
  });
export type ChannelChangesInput = z.output<typeof channelChangesSchema>;

/** An alert rule's channels: the organisation's (checked by the server), once each. */
export const ruleChannelIds = () =>
  z
    .array(z.uuid({ error: ONE_OF }), { error: REQUIRED })
    .max(RULE_CHANNELS_MAX, maxItems(RULE_CHANNELS_MAX))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);
