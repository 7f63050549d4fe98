import type app from '../messages/en.json';
import type auth from '../../features/auth/messages/en.json';
import type home from '../../features/home/messages/en.json';

// English catalogues define the keys; catalogues.test.ts keeps Arabic in step.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: {
      app: typeof app;
      auth: typeof auth;
      home: typeof home;
    };
  }
}
