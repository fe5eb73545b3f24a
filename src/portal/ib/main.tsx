import { launch } from '../app/launch';

launch('ib');
