export { ServicesPage as Component } from './ServicesPage';
