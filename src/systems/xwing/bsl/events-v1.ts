import { ASSETS } from './data/assets.ts';
import { ASSET_IDS, SQUADRON_CARDS, type AssetId, type Note, type Side, type SquadronCard } from './model.ts';

// Version 1 of the campaign's events stored the asset step's reminders as English sentences
// (`assets-resolved.notes`). Version 2 stores them as data (`noteSchema`); this reads a version 1
// sentence back into its note once, when an old database or export file is read. A sentence of
// no known form stays as written (`text`). A reward's `reason` phrase becomes its fields.

const assetId = (word: string): AssetId | undefined =>
  (ASSET_IDS as readonly string[]).includes(word) ? (word as AssetId) : ASSETS.find((a) => a.name === word)?.id;
const card = (word: string | undefined): SquadronCard | undefined =>
  (SQUADRON_CARDS as readonly string[]).includes(word ?? '') ? (word as SquadronCard) : undefined;
const cardList = (words: string): SquadronCard[] | undefined => {
  const cards = words.split(', ').map((w) => card(w.replace('#', '')));
  return cards.every(Boolean) ? (cards as SquadronCard[]) : undefined;
};
/** The munitions Additional Supplies gives (§7.2, C62), by the name version 1 wrote. */
const MUNITIONS: Readonly<Record<string, string>> = {
  'Proton Torpedoes': 'protontorpedoes',
  'Concussion Missiles': 'concussionmissiles',
  'Proximity Mines': 'proximitymines',
};

const FORMS: readonly [RegExp, (...m: string[]) => Note | undefined][] = [
  [
    /^(Players|AI): (.+?) — (.+)$/s,
    (who, name) => {
      const a = assetId(name!);
      return a && { k: 'effect', side: (who === 'AI' ? 'ai' : 'players') as Side, asset: a };
    },
  ],
  [
    /^Double Agent: (.+) acts for the (players|AI)$/,
    (a, who) => {
      const id = assetId(a!);
      return id && { k: 'turned', asset: id, owner: who === 'AI' ? 'ai' : 'players' };
    },
  ],
  [/^Sabotage: (.+) \(#(\d+)\) is DAMAGED for this game$/, (ship, c) => card(c) && { k: 'sabotage', ship: ship === 'nothing' ? null : ship!, card: card(c)! }],
  [/^Supply Shortage: squadron #(\d+) may not use torpedo, missile or device upgrades$/, (c) => card(c) && { k: 'shortage', card: card(c)! }],
  [
    /^Additional Supplies \(#(\d+)\): (.+)$/,
    (c, got) => {
      if (!card(c)) return undefined;
      if (got === 'no empty slot') return { k: 'supplies', card: card(c)!, got: [] };
      const items = got!.split(', ').map((x) => {
        const [ship, ...name] = x.split(' ');
        const upgrade = MUNITIONS[name.join(' ')];
        return ship && upgrade ? { ship, upgrade } : undefined;
      });
      return items.every(Boolean) ? { k: 'supplies', card: card(c)!, got: items as { ship: string; upgrade: string }[] } : undefined;
    },
  ],
  [
    /^Fleet Intelligence: the (AI’s|players’) cards are (.+)$/,
    (whose, cs) => {
      const cards = cardList(cs!);
      return cards && { k: 'intel-cards', whose: whose === 'AI’s' ? 'ai' : 'players', cards };
    },
  ],
  [/^Fleet Intelligence: the AI exchanges #(\d+) for #(\d+)$/, (a, b) => card(a) && card(b) && { k: 'intel-exchange', out: card(a)!, inn: card(b)! }],
  [/^Disrupted Command: the AI forces #(\d+) out for #(\d+)$/, (a, b) => card(a) && card(b) && { k: 'disrupt-forced', seen: card(a)!, swap: card(b)! }],
  [/^Disrupted Command: the AI’s #(\d+) is revealed; it may be swapped for another of its cards$/, (a) => card(a) && { k: 'disrupt-offered', seen: card(a)! }],
  [
    /^(.+) cancels (.+)$/,
    (x, y) => {
      const [a, b] = [assetId(x!), assetId(y!)];
      return a && b && { k: 'cancels', asset: a, cancelled: b };
    },
  ],
];

/** A version 1 reminder as a note. */
export function noteOfV1(text: string): Note {
  for (const [re, read] of FORMS) {
    const m = re.exec(text);
    if (m) return read(...m.slice(1)) ?? { k: 'text', text };
  }
  return { k: 'text', text };
}

const RESULTS: Readonly<Record<string, string>> = { victory: 'V', defeat: 'D', draw: 'draw' };

/** Brings a campaign event stored at `fromVersion` up to the current version. */
export function upgradeBslEvent(event: unknown, fromVersion: number): unknown {
  // 2 → 3 is additive: nothing to change.
  if (fromVersion >= 2) return event;
  const e = event as { t?: unknown; notes?: unknown; step?: { t?: unknown; reason?: unknown } };
  if (e.t === 'assets-resolved' && Array.isArray(e.notes)) return { ...e, notes: e.notes.map((n: unknown) => (typeof n === 'string' ? noteOfV1(n) : n)) };
  // A reward's reason was one phrase, `victory standard #2`: its result, type and card.
  const m = e.t === 'post-game-step' && e.step?.t === 'fp-awarded' ? /^(victory|defeat|draw) (recon|standard|epic) #(\d+)$/.exec(String(e.step.reason)) : null;
  if (m) {
    const { reason: _reason, ...step } = e.step!;
    return { ...e, step: { ...step, result: RESULTS[m[1]!], type: m[2], card: m[3] } };
  }
  return event;
}
