package tutor.rules;

import tutor.rules.state.Move;

/**
 * The rule of a kind of move made beside the decision the game waits for (building, mortgaging, a trade, a claim,
 * calling time): the decision stays as it was unless the move's own effect changes it. Declared by the rule
 * ({@code implements BesideDecision<M>}) rather than written again as an override in each file.
 */
interface BesideDecision<M extends Move> extends MoveRule<M> {

    @Override
    default boolean keepsPending() {
        return true;
    }
}
