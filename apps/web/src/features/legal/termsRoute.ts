import { legalLoader } from './legalLoader';

export const loader = legalLoader('terms');
export { LegalPage as Component } from './LegalPage';
