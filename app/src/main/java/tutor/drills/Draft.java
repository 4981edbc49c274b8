package tutor.drills;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tutor.rules.Referee;
import tutor.rules.state.Estates;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Outcome;
import tutor.rules.state.Roll;
import tutor.rules.state.Table;
import tutor.rules.state.Transfer;

/**
 * A drill being written: the position as the file sets it up, the moves of its script ruled again
 * from there (so every number it asks about is what the referee rules on the file itself), and the
 * script's move steps. The question makers read it and add the words.
 */
final class Draft {

    final Table table;
    final GameState start;
    /** One ruling per scripted move, in order; the last is the decisive one. */
    final List<Outcome> outcomes;
    /** The script's move steps, {@code {move: {player: Ann, do: roll-dice}}}, one per outcome. */
    final List<Object> moveSteps;
    final DrillWords w;
    final Referee referee = new Referee();

    Draft(Table table, GameState start, List<Outcome> outcomes, List<Object> moveSteps) {
        this.table = table;
        this.start = start;
        this.outcomes = List.copyOf(outcomes);
        this.moveSteps = List.copyOf(moveSteps);
        this.w = new DrillWords(table);
    }

    Outcome decisive() {
        return outcomes.get(outcomes.size() - 1);
    }

    /** The position the decisive move is made in. */
    GameState before() {
        return decisive().before();
    }

    GameState after() {
        return decisive().after();
    }

    int mover() {
        return decisive().move().player();
    }

    /** The move steps before the decisive one. */
    List<Object> leadIn() {
        return moveSteps.subList(0, moveSteps.size() - 1);
    }

    Object decisiveStep() {
        return moveSteps.get(moveSteps.size() - 1);
    }

    /** Money one holder paid out in the decisive ruling (to anyone; {@code rule} null for every rule). */
    int paid(int from, String rule) {
        int sum = 0;
        for (Transfer t : decisive().ledger()) {
            if (t.from() == from && (rule == null || t.ruleId().equals(rule))) {
                sum += t.amount();
            }
        }
        return sum;
    }

    /** Money one holder paid another in the decisive ruling. */
    int paidTo(int from, int to) {
        int sum = 0;
        for (Transfer t : decisive().ledger()) {
            if (t.from() == from && t.to() == to) {
                sum += t.amount();
            }
        }
        return sum;
    }

    Event.RentPaid rent() {
        for (Event e : decisive().events()) {
            if (e instanceof Event.RentPaid r) {
                return r;
            }
        }
        return null;
    }

    /** The last throw of the decisive ruling, or null. */
    Roll roll() {
        Roll last = null;
        for (Event e : decisive().events()) {
            if (e instanceof Event.DiceRolled d) {
                last = d.roll();
            }
        }
        return last;
    }

    DrillWords.Say dice(Roll r) {
        return lang -> r.singleDie() ? Integer.toString(r.die1()) : tutor.text.Texts.of("drills", lang).get("dice.pair", r.die1(), r.die2());
    }

    /** A check of each named player's cash after the decisive move, and anything else the theme adds. */
    Map<String, Object> check(int... seats) {
        Map<String, Object> cash = new LinkedHashMap<>();
        for (int seat : seats) {
            if (seat >= 0 && seat != Estates.BANK) {
                cash.put(table.name(seat), after().player(seat).cash());
            }
        }
        Map<String, Object> check = new LinkedHashMap<>();
        check.put("cash", cash);
        return check;
    }

    static Map<String, Object> step(String kind, Object body) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(kind, body);
        return m;
    }

    /** The script: the lead-in moves, then {@code rest}. */
    List<Object> script(Object... rest) {
        List<Object> out = new ArrayList<>(leadIn());
        for (Object o : rest) {
            out.add(o);
        }
        return out;
    }

    boolean isRoll() {
        return Referee.movesByTheThrow(decisive().move());
    }
}
