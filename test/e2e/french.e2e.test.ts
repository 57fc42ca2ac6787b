import { describe, expect, test } from 'vitest';
import { loadEditions } from '../../src/systems/xwing/catalog/load.ts';
import { botSuite } from '../emulator/bot-suite.ts';
import { messageButtons, responseFlags, shownText, type EmuMessage, type InteractionResult } from '../emulator/emulator.ts';
import { waitFor } from '../helpers.ts';
import { catalogNames, englishLines } from '../systems/french-checks.ts';

// The real bot process plays a whole introductory game through the
// emulator for French users (`locale: fr`) in a game started with `language:fr` — the
// set-up, a full round by the tracker's buttons (dials, activations, engagement), the
// round-4 and round-7 arrivals, the end — and nothing it sends reads English. An English
// user at the same table gets their own ephemeral replies in English (which the same
// check catches: it can fail).

const ALICE = '4300000000000000001';
const BOB = '4300000000000000002';
const CAROL = '4300000000000000003';
const CHANNEL = '3300000000000000001';
// A French game names ships and pilots in French; its English player's replies use the game's names too.
const names = catalogNames(loadEditions().catalog(undefined, 'fr'));
/** The ships' own names in this game. */
const SHIPS = /\b(?:TIE|INT)-\d+\b|\bLuke\b|\bWedge\b/;

const suite = botSuite('solo-alpha-french-', (emu) => {
  emu.addUser({ id: ALICE, username: 'alice', locale: 'fr' });
  emu.addUser({ id: BOB, username: 'bob', locale: 'fr' });
  emu.addUser({ id: CAROL, username: 'carol', locale: 'en-GB' });
  emu.addChannel({ id: CHANNEL, guildId: emu.guildId, name: 'partie' });
});
const { emu } = suite;

// The buttons wherever they sit: rows of a classic message, or inside a V2 card's container.
const buttons = (m: EmuMessage | undefined) => messageButtons(m);

/** The live tracker: the newest (a long game posts it anew once it has scrolled away, then deletes the old one). */
function tracker(): EmuMessage {
  const all = emu.trackers(CHANNEL);
  expect(all.length).toBeGreaterThan(0);
  return all.at(-1)!;
}

/** Every message body the bot sent since `since` (responses, follow-ups, posts, edits), as text with its buttons and files. */
function sentTexts(since: number): { path: string; text: string }[] {
  return emu.requests.slice(since).flatMap((r) => {
    const body = r.body as { type?: number; data?: Record<string, unknown> } & Record<string, unknown>;
    if (!body || r.method === 'GET' || r.method === 'DELETE' || r.path.includes('/commands')) return [];
    const message = (r.path.startsWith('/interactions/') ? body.data : body) as Record<string, unknown> | undefined;
    if (!message) return [];
    const labels = ((message.components ?? []) as { components: { label?: string }[] }[]).flatMap((row) => row.components.map((b) => b.label ?? ''));
    const choices = ((message.choices ?? []) as { name: string }[]).map((c) => c.name);
    return [{ path: r.path, text: [shownText(message as never), ...labels, ...choices].join('\n') }];
  });
}

/** Presses the tracker's button for whatever is next, as the player it is for, and waits for the tracker to move on. */
async function playNext(): Promise<string> {
  const t = tracker();
  const before = shownText(t);
  // Engagement offers « Attaque : … » before « Fini : … »: this game's ships do not attack.
  const b = buttons(t).find((x) => !x.label.startsWith('Attaque : '));
  if (!b) throw new Error(`the tracker offers nothing:\n${before}`);
  if (b.label === 'Cadran réglé') {
    const waiting = /En attente de <@(\d+)>/.exec(before)?.[1];
    expect(waiting).toBeDefined();
    await emu.click(waiting!, t, b.id);
  } else if (b.label.startsWith('Activer ')) {
    const card = await emu.click(ALICE, t, b.id);
    expect(responseFlags(card)).toBe(0);
    // The card asks where the tally is (and which side), with buttons; answering completes it.
    for (let i = 0; i < 3 && buttons(card.message).length; i++) await emu.click(ALICE, card.message!, buttons(card.message)[0]!.id);
    expect(shownText(card.message!)).toContain('Manœuvre');
  } else if (b.label.startsWith('Fini : ')) {
    const ship = b.label.slice('Fini : '.length);
    const user = ship === 'Wedge' ? BOB : ALICE; // Alice owns Luke and the game (solo ships)
    await emu.click(user, t, b.id);
  } else if (b.label.startsWith('Lancer la manche ')) {
    await emu.click(ALICE, t, b.id);
  } else throw new Error(`unexpected button “${b.label}”`);
  await waitFor(() => shownText(tracker()) !== before);
  return b.label;
}

