export { publicPageLoader as loader } from './publicPageLoader';
export { HomePage as Component } from './HomePage';
