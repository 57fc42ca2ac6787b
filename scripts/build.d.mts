export function buildBot(outfile?: string): Promise<string>;
export const CLIENT_SCRIPT: string;
export function buildClient(outfile?: string): Promise<string>;
export function buildActivity(outfile?: string): Promise<string>;
