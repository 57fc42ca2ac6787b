import { move } from './context.ts';
import { recordMoves } from './campaign-record.ts';
import { resultMoves } from './campaign-result.ts';
import { roundMoves } from './campaign-round.ts';
import { rosterMoves } from './campaign-roster.ts';
import { suggest } from './campaign-suggest.ts';

// `/campaign`: the Big Shed League (big-shed-league.md). Each move parses its options, runs one
// pure decision of the campaign's flow in one transaction, and answers with the campaign's
// status card, which always says what comes next and who decides. Listed in the order of a
// campaign round; what every option suggests is the whole command's.

export const campaignMoves = [...rosterMoves, ...roundMoves, ...resultMoves, ...recordMoves, move({ path: 'campaign', autocomplete: suggest })];
