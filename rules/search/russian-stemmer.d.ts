// The server compiles with Node 10 module resolution, which does not read package "exports";
// this names the one entry point used (its own types say the same).
declare module "@orama/stemmers/russian" {
  export function stemmer(word: string): string;
  export const language: string;
}
