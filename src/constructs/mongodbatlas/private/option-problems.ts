/**
 * The problems of a variant's options, found with field paths inside the options (`username`) by
 * the kit's checks (`required`, `wholeNumberOf`, ...), and reported under the field where the
 * variant was passed (`authentication.username`); with the advice (what only the provider's
 * documentation states), by warning id, which the binding construct warns. Not part of the public
 * API.
 */
import { advise, BindContext, Problems } from '../../../core/l2';

/** Problems whose fields are paths inside a variant's options. */
export class OptionProblems extends Problems {
  private readonly advice = new Map<string, OptionProblems>();

  /** @param field where the variant was passed, e.g. `authentication` */
  constructor(private readonly field: string) {
    super(field);
  }

  /**
   * The advice of the warning `warningId` (a rule only the provider's documentation states), in the
   * words of problems: add them to the returned list.
   */
  public adviceOf(warningId: string): Problems {
    let list = this.advice.get(warningId);
    if (!list) this.advice.set(warningId, list = new OptionProblems(this.field));
    return list;
  }

  /** Adds the problems to the bind context, and warns the advice on its construct. */
  public report(ctx: BindContext): void {
    ctx.problems.merge(this);
    for (const [warningId, list] of this.advice) advise(ctx.scope, warningId, list);
  }
}
