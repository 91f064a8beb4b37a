import { Type, type Static } from 'typebox';

// The season file's `publicVote` (issue 28, docs/adr/0014): who may vote, and when a proof-of-work challenge is asked
// for before a code is sent. Thresholds are counts in a sliding window; beyond ANY of them the challenge is required
// (it is never a refusal). They are set so that people voting at a human pace — 200 different people through one
// school's address in an hour — never meet it. The section is optional; a file without it gets DEFAULT_PUBLIC_VOTE.

const Threshold = Type.Object(
  {
    /** More than this many in the window requires the challenge. */
    count: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    minutes: Type.Integer({ minimum: 1, maximum: 1440 }),
  },
  { additionalProperties: false },
);

export const PublicVoteSchema = Type.Object(
  {
    /** How a voter proves who they are: a mobile number only, or a mobile number or an e-mail address. */
    contacts: Type.Optional(Type.Union([Type.Literal('phone'), Type.Literal('phoneOrEmail')])),
    challenge: Type.Optional(
      Type.Object(
        {
          /** Codes asked for from one IP address. */
          perAddress: Type.Optional(Threshold),
          /** Codes asked for from one subnet: the /24 of an IPv4 address, the /48 of an IPv6 one. */
          perSubnet: Type.Optional(Threshold),
          /** Votes cast for one film. */
          perFilm: Type.Optional(Threshold),
          /** Codes asked for on the whole site in one minute. */
          perMinute: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

export type PublicVoteSection = Static<typeof PublicVoteSchema>;
export type ChallengeThreshold = Static<typeof Threshold>;

export interface PublicVotePolicy {
  contacts: 'phone' | 'phoneOrEmail';
  challenge: {
    perAddress: ChallengeThreshold;
    perSubnet: ChallengeThreshold;
    perFilm: ChallengeThreshold;
    perMinute: number;
  };
}

// Justified with numbers in docs/adr/0014 "Challenge under pressure". In short: a school's class of 30 asking for
// codes within three minutes, with one in five pressing "resend", is 36 codes from one address in five minutes —
// under 45; a script at two dozen a minute passes 45 from one address, or 90 from one /24, within four minutes.
export const DEFAULT_PUBLIC_VOTE: PublicVotePolicy = {
  contacts: 'phoneOrEmail',
  challenge: {
    perAddress: { count: 45, minutes: 5 },
    perSubnet: { count: 90, minutes: 5 },
    perFilm: { count: 100, minutes: 10 },
    perMinute: 600,
  },
};

/** The file's policy, each absent part its default. */
export function publicVotePolicy(file: { publicVote?: PublicVoteSection }): PublicVotePolicy {
  const section = file.publicVote ?? {};
  return {
    contacts: section.contacts ?? DEFAULT_PUBLIC_VOTE.contacts,
    challenge: { ...DEFAULT_PUBLIC_VOTE.challenge, ...section.challenge },
  };
}
