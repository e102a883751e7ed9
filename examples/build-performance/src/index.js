import { groupBy, sortBy } from 'lodash-es';
import { books } from './books.js';

const byDecade = groupBy(sortBy(books, 'year'), (book) => `${Math.floor(book.year / 10) * 10}s`);

for (const [decade, list] of Object.entries(byDecade)) {
  console.log(`${decade}: ${list.map((book) => book.title).join(', ')}`);
}
