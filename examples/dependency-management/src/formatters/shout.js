export const name = 'shout';
export const format = (text) => `${text.toUpperCase()}!`;
