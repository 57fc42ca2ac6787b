// Where Discord's OpenAPI description (test/fixtures/discord-api-spec/) is known to lag its own
// documentation, the schema the emulator checks against is corrected here, and only here. Each entry
// names the schema and property it replaces and why; nothing else of the description is changed.

export interface SpecLag {
  /** A schema under `components.schemas`. */
  readonly schema: string;
  readonly property: string;
  /** The property's schema as the documentation describes it. */
  readonly replacement: object;
  readonly why: string;
}

export const SPEC_LAGS: readonly SpecLag[] = [
  {
    schema: 'ApplicationCommandUpdateRequest',
    property: 'default_member_permissions',
    replacement: { type: ['string', 'null'], pattern: '^(0|[1-9][0-9]*)$' },
    why:
      'The description types it as an integer; the documentation ("Application Command Object": "default_member_permissions?: ' +
      '?string, set of permissions represented as a bit set") and discord.js send the bit set as a string of digits, ' +
      'since it does not fit in a double.',
  },
];
