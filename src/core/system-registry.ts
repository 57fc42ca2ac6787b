import type { AnyCampaignSystem, AnyGameSystem } from './system.ts';

/** The systems this bot plays, by id. */
export class SystemRegistry {
  private readonly games = new Map<string, AnyGameSystem>();
  private readonly campaigns = new Map<string, AnyCampaignSystem>();

  constructor(games: readonly AnyGameSystem[], campaigns: readonly AnyCampaignSystem[] = []) {
    for (const s of games) {
      if (this.games.has(s.id)) throw new Error(`two game systems are called ${s.id}`);
      this.games.set(s.id, s);
    }
    for (const c of campaigns) {
      if (this.campaigns.has(c.id)) throw new Error(`two campaign systems are called ${c.id}`);
      this.campaigns.set(c.id, c);
    }
  }

  game(id: string): AnyGameSystem {
    const s = this.games.get(id);
    if (!s) throw new Error(`a stored game is of system "${id}", which this bot does not have`);
    return s;
  }

  campaign(id: string): AnyCampaignSystem {
    const s = this.campaigns.get(id);
    if (!s) throw new Error(`a stored campaign is of system "${id}", which this bot does not have`);
    return s;
  }

  /** The registered system's check of a decoded campaign (commands may hold the system without it). */
  checkCampaign(id: string, state: unknown): void {
    this.campaigns.get(id)?.check?.(state);
  }
}
