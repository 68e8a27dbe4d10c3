import { botGamesSuite } from './games';

botGamesSuite('khronos', 2, 'KH-END-1');
