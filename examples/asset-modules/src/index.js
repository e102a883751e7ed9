// #region resource
import photoUrl from './images/photo.png';
// #endregion
// #region inline
import dotUrl from './images/dot.png?inline';
// #endregion
// #region auto
import badgeUrl from './images/badge.svg';
import mapUrl from './images/map.svg';
// #endregion
// #region source
import welcome from './messages/welcome.txt';
// #endregion
// #region text-attribute
import help from './messages/help.md' with { type: 'text' };
// #endregion

// #region new-url
const pricesUrl = new URL('./files/prices.csv', import.meta.url);
// #endregion

console.log('photo:', photoUrl);
console.log('dot:', dotUrl.split(',')[0]); // the part before the encoded bytes
console.log('badge:', badgeUrl.split(',')[0]);
console.log('map:', mapUrl);
console.log('welcome:', welcome.trim());
console.log('help:', help.trim());
console.log('prices:', pricesUrl.href);
