// The security-centre calls (`GET` recommendations and insights) send no payload: nothing to validate.
export {};
