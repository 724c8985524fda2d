/**
 * A value an L2 construct computes at synth time, from state that may still change after
 * construction (regions added later, a removal policy applied by an aspect).
 *
 * Unlike `Lazy.anyValue`, it records no creation stack: cdktn captures a full stack trace for
 * every `Lazy`, which costs more than rendering the value itself when a stack holds thousands of
 * clusters. Nothing in this file is part of the public API.
 */
import { IResolvable, IResolveContext, Token } from 'cdktn';

class Deferred implements IResolvable {
  public readonly creationStack: string[] = [];
  constructor(private readonly produce: () => unknown) {}

  public resolve(_context: IResolveContext): unknown {
    return this.produce();
  }

  public toString(): string {
    return Token.asString(this);
  }
}

/** A token that resolves to what `produce` returns, typed as whatever the target field needs. */
export function deferred<T = any>(produce: () => unknown): T {
  return new Deferred(produce) as unknown as T;
}
