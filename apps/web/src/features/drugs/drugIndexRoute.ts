export { DrugIndexPage as Component } from './DrugIndexPage';
