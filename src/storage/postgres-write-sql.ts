import type { AggregateRow, AggregateWrite, EventRow, GameRow, GameWrite, Write } from '../core/store.ts';
import { trackerMark } from '../core/store.ts';
import { packArchive } from './archive.ts';
import { campaignInteraction, eventRows, writeHead } from './rows.ts';

// The statements of one write, sent together as one string with the values as literals.

/**
 * A value as an SQL literal, for statements sent together as one string (the simple
 * protocol, which takes no parameters). A string is an E'' literal (backslashes doubled,
 * quotes doubled), read the same whatever the server's standard_conforming_strings says.
 */
export function literal(v: string | number | null): string {
  if (v === null) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
    return String(v);
  }
  return `E'${v.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The id the last row inserted into `table` in this transaction was given. */
const insertedId = (table: 'games' | 'campaigns') => `currval(pg_get_serial_sequence('${table}', 'id'))`;

/**
 * The row's next version. The row is locked, so it cannot have moved from `version`: if it
 * has (a bug), the text cast fails, and with it the transaction, before its COMMIT runs (a
 * string of statements stops at the first error). The failure is never retried.
 */
const nextVersion = (what: 'game' | 'campaign', id: number, version: number) =>
  `CASE version WHEN ${version} THEN ${version + 1} ELSE ('${what} ${id} moved on from version ${version} under the write lock, to ' || version)::integer END`;

function insertEvents(table: 'events' | 'campaign_events', owner: string, rows: readonly EventRow[]): string[] {
  if (!rows.length) return [];
  const key = table === 'events' ? 'game_id' : 'campaign_id';
  const tuples = rows.map((r) => `(${owner}, ${[r.seq, r.batch, r.v, r.data, r.actor, r.interaction, r.at].map(literal).join(', ')})`);
  return [`INSERT INTO ${table} (${key}, seq, batch, v, data, actor, interaction, at) VALUES ${tuples.join(', ')}`];
}

/** The statements of a game's write; `campaignId` is the channel's campaign's id as SQL. `stored`: its log so far, when it is archived. */
export function gameStatements(
  channel: string,
  game: GameRow | null,
  w: GameWrite,
  write: Write,
  campaignId: string,
  now: number,
  stored: readonly EventRow[],
): string[] {
  const out: string[] = [];
  const { lastSeq, recent } = writeHead(game, w, write.interactionId);
  const events = eventRows(w.events, write.actor, write.interactionId, now);
  let id: string;
  if (w.create) {
    if (game) out.push(`UPDATE games SET current = 0 WHERE id = ${literal(game.id)}`);
    if (w.create.inCampaign && campaignId === 'NULL') throw new Error('a game of a campaign needs a campaign in the channel');
    const c = w.create;
    out.push(
      'INSERT INTO games (channel_id, guild_id, owner_id, system, current, version, last_seq, state, state_version, recent, locale, campaign_id, created_at, updated_at, tracker_due) ' +
        `VALUES (${channel}, ${literal(c.guildId)}, ${literal(c.owner)}, ${literal(c.system)}, 1, 1, ${literal(lastSeq)}, ${literal(w.state)}, ${literal(w.stateVersion)}, ` +
        `${literal(JSON.stringify(recent))}, ${literal(c.locale)}, ${c.inCampaign ? campaignId : 'NULL'}, ${literal(now)}, ${literal(now)}, ${literal(trackerMark(w))})`,
    );
    id = insertedId('games');
  } else {
    if (!game) throw new Error('a write without create needs a current game');
    id = literal(game.id);
    out.push(
      `UPDATE games SET version = ${nextVersion('game', game.id, game.version)}, last_seq = ${literal(lastSeq)}, state = ${literal(w.state)}, ` +
        `state_version = ${literal(w.stateVersion)}, recent = ${literal(JSON.stringify(recent))}, locale = ${literal(w.locale ?? game.locale)}, updated_at = ${literal(now)}` +
        // A due mark already set (held by a process, or put off) keeps its time: the edit that follows shows this change.
        (w.trackerDue ? `, tracker_due = CASE WHEN tracker_due = 0 THEN ${literal(trackerMark(w))} ELSE tracker_due END` : '') +
        (w.retire ? ', current = 0' : '') +
        ` WHERE id = ${id}`,
    );
  }
  if (!w.archive) return [...out, ...insertEvents('events', id, events)];
  // A finished game: its whole log, this write's events included, goes into one record, and no live event stays.
  const archive = packArchive([...stored, ...events]);
  out.push(
    `UPDATE games SET archive = decode('${archive.toString('hex')}', 'hex'), state = '', recent = ${literal(JSON.stringify(recent.slice(-4)))} WHERE id = ${id}`,
  );
  if (!w.create) out.push(`DELETE FROM events WHERE game_id = ${id}`);
  return out;
}

/** The statements of a campaign's write, and its id as SQL (for a game of it made in the same write). */
export function campaignStatements(
  channel: string,
  campaign: AggregateRow | null,
  w: AggregateWrite,
  write: Write,
  now: number,
): { sql: string[]; id: string } {
  const out: string[] = [];
  const interaction = campaignInteraction(write);
  const { lastSeq, recent } = writeHead(campaign, w, interaction);
  let id: string;
  if (w.create) {
    if (campaign) out.push(`UPDATE campaigns SET current = 0 WHERE id = ${literal(campaign.id)}`);
    const c = w.create;
    out.push(
      'INSERT INTO campaigns (channel_id, guild_id, owner_id, system, current, version, last_seq, state, state_version, recent, created_at, updated_at) ' +
        `VALUES (${channel}, ${literal(c.guildId)}, ${literal(c.owner)}, ${literal(c.system)}, 1, 1, ${literal(lastSeq)}, ${literal(w.state)}, ${literal(w.stateVersion)}, ` +
        `${literal(JSON.stringify(recent))}, ${literal(now)}, ${literal(now)})`,
    );
    id = insertedId('campaigns');
  } else {
    if (!campaign) throw new Error('a campaign write without create needs a current campaign');
    id = literal(campaign.id);
    out.push(
      `UPDATE campaigns SET version = ${nextVersion('campaign', campaign.id, campaign.version)}, last_seq = ${literal(lastSeq)}, state = ${literal(w.state)}, ` +
        `state_version = ${literal(w.stateVersion)}, recent = ${literal(JSON.stringify(recent))}, updated_at = ${literal(now)}${w.retire ? ', current = 0' : ''} WHERE id = ${id}`,
    );
  }
  return { sql: [...out, ...insertEvents('campaign_events', id, eventRows(w.events, write.actor, interaction, now))], id };
}