/** `/round next` before the round is over: the bot asks (in French), the click confirms. */
async function skipRound(round: number): Promise<InteractionResult> {
  const asked = await emu.command(ALICE, CHANNEL, 'round', {}, 'next');
  expect(shownText(asked)).toContain(`La manche ${round} n’est pas finie`);
  const confirm = buttons(asked.message).find((b) => b.label === `Lancer la manche ${round + 1}`)!;
  const card = await emu.click(ALICE, asked.message!, confirm.id);
  expect(shownText(card)).toContain(`La manche ${round + 1} commence`);
  return card;
}

describe('a whole introductory game in French through the emulator', () => {
  test('start (language:fr), a round by the tracker, activations, the round-4 and round-7 arrivals, the end: every message is French', async () => {
    const since = emu.requests.length;

    const start = await emu.command(ALICE, CHANNEL, 'game', { faction: 'galactic-empire', language: 'fr', seed: 'français' }, 'start');
    expect(shownText(start)).toContain('Scénario d’introduction contre Empire galactique');
    expect(shownText(start)).toContain('Mise en place de la table');
    await emu.command(ALICE, CHANNEL, 'join', { ship: 't65xwing', name: 'Luke' });
    await emu.command(BOB, CHANNEL, 'join', { ship: 't65xwing', name: 'Wedge' });
    await waitFor(() => emu.trackers(CHANNEL).some((m) => shownText(m).includes(`En attente de <@${ALICE}>, <@${BOB}>`)));
    expect(shownText(tracker())).toContain('Manche 1 · Phase de Préparation');

    // Round 1, by the tracker's buttons: dials, activations in order, engagement, the End Phase.
    const pressed: string[] = [];
    while (!shownText(tracker()).includes('Manche 2 ·')) {
      pressed.push(await playNext());
      expect(pressed.length).toBeLessThan(20);
    }
    expect(pressed.filter((l) => l === 'Cadran réglé')).toHaveLength(2);
    expect(pressed.filter((l) => l.startsWith('Activer '))).toEqual(['Activer TIE-1', 'Activer TIE-2']);
    expect(pressed.filter((l) => l.startsWith('Fini : '))).toHaveLength(6); // Luke and Wedge activate, then four ships engage
    expect(pressed.at(-1)).toBe('Lancer la manche 2');

    // Round 2: a ship activated by command, an attack, a ship change, /undo, /rules, /game status, all in French.
    const activated = await emu.command(ALICE, CHANNEL, 'activate', { ship: 'TIE-1', arc: 'bullseye', obstacle: 'left', roll: 'focus hit' });
    expect(shownText(activated)).toContain('Tableau : Arc plein centre');
    const choices = (await emu.autocomplete(ALICE, CHANNEL, 'activate', { ship: 'TIE' }, 'ship')).data as { choices: { name: string }[] };
    expect(choices.choices.map((c) => c.name)).toContain('TIE-1 (Équilibrée) — activé');
    // Before every ship has activated, an attack is refused, in French (R49).
    const early = await emu.command(ALICE, CHANNEL, 'attack', { attacker: 'TIE-1', defender: 'Luke', damage: 1 });
    expect(shownText(early)).toContain('Les attaques se font pendant la phase d’engagement');
    expect(shownText(early)).toContain('Doivent encore s’activer :');
    const undo = await emu.command(ALICE, CHANNEL, 'undo', {});
    expect(shownText(undo)).toContain('↩️ Annulé : l’activation de TIE-1.');
    const stress = await emu.command(BOB, CHANNEL, 'ship', { ship: 'Wedge', count: 1 }, 'stress');
    expect(shownText(stress)).toBe('Wedge : stress 0 → 1.');
    expect(shownText(await emu.command(BOB, CHANNEL, 'rules', { topic: 'actions' }))).toContain('Actions selon l’attitude (v0.2)');
    expect(shownText(await emu.command(BOB, CHANNEL, 'game', {}, 'status'))).toContain('Scénario d’introduction — manche 2');
    await skipRound(2);

    // Round 4: the Patrol wave, announced in the channel.
    const round4 = await skipRound(3);
    expect(shownText(round4)).toContain('Arrivées');
    await waitFor(() => emu.announcements(CHANNEL).some((m) => shownText(m).includes('Manche 4 : arrivées ennemies')));
    const wave4 = emu.announcements(CHANNEL).find((m) => shownText(m).includes('Manche 4 : arrivées ennemies'))!;
    expect(shownText(wave4)).toContain('📡 **« Ils arrivent ! »** Manche 4');
    expect(shownText(wave4)).toContain('Aucun vaisseau de Patrouille n’a été détruit : 2 vaisseaux de Patrouille arrivent.');

    // Three solo ships lost: round 7 brings a Reinforcement and an extra Patrol ship.
    for (const ship of ['TIE-1', 'TIE-2', 'TIE-3'])
      expect(shownText(await emu.command(ALICE, CHANNEL, 'ship', { ship }, 'destroyed'))).toBe(`💥 Détruit : ${ship}.`);
    for (const round of [4, 5, 6]) await skipRound(round);
    await waitFor(() => emu.announcements(CHANNEL).some((m) => shownText(m).includes('Manche 7 : arrivées ennemies')));
    const wave7 = emu.announcements(CHANNEL).find((m) => shownText(m).includes('Manche 7 : arrivées ennemies'))!;
    expect(shownText(wave7)).toContain('3 vaisseaux Solo ou plus ont été détruits');

    // The end: every solo ship destroyed, the game-over announcement.
    for (const ship of ['TIE-4', 'INT-1', 'TIE-5']) await emu.command(ALICE, CHANNEL, 'ship', { ship }, 'destroyed');
    await waitFor(() => emu.announcements(CHANNEL).some((m) => shownText(m).includes('La partie est terminée')));
    const over = emu.announcements(CHANNEL).find((m) => shownText(m).includes('La partie est terminée'))!;
    expect(shownText(over)).toContain('Tous les vaisseaux Solo ont été détruits. Victoire !');
    await waitFor(() => shownText(tracker()).includes('Partie terminée'));
    const log = await emu.command(ALICE, CHANNEL, 'game', {}, 'log');
    const readable = log.message!.attachments.find((a) => a.filename.endsWith('.txt'))!;
    expect(readable.content).toContain('Partie lancée : Solo Alpha v0.2, scénario d’introduction contre Empire galactique.');

    // An English user's own replies are English: the check below finds them.
    const english = await emu.command(CAROL, CHANNEL, 'rules', { topic: 'approach' });
    expect(responseFlags(english)).toBe(64);
    expect(englishLines(shownText(english), names, SHIPS).length).toBeGreaterThan(3);
    const englishPath = `/interactions/${[...emu.interactions.values()].at(-1)!.id}`;

    // Nothing else the bot sent — replies, cards, buttons, the tracker at every edit, announcements, the log file — reads English.
    const sent = sentTexts(since).filter((s) => !s.path.startsWith(englishPath));
    expect(sent.length).toBeGreaterThan(40);
    const files = log.message!.attachments.filter((a) => a.filename.endsWith('.txt')).map((a) => ({ path: a.filename, text: a.content }));
    const english_ = [...sent, ...files].flatMap((s) => englishLines(s.text, names, SHIPS).map((l) => `${s.path}: ${l}`));
    expect(english_).toEqual([]);
  });

  test('a game started without language: takes the server’s (guild_locale fr); its English-speaking starter still reads their own replies in English', async () => {
    const OTHER = '3300000000000000002';
    emu.addChannel({ id: OTHER, guildId: emu.guildId, name: 'serveur-fr' });
    emu.guildLocale = 'fr';
    try {
      const start = await emu.command(CAROL, OTHER, 'game', { faction: 'galactic-empire', seed: 'serveur' }, 'start');
      expect(responseFlags(start)).toBe(0);
      expect(shownText(start)).toContain('Scénario d’introduction contre Empire galactique');
      const refused = await emu.command(CAROL, OTHER, 'activate', { ship: 'Nobody' });
      expect(responseFlags(refused)).toBe(64);
      expect(shownText(refused)).toContain('There is no ship called “Nobody” in this game.');
    } finally {
      emu.guildLocale = 'en-US';
    }
  });

  test('an option error names the option as the French client shows it (échelle, not scale); an English user reads the English name', async () => {
    const ABS = '3300000000000000003';
    emu.addChannel({ id: ABS, guildId: emu.guildId, name: 'abs' });
    const missing = await emu.command(ALICE, ABS, 'abs', { tables: 1 }, 'new');
    expect(responseFlags(missing)).toBe(64);
    expect(shownText(missing)).toBe('⚠️ Option `échelle` manquante : donnez un nombre entier');
    const bad = await emu.command(ALICE, ABS, 'abs', { scale: 'x', tables: 1 }, 'new');
    expect(shownText(bad)).toContain('Option `échelle` incorrecte (x)');
    expect(shownText(await emu.command(CAROL, ABS, 'abs', { tables: 1 }, 'new'))).toContain('Missing `scale`');
  });
});
