// What is wrong with a command's options, as a code and its data: parseOptions (options.ts)
// finds it, each language words it (strings.ts optionProblem).

/** `message`: what the option's schema wants, already in the user's language. */
export type OptionProblem =
  | { readonly code: 'missing'; readonly option: string; readonly message: string }
  | { readonly code: 'bad'; readonly option: string; readonly shown?: string; readonly message: string }
  | { readonly code: 'unreadable'; readonly message: string };
