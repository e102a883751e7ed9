// A "barrel" file: one place to import every shape helper from.
export * from './circle.js';
export * from './polygon.js';
