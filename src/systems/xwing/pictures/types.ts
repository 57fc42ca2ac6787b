// Plain input shapes for the pictures. They are declared here rather than imported from the engine so
// the renderer stays a leaf module: callers map their own results onto these.

export type DefenseFace = 'evade' | 'focus' | 'blank';
export type AttackFace = 'crit' | 'hit' | 'focus' | 'blank';

export type Bearing = 'straight' | 'bank' | 'turn' | 'koiogran-turn' | 'segnors-loop' | 'tallon-roll' | 'stationary' | 'reverse-straight' | 'reverse-bank';

export type Direction = 'left' | 'right';
export type Difficulty = 'white' | 'red' | 'blue' | 'purple';

export type ManeuverPicture = {
  speed: number;
  bearing: Bearing;
  /** null for bearings that take no direction; for one that does, null draws it turning right (see ApproachCell.relative). */
  direction: Direction | null;
  difficulty: Difficulty;
};

export type Marker = 'offensive' | 'balanced' | 'defensive' | 'recovery';

export type ActionPicture = {
  /** e.g. 'focus', 'barrel-roll', 'boost', 'lock', 'evade', 'rotate-arc', 'reload', 'cloak', 'coordinate', 'jam', 'slam', 'calculate', 'reinforce'. */
  name: string;
  red: boolean;
  linked?: { name: string; red: boolean };
};

export type ActivationPicture = {
  /** The ship's name, printed across the top so a player on a phone sees whose card it is. */
  name?: string;
  /** The defense face the chart was read with; null when the ship is ionized and rolls nothing. */
  defense: DefenseFace | null;
  /** The face as rolled, when a change (step 3B, an exception) made the chart be read with another: drawn small beside. */
  rolledDefense?: DefenseFace;
  attack: AttackFace | null;
  maneuver: ManeuverPicture;
  /** The attitude marker after the activation; null draws no token. */
  marker: Marker | null;
  /** The alternatives of the action line the card leads with, in order of preference (drawn with a slash between). */
  actions: ActionPicture[];
  /**
   * The lines the card gives after "otherwise", each with its alternatives. When present, the first line is marked
   * as conditional and each of these as the fallback, so a player never reads a conditional action as the one taken.
   */
  otherwise?: ActionPicture[][];
  /** The branch words, in the card's language (English when absent). */
  branchLabels?: { when: string; otherwise: string };
};

export type Chart = 'bullseye' | 'front' | 'side' | 'rear';
export type SheetLabel = Chart | 'tally' | 'obstacle' | 'mirror';

export type ApproachCell = {
  /** null when the sheet cannot name a maneuver for this roll: the cell shows an "ask" mark. */
  maneuver: ManeuverPicture | null;
  /**
   * For entries read "towards/away from the tally/obstacle": the object is drawn on the side the maneuver turns to
   * (towards) or from (away), so the player mirrors the picture when the object is on the other side.
   */
  relative?: { sense: 'towards' | 'away'; object: 'tally' | 'obstacle' };
  /** A short exception note printed under the symbol (up to two lines; longer notes are cut). */
  note?: string;
};

export type ApproachSheet = {
  title: string;
  cells: Record<Chart, Record<DefenseFace, Record<AttackFace, ApproachCell>>>;
  /** Chart headings and the legend's words (tally, obstacle, and the hint to mirror); English when absent. */
  labels?: Partial<Record<SheetLabel, string>>;
};

export type RenderOptions = {
  /** The family alias the symbol font was registered under (tests pass a missing alias to see the fallback). */
  symbolFamily?: string;
};
