package tutor.ui.editor;

import java.util.List;
import tutor.play.EditedPositionActivity;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.scenario.EditionNames;
import tutor.scenario.ScenarioMeaning;

/**
 * The family's table as put to the referee, with the moves asked about it. The last one is kept: asked again while the
 * table is the same, it goes on where it was, and it is saved with the table so the rulings reached come back.
 */
final class AskedTable {

    /** The table last put to the referee (read back at start, or asked this session), or null. */
    private EditedPositionActivity kept;

    /**
     * The table put to the referee: the kept one with its moves if it is this table, else a new one; a token that has
     * just arrived on its square is ruled at once ("Ben has just arrived on Boardwalk": what the family asks is what
     * the square does).
     */
    EditedPositionActivity ask(GameState position, String language) {
        EditedPositionActivity asked = keptFor(position);
        if (asked == null) {
            asked = fresh(position, language);
            if (asked.start().pending() instanceof tutor.rules.state.Pending.Arrived a) {
                asked.act(new Move.Arrive(a.player()));
            }
        }
        kept = asked;
        return asked;
    }

    /** The table kept last time with the moves asked about it replayed (refused ones too, each ruled again). */
    EditedPositionActivity replay(GameState start, List<Move> moves, String language) {
        EditedPositionActivity asked = fresh(start, language);
        moves.forEach(asked::act);
        kept = asked;
        return asked;
    }

    /** The kept table, or null. */
    EditedPositionActivity kept() {
        return kept;
    }

    private EditedPositionActivity keptFor(GameState position) {
        return kept != null && ScenarioMeaning.position(kept.start()).equals(ScenarioMeaning.position(position)) ? kept : null;
    }

    /** A new question, titled in each language the window switches to, as the rest of the table is. */
    private static EditedPositionActivity fresh(GameState position, String language) {
        RuleSet rules = position.rules();
        return new EditedPositionActivity(position, title(rules, language), other -> title(rules, other));
    }

    private static String title(RuleSet rules, String language) {
        return tutor.text.Texts.of("editor", language).get("ask.title", EditionNames.of(rules, language));
    }
}
