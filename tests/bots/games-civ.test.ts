import { botGamesSuite } from './games';

botGamesSuite('civ', 2, 'CIV-VICTORY');
