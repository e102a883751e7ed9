export const books = [
  { title: 'The Left Hand of Darkness', year: 1969 },
  { title: 'Kindred', year: 1979 },
  { title: 'Neuromancer', year: 1984 },
  { title: 'The Dispossessed', year: 1974 },
];
