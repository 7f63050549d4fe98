import { DEVICE_PLATFORMS } from '@dawa/shared/clientHeaders';
import { builder } from '../../platform/graphql/builder';
import { describedValues } from '../../platform/graphql/enums';
import { DEVICE_BROWSERS, DEVICE_SYSTEMS } from './devices';
import {
  listDevices,
  removeDevice,
  type DeviceTokenView,
  type DeviceView,
} from './devices.service';

export const DevicePlatformRef = builder.enumType('DevicePlatform', {
  description:
    'How a device is named in the `device-tokens` header (SPEC §7), and how pushes reach it.',
  values: describedValues(DEVICE_PLATFORMS, {
    web: 'A browser (`web=<id it keeps>`); pushes go through the Web Push subscription it stores.',
    fcm: 'An installed app with a Firebase Cloud Messaging token (`fcm=<token>`).',
    apns: 'An installed app with an Apple Push Notification service token (`apns=<token>`).',
  }),
});

const DeviceBrowserRef = builder.enumType('DeviceBrowser', {
  description: 'The browser of a web device, read from its User-Agent.',
  values: describedValues(DEVICE_BROWSERS, {
    chrome: 'Google Chrome (and other Chromium browsers that say nothing else).',
    edge: 'Microsoft Edge.',
    firefox: 'Mozilla Firefox.',
    opera: 'Opera.',
    safari: 'Apple Safari.',
    samsungInternet: 'Samsung Internet.',
  }),
});

const DeviceSystemRef = builder.enumType('DeviceSystem', {
  description: 'The operating system of a device, read from its User-Agent.',
  values: describedValues(DEVICE_SYSTEMS, {
    android: 'Android.',
    chromeOs: 'ChromeOS.',
    ios: 'iOS or iPadOS.',
    linux: 'Linux.',
    macOs: 'macOS.',
    windows: 'Windows.',
  }),
});

export const DeviceTokenRef = builder.objectRef<DeviceTokenView>('DeviceToken').implement({
  description:
    'SPEC §3 deviceTokens, one entry per device of the user: its platform, token and language.',
  fields: (t) => ({
    platform: t.field({
      type: DevicePlatformRef,
      description: 'The platform the `device-tokens` header named.',
      resolve: (entry) => entry.platform,
    }),
    token: t.exposeString('token', {
      description: 'The browser’s own id (`web`) or the app’s push token (`fcm`, `apns`).',
    }),
    language: t.exposeString('language', {
      description: 'en or ar: the language of its last request; pushes to it are written in it.',
    }),
  }),
});

const DeviceRef = builder.objectRef<DeviceView>('Device').implement({
  description:
    'A device the viewer uses Dawa on, recorded from the `device-tokens` header of their ' +
    'signed-in requests (SPEC §7).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The device’s id (for `deviceRemove`).' }),
    platform: t.field({
      type: DevicePlatformRef,
      description: 'A browser or an installed app, and its push service.',
      resolve: (view) => view.platform,
    }),
    browser: t.field({
      type: DeviceBrowserRef,
      nullable: true,
      description: 'Its browser, for its name (“Chrome on Android”); null for an app or unknown.',
      resolve: (view) => view.browser,
    }),
    system: t.field({
      type: DeviceSystemRef,
      nullable: true,
      description: 'Its operating system, for its name; null when unknown.',
      resolve: (view) => view.system,
    }),
    language: t.exposeString('language', {
      description: 'en or ar: the language of its last request; pushes to it are written in it.',
    }),
    offerSubscribed: t.exposeBoolean('offerSubscribed', {
      description:
        'The device’s `offer-subscribed` header: false, no offer is pushed to it (the user’s ' +
        'own `offerSubscribed` decides whether they get offers at all).',
    }),
    push: t.exposeBoolean('push', {
      description: 'A web push subscription is stored: new notifications are pushed to it.',
    }),
    current: t.exposeBoolean('current', {
      description: 'The device this request comes from (its `device-tokens` header).',
    }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'Its first signed-in request.',
    }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      description: 'Its last signed-in request, to the hour.',
    }),
  }),
});

builder.queryField('devices', (t) =>
  t.field({
    type: [DeviceRef],
    description: 'The viewer’s devices, the most recently used first. Signed in.',
    authScopes: { signedIn: true },
    resolve: (_root, _args, context) => listDevices(context.platform, context),
  }),
);

builder.mutationField('deviceRemove', (t) =>
  t.field({
    type: DeviceRef,
    description:
      'Forgets one of the viewer’s devices and its push subscription; answers it as it was. ' +
      'A device still in use appears again at its next request, without push. Another ' +
      'user’s device is NOT_FOUND.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The device’s id.' }) },
    resolve: (_root, args, context) => removeDevice(context.platform, context, String(args.id)),
  }),
);
