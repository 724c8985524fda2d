/**
 * Literal secrets an L1's owner answers: the L1 marks a field sensitive for every value it may hold,
 * while the L2 that builds it knows what it writes there (an AWS account id in the authentication key
 * of a Fabric connection is no secret; an Azure service key is one). The owner declares, before it
 * builds its L1, the one field path whose literal it answers for, with its reason; the renderer
 * (render.ts, and secret-tokens.ts for a token that resolves to a literal) then adds no
 * `terrain:literal-secret` warning for that path of that L1. Every other sensitive field still warns.
 * The fuzz oracle reads the declarations through `literalSecretAnswer`. Not part of the public API.
 */
import { IConstruct } from 'constructs';

/** Owner → the construct id of its L1 → field path (the renderer's, `zSide.accessPoint.authenticationKey`) → reason. */
const ANSWERS = new WeakMap<IConstruct, Map<string, Map<string, string>>>();

/**
 * Declares that `owner` answers for the literal in the sensitive field `path` of its child L1 `l1Id`,
 * which it is about to build: that field of that L1 gets no `terrain:literal-secret` warning.
 * Called before the L1 exists, since the L1 warns while it renders its config.
 * @param owner the L2
 * @param l1Id the construct id of the L1, e.g. `Default`
 * @param path the field path as the renderer reports it (construct names; `[0]` for a list item, none for a single block)
 * @param reason why the literal is no secret, for readers and the fuzz oracle
 */
export function answerLiteralSecret(owner: IConstruct, l1Id: string, path: string, reason: string): void {
  if (typeof l1Id !== 'string' || !l1Id || typeof path !== 'string' || !path || typeof reason !== 'string' || !reason.trim()) {
    throw new Error('answerLiteralSecret: give the L1\'s id, the field path and the reason, each a non-empty string.');
  }
  if (owner.node.tryFindChild(l1Id) !== undefined) {
    throw new Error(`answerLiteralSecret: ${owner.node.path}/${l1Id} exists already and has warned: answer for its literal before building it.`);
  }
  let byL1 = ANSWERS.get(owner);
  if (!byL1) ANSWERS.set(owner, byL1 = new Map());
  let byPath = byL1.get(l1Id);
  if (!byPath) byL1.set(l1Id, byPath = new Map());
  byPath.set(path, reason);
}

/** The reason the owner of `l1` gave for the literal at `path` (`answerLiteralSecret`), or undefined when nobody answered it. */
export function literalSecretAnswer(l1: IConstruct, path: string): string | undefined {
  const owner = l1.node.scope;
  return owner === undefined ? undefined : ANSWERS.get(owner)?.get(l1.node.id)?.get(path);
}
