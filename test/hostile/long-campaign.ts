import type { Campaign } from '../../src/systems/xwing/bsl/model.ts';
import { bslSystem } from '../../src/systems/xwing/bsl/system.ts';
import { consoleTable, text } from '../helpers.ts';
import { SCRIPT, W1_BUYS, buyLine } from '../systems/xwing/bsl/console-script.ts';

type Table = ReturnType<typeof consoleTable>;

async function campaignOf(t: Table, channel: string): Promise<Campaign> {
  const r = await t.app.campaigns(bslSystem).read(channel);
  if ('ok' in r) throw new Error(r.code);
  return r.state;
}

/**
 * A real campaign of up to `games` mission games in channel `channel`, played through the
 * console as players would (the reference's W1 set-up, then each round's steps; the players
 * destroy every solo ship each game, until the AI's fleet is eliminated: 8 games with this
 * seed), for sizing what an export of a long campaign holds.
 */
export async function playLongCampaign(t: Table, channel: string, games: number): Promise<Campaign> {
  const say = async (line: string) => text((await t.run(`#${channel} ${line}`))[0]!);
  await say(SCRIPT[0]!);
  for (const type of ['standard', 'standard', 'recon', 'standard']) await say(`/campaign squadron type:${type}`);
  for (const b of W1_BUYS) await say(buyLine(b));
  await say('/campaign ready');
  let played = 0;
  for (let step = 0; step < games * 40 && played < games; step++) {
    const c = await campaignOf(t, channel);
    if (c.phase === 'ended') break;
    const cards = c.fleets.players.squadrons.map((s) => s.card);
    let out = '';
    switch (c.phase) {
      case 'rest':
        out = await say('/campaign rest');
        break;
      case 'draw':
        out = await say(`/campaign draw include:${cards.slice(0, 2).join(' ')}`);
        break;
      case 'mission':
        for (let id = 1; id <= 8; id++) if (!(out = await say(`/campaign mission id:${id}`)).includes('⚠️')) break;
        break;
      case 'assets':
        out = await say('/campaign assets');
        break;
      case 'game':
        if (!c.pending?.gameLinked) out = await say('/campaign game');
        else {
          // The players destroy every solo ship (a players' loss needs their experience picks).
          const game = await t.app.currentGame(channel);
          const ships = (game?.record.state as { ships: { name: string; side: string }[] }).ships;
          const lost = ships.filter((x) => x.side === 'solo');
          out = await say(`/campaign result early:true fates:${lost.map((x) => `${x.name}=X`).join(' ')}`);
          if (!out.includes('⚠️')) played++;
        }
        break;
      case 'postgame': {
        const offer = c.pending?.assetOffer?.[0];
        // The reward asset taken, or declined when the hand is full.
        if (offer && (await say(`/campaign assets pick:${offer}`)).includes('⚠️')) await say('/campaign assets pick:none');
        out = await say('/campaign done');
        // A squadron left outside its band by the losses: G9 strikes it.
        if (out.includes('force:true')) out = await say('/campaign done force:true');
        break;
      }
      default:
        throw new Error(`phase ${c.phase}`);
    }
    if (out.includes('⚠️') && process.env.LONG_CAMPAIGN_DEBUG) console.log(c.phase, out.slice(0, 300));
  }
  return campaignOf(t, channel);
}
