/** Default query of the IP restrictions list (spec §9: IP list 10). */
export const IP_RESTRICTIONS_DEFAULTS = { _limit: 10, _offset: 0 } as const;
