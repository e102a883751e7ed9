export const name = 'whisper';
export const format = (text) => `(${text.toLowerCase()})`;
