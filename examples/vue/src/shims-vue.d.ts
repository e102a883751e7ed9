// Lets TypeScript import .vue files; it also gives ts-loader a file to start from
declare module '*.vue' {
  import type { DefineComponent } from 'vue';

  const component: DefineComponent;
  export default component;
}
