export { publicPageLoader as loader } from '../home/publicPageLoader';
export { AboutPage as Component } from './AboutPage';
