export { MailLandingPage as Component } from './MailLandingPage';
