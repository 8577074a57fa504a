import type { AppStatus, Platform } from '@/lib/api/types';

/**
 * What `npm run seed:demo` puts in the database: demo customers, their apps (with how many devices
 * each gets at scale 1) and the models and versions devices are drawn from. Later entries of a list
 * repeat the common values, so newer versions are the more frequent ones, as in a real fleet.
 */
export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';

export interface DemoApp {
  name: string;
  platform: Platform;
  bundleId: string;
  devices: number;
  status?: AppStatus;
}

export interface DemoCustomer {
  name: string;
  email: string;
  apps: DemoApp[];
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Casey Morgan',
    email: DEMO_CUSTOMER_EMAIL,
    apps: [
      { name: 'Acme Shop', platform: 'android', bundleId: 'com.acme.shop', devices: 1800 },
      { name: 'Acme Shop for iPhone', platform: 'ios', bundleId: 'com.acme.shop.ios', devices: 1200 },
      { name: 'Acme Web Store', platform: 'web', bundleId: 'shop.acme.example', devices: 700 },
      { name: 'Field Scanner', platform: 'other', bundleId: 'com.acme.fieldscanner', devices: 300 },
    ],
  },
  {
    name: 'Nadia Okafor',
    email: 'nadia@example.com',
    apps: [
      { name: 'PulseFit', platform: 'android', bundleId: 'io.pulsefit.app', devices: 500 },
      { name: 'PulseFit iOS', platform: 'ios', bundleId: 'io.pulsefit.ios', devices: 400 },
    ],
  },
  {
    name: 'Lukas Berg',
    email: 'lukas@example.com',
    apps: [
      {
        name: 'Harbor Kiosk',
        platform: 'other',
        bundleId: 'de.harbor.kiosk',
        devices: 150,
        status: 'suspended',
      },
    ],
  },
];

export interface DeviceCatalog {
  models: string[];
  osVersions: string[];
}

export const DEVICE_CATALOGS: Record<Platform, DeviceCatalog> = {
  android: {
    models: [
      'Google Pixel 8',
      'Google Pixel 7a',
      'Google Pixel 9 Pro',
      'Samsung Galaxy S24',
      'Samsung Galaxy S23',
      'Samsung Galaxy A54',
      'Samsung Galaxy A15',
      'OnePlus 12',
      'Xiaomi 13T',
      'Motorola Moto G84',
    ],
    osVersions: ['12', '13', '13', '14', '14', '14', '15', '15'],
  },
  ios: {
    models: [
      'iPhone12,1',
      'iPhone13,2',
      'iPhone14,5',
      'iPhone14,7',
      'iPhone15,2',
      'iPhone15,4',
      'iPhone16,1',
      'iPad13,18',
    ],
    osVersions: ['16.7.10', '17.6.1', '17.6.1', '18.0.1', '18.1', '18.1', '18.2'],
  },
  web: {
    models: [
      'Chrome 130',
      'Chrome 131',
      'Chrome 131',
      'Safari 18.1',
      'Firefox 132',
      'Edge 131',
      'Samsung Internet 26',
    ],
    osVersions: ['Windows', 'Windows', 'macOS', 'macOS', 'Android', 'iOS', 'Linux', 'ChromeOS'],
  },
  other: {
    models: ['Raspberry Pi 4', 'Raspberry Pi 5', 'Zebra TC52', 'Zebra TC58', 'Intel NUC 13'],
    osVersions: ['Debian 12', 'Debian 12', 'Ubuntu 24.04', 'Android 11', 'Android 13'],
  },
};

export const SDK_VERSIONS = ['1.0.0', '1.1.0', '1.2.1', '1.2.1', '1.3.0', '1.3.0', '1.3.0'];
export const APP_VERSIONS = ['2.4.0', '2.5.1', '2.6.0', '2.6.0', '2.7.2', '2.7.2', '2.7.2', '2.8.0'];

export const DEMO_CONTACT_MESSAGES = [
  {
    name: 'Priya Raman',
    email: 'priya@example.org',
    message: 'Hello! Does Fleetdeck support Flutter apps? We would like to try it with about 20,000 devices.',
  },
  {
    name: 'Tom Becker',
    email: 'tom.becker@example.net',
    message: 'Our kiosk app was suspended this morning. Could you tell us why and how to get it resumed?',
  },
];
