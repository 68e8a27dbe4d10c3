import { khronosRules } from '../../models/khronos/rules';
import { khronosTurnMachine } from './turn.machine';

export const khronosModule = { rules: khronosRules, machine: khronosTurnMachine };
