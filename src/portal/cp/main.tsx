import { startPortal } from '../app/start';

startPortal('cp');
