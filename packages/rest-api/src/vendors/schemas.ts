// The vendors domain has one call, `GET /vendors/public`, which sends no payload: nothing to validate.
export {};
