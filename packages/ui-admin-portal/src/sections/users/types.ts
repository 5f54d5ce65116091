/** The role fields a picker needs. */
export interface TeamRoleLike {
  id: string;
  key: string;
  name: string;
}
