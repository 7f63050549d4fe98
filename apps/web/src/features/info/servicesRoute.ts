export { publicPageLoader as loader } from '../home/publicPageLoader';
export { ServicesPage as Component } from './ServicesPage';
