export function buildEntry(name?: 'main' | 'bench', outfile?: string): Promise<string>;
export function buildBot(outfile?: string): Promise<string>;
