export { publicPageLoader as loader } from '../home/publicPageLoader';
export { MailLandingPage as Component } from './MailLandingPage';
