import { greet } from './greet.js';

console.log(greet('Node API'));

// A separate chunk, so the build reports more than one asset.
import(/* webpackChunkName: "details" */ './details.js').then(({ showDetails }) => showDetails());
