import { greeting, unreadCount } from './en.messages';

console.log(greeting({ name: 'Ada' }));
console.log(unreadCount({ count: 3 }));
