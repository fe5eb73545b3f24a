import { startPortal } from '../app/start';

startPortal('ib');
