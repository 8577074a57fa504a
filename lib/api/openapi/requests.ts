import { z } from 'zod';

import {
  changePasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@/lib/validations/account';
import {
  alertRulesSchema,
  alertSnoozeSchema,
  createWebhookSchema,
  orgWebhookSchema,
  maintenanceWindowSchema,
} from '@/lib/validations/alerts';
import { newOrgTokenSchema, newPersonalTokenSchema } from '@/lib/validations/api-token';
import { adminAppChangesSchema, createAppSchema, updateAppSchema } from '@/lib/validations/app';
import { rotateKeySchema } from '@/lib/validations/app-key';
import { signInSchema, signUpSchema } from '@/lib/validations/auth';
import { channelChangesSchema, newChannelSchema } from '@/lib/validations/channels';
import { contactSchema } from '@/lib/validations/contact';
import { deviceTagsSchema } from '@/lib/validations/device-tags';
import { heartbeatSchema } from '@/lib/validations/heartbeat';
import {
  activeOrgSchema,
  invitationSchema,
  orgChangesSchema,
  invitationTokenSchema,
  memberRoleSchema,
  orgNameSchema,
} from '@/lib/validations/orgs';
import {
  newPasskeySchema,
  passkeyOptionsSchema,
  passkeyPasswordSchema,
  passkeySignInSchema,
} from '@/lib/validations/passkeys';
import { newViewSchema, viewChangesSchema } from '@/lib/validations/saved-views';
import { sdkGuideSchema } from '@/lib/validations/sdk-guide';
import {
  disableTotpSchema,
  secondStepSchema,
  totpCodeSchema,
  totpStartSchema,
} from '@/lib/validations/two-factor';
import { profileNameSchema } from '@/lib/validations/user';

/**
 * Every request body of the API, by operation: the very schemas the routes validate with (and the forms
 * check with), so the document cannot describe another body than the one accepted. The only place the
 * document reads lib/validations. Two routes take their fields under `data` (PUT /api/user, PUT
 * /api/sdk-guide): wrapped here as the route unwraps them.
 */
const orgName = orgNameSchema.meta({ id: 'OrgNameRequest' });

export const REQUEST_BODIES = {
  signUp: signUpSchema.meta({ id: 'SignUpRequest' }),
  signIn: signInSchema.meta({ id: 'SignInRequest' }),
  signInSecondStep: secondStepSchema.meta({ id: 'SignInSecondStepRequest' }),
  startTotpSetup: totpStartSchema.meta({ id: 'TotpStartRequest' }),
  totpCode: totpCodeSchema.meta({ id: 'TotpCodeRequest' }),
  disableTotp: disableTotpSchema.meta({ id: 'DisableTotpRequest' }),
  addPasskey: newPasskeySchema.meta({ id: 'NewPasskeyRequest' }),
  passkeyPassword: passkeyPasswordSchema.meta({ id: 'PasskeyPasswordRequest' }),
  passkeySignInOptions: passkeyOptionsSchema.meta({ id: 'PasskeySignInOptionsRequest' }),
  passkeySignIn: passkeySignInSchema.meta({ id: 'PasskeySignInRequest' }),
  requestPasswordReset: passwordResetRequestSchema.meta({ id: 'PasswordResetRequest' }),
  confirmPasswordReset: passwordResetConfirmSchema.meta({ id: 'PasswordResetConfirmRequest' }),
  changePassword: changePasswordSchema.meta({ id: 'ChangePasswordRequest' }),
  updateUser: z.object({ data: profileNameSchema }).meta({ id: 'ProfileNameRequest' }),
  createApp: createAppSchema.meta({ id: 'NewAppRequest' }),
  updateApp: updateAppSchema.meta({ id: 'AppChangesRequest' }),
  rotateAppKey: rotateKeySchema.meta({ id: 'RotateKeyRequest' }),
  putAlertRules: alertRulesSchema.meta({ id: 'AlertRulesRequest' }),
  snoozeAlerts: alertSnoozeSchema.meta({ id: 'AlertSnoozeRequest' }),
  createWebhook: createWebhookSchema.meta({ id: 'NewWebhookRequest' }),
  createChannelWebhook: orgWebhookSchema.meta({ id: 'NewChannelWebhookRequest' }),
  createMaintenanceWindow: maintenanceWindowSchema.meta({ id: 'NewMaintenanceWindowRequest' }),
  createPersonalToken: newPersonalTokenSchema.meta({ id: 'NewPersonalTokenRequest' }),
  createOrgToken: newOrgTokenSchema.meta({ id: 'NewOrgTokenRequest' }),
  createOrg: orgName,
  updateOrg: orgChangesSchema.meta({ id: 'OrgChangesRequest' }),
  chooseActiveOrg: activeOrgSchema.meta({ id: 'ActiveOrgRequest' }),
  changeMemberRole: memberRoleSchema.meta({ id: 'MemberRoleRequest' }),
  createInvitation: invitationSchema.meta({ id: 'NewInvitationRequest' }),
  acceptInvitation: invitationTokenSchema.meta({ id: 'InvitationTokenRequest' }),
  saveSdkGuide: z.object({ data: sdkGuideSchema }).meta({ id: 'SdkGuideRequest' }),
  changeAppAsAdmin: adminAppChangesSchema.meta({ id: 'AdminAppChangesRequest' }),
  sendContactMessage: contactSchema.meta({ id: 'ContactRequest' }),
  sendHeartbeat: heartbeatSchema.meta({ id: 'HeartbeatRequest' }),
  changeDeviceTags: deviceTagsSchema.meta({ id: 'DeviceTagsRequest' }),
  createView: newViewSchema.meta({ id: 'NewViewRequest' }),
  createChannel: newChannelSchema.meta({ id: 'NewEmailChannelRequest' }),
  updateChannel: channelChangesSchema.meta({ id: 'EmailChannelChangesRequest' }),
  updateView: viewChangesSchema.meta({ id: 'ViewChangesRequest' }),
};
