import { circleArea } from './shapes/index.js';

console.log(`A circle with radius 2 covers ${circleArea(2).toFixed(2)} square units`);
