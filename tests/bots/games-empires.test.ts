import { botGamesSuite } from './games';

botGamesSuite('empires', 3, 'ME-AST-6');
