import { launch } from '../app/launch';

launch('cp');
