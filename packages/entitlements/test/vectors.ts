// Typed access to the shared JSON test vectors, so every suite reads the same cases another implementation can run.
import attributesFile from '../test-vectors/attributes.json';
import featuresFile from '../test-vectors/features.json';
import flagsFile from '../test-vectors/flags.json';
import guardFile from '../test-vectors/guard.json';
import operatorsFile from '../test-vectors/operators.json';
import permissionEntitlementsFile from '../test-vectors/permission-entitlements.json';
import permissionsFile from '../test-vectors/permissions.json';
import type {
  Attributes,
  Condition,
  EntitlementQuery,
  EntitlementResult,
  FeatureFlag,
  GuardRequirement,
  GuardSubject,
  TokenClaims,
  Treatment,
  UserEntitlementsState,
} from '../src/index';

/** One vector file: a description of how to run it and named cases. */
export interface VectorFile<Case> {
  description: string;
  cases: (Case & { name: string })[];
}

export interface PermissionCase { held: string[]; key: string; expected: boolean }
export interface GuardCase { subject: GuardSubject; required: GuardRequirement; expected: boolean }
export interface OperatorCase {
  condition: Condition;
  attributes: Attributes;
  expected: boolean;
  tag?: 'missing-attribute' | 'malformed-payload' | 'wrong-kind';
}
export interface FlagCase { flag: FeatureFlag; attributes: Attributes; expected: Treatment }
export interface EntitlementCase {
  state: UserEntitlementsState;
  query: EntitlementQuery;
  attributes: Attributes;
  now: number;
  expected: EntitlementResult;
}
export interface AttributeCase { custom: Attributes | null; token: TokenClaims | null; expected: Attributes }

// JSON imports are typed loosely (e.g. treatments as string); the casts name the shape the files follow.
export const vectors = {
  permissions: permissionsFile as VectorFile<PermissionCase>,
  guard: guardFile as VectorFile<GuardCase>,
  operators: operatorsFile as unknown as VectorFile<OperatorCase>,
  flags: flagsFile as unknown as VectorFile<FlagCase>,
  features: featuresFile as unknown as VectorFile<EntitlementCase>,
  'permission-entitlements': permissionEntitlementsFile as unknown as VectorFile<EntitlementCase>,
  attributes: attributesFile as unknown as VectorFile<AttributeCase>,
};
