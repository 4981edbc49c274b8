package tutor.drills;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import tutor.data.Bundle;
import tutor.rules.Referee;
import tutor.rules.state.Event;
import tutor.rules.state.GameState;
import tutor.rules.state.Move;
import tutor.rules.state.Outcome;
import tutor.rules.state.Pending;
import tutor.rules.state.Roll;
import tutor.rules.state.Ruling;
import tutor.scenario.MoveDocument;
import tutor.scenario.PositionDocument;
import tutor.scenario.Scenario;
import tutor.scenario.ScenarioLoader;
import tutor.scenario.ScenarioRunner;
import tutor.scenario.ScenarioWriter;
import tutor.scenario.ScriptStep;
import tutor.trace.RecordingTracer;

/**
 * Turns a mined moment into a drill file: the position as a scenario sets it up (with the throws of
 * its moves scripted), the moves written out, then the file read back and its moves ruled again from
 * what the file says, so the question's numbers are the referee's ruling on the drill itself. The
 * finished file is loaded and checked like any scenario; a moment that does not survive any of this
 * gives no drill.
 */
public final class DrillMaker {

    /** The topic every drill is filed under. */
    public static final String TOPIC = "drills";

    /** A moment of a game: the rulings from a position a scenario can hold, the last one asking the theme. */
    public record Moment(List<Outcome> outcomes, Theme theme) {
        public Moment {
            outcomes = List.copyOf(outcomes);
        }

        GameState start() {
            return outcomes.get(0).before();
        }
    }

    /** What a set-up may lose and still be the position the drill is about (the replay decides the rest). */
    private static final Set<PositionDocument.Lost> HARMLESS = EnumSet.of(PositionDocument.Lost.PLAYED_CARDS,
            PositionDocument.Lost.MARKS, PositionDocument.Lost.PLAYER_OUT, PositionDocument.Lost.DEBT_RULE);

    private final ScenarioLoader loader;
    private final ScenarioRunner runner = new ScenarioRunner();
    private final Referee referee = new Referee();

    public DrillMaker() {
        this.loader = new ScenarioLoader(Bundle.get(), "en");
    }

    /** Whether a scenario's set-up can hold this position (cheap tests first; the document decides). */
    static boolean holdable(GameState s) {
        if (s.doubles() != 0 || s.rollAgain() || !s.claims().isEmpty() || !s.requests().isEmpty()) {
            return false;
        }
        Pending p = s.pending();
        boolean kind = p instanceof Pending.AwaitRoll || p instanceof Pending.TurnOver || p instanceof Pending.BuyDecision
                || p instanceof Pending.TaxChoice || p instanceof Pending.Debt;
        return kind && p.actor() == s.current() && HARMLESS.containsAll(PositionDocument.of(s).lost());
    }

    /** The set-up and moves as the file writes them, and their hash: the moment's identity. */
    record Written(Map<String, Object> tree, List<Object> moveSteps, String hash) { }

    static Written write(Moment m) {
        GameState start = m.start();
        PositionDocument.Result doc = PositionDocument.of(start);
        Map<String, Object> tree = new LinkedHashMap<>(doc.keys());
        @SuppressWarnings("unchecked")
        Map<String, Object> setup = new LinkedHashMap<>((Map<String, Object>) tree.get("setup"));
        @SuppressWarnings("unchecked")
        Map<String, Object> players = new LinkedHashMap<>((Map<String, Object>) setup.get("players"));
        for (int seat = 0; seat < start.players().size(); seat++) {
            if (start.player(seat).out()) {
                players.remove(start.player(seat).name());
            }
        }
        setup.put("players", players);
        setup.remove("seed");
        trimDecks(setup, m.outcomes());
        List<Object> dice = new ArrayList<>();
        for (Outcome o : m.outcomes()) {
            for (Event e : o.events()) {
                if (e instanceof Event.DiceRolled d) {
                    Roll r = d.roll();
                    dice.add(r.singleDie() ? List.of(r.die1()) : List.of(r.die1(), r.die2()));
                }
            }
        }
        if (dice.isEmpty()) {
            setup.remove("dice");
        } else {
            setup.put("dice", dice);
        }
        tree.put("setup", setup);
        MoveDocument moves = new MoveDocument(start.table());
        List<Object> steps = new ArrayList<>();
        for (Outcome o : m.outcomes()) {
            steps.add(Draft.step("move", moves.withPlayer(o.move())));
        }
        Map<String, Object> identity = new LinkedHashMap<>(tree);
        identity.put("script", steps);
        return new Written(tree, steps, hash(ScenarioWriter.write(identity)));
    }

    /**
     * Keeps on top of each deck only the cards the moves draw: the rest of the order does not touch the
     * drill (the replay would show it if it did), and a file that names fourteen cards reads as noise.
     */
    @SuppressWarnings("unchecked")
    private static void trimDecks(Map<String, Object> setup, List<Outcome> outcomes) {
        Object decks = setup.get("decks");
        if (!(decks instanceof Map)) {
            return;
        }
        Map<String, Integer> drawn = new LinkedHashMap<>();
        for (Outcome o : outcomes) {
            for (Event e : o.events()) {
                if (e instanceof Event.CardDrawn c) {
                    drawn.merge(c.deckId(), 1, Integer::sum);
                }
            }
        }
        Map<String, Object> kept = new LinkedHashMap<>();
        ((Map<String, Object>) decks).forEach((deck, cards) -> {
            List<Object> list = (List<Object>) cards;
            int k = Math.min(list.size(), drawn.getOrDefault(deck, 0));
            if (k > 0) {
                kept.put(deck, new ArrayList<>(list.subList(0, k)));
            }
        });
        if (kept.isEmpty()) {
            setup.remove("decks");
        } else {
            setup.put("decks", kept);
        }
    }

    static String hash(String canonical) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(canonical.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A drill written again from its own file: the same position and moves (a decision asked for is
     * its first expected move), worded and ruled as the tutor words and rules them now. The id is kept.
     * Empty when the file is not a drill or no longer makes one (a ruling changed under it).
     */
    @SuppressWarnings("unchecked")
    public Optional<Drill> remake(String text) {
        Map<String, Object> file = (Map<String, Object>) ScenarioWriter.tree(new tutor.data.YamlNodes("drill.yaml")
                .parse(new StringReader(text)));
        Optional<Theme> theme = Theme.byId(String.valueOf(file.get("theme")));
        if (theme.isEmpty() || !(file.get("script") instanceof List<?> script)) {
            return Optional.empty();
        }
        Map<String, Object> tree = new LinkedHashMap<>();
        for (String key : List.of("ruleset", "overrides", "setup")) {
            if (file.containsKey(key)) {
                tree.put(key, file.get(key));
            }
        }
        List<Object> moves = new ArrayList<>();
        for (Object s : script) {
            Map<String, Object> step = (Map<String, Object>) s;
            if (step.containsKey("move")) {
                moves.add(Draft.step("move", step.get("move")));
            } else if (step.containsKey("ask")) {
                Map<String, Object> ask = (Map<String, Object>) step.get("ask");
                Object first = ((List<Object>) ask.get("expect")).get(0);
                Map<String, Object> move = new LinkedHashMap<>();
                move.put("player", ask.get("player"));
                if (first instanceof Map<?, ?> fields) {
                    move.putAll((Map<String, Object>) fields);
                } else {
                    move.put("do", first);
                }
                moves.add(Draft.step("move", move));
            }
        }
        String id = String.valueOf(file.get("id"));
        return make(new Written(tree, moves, id.substring(id.lastIndexOf('-') + 1)), theme.get());
    }

    /** The drill a moment makes, or empty when it does not make a fair one. */
    public Optional<Drill> make(Moment m) {
        return make(write(m), m.theme());
    }

    Optional<Drill> make(Written w, Theme theme) {
        Map<String, Object> first = new LinkedHashMap<>();
        first.put("id", "drill-" + theme.id + "-" + w.hash());
        first.put("title", "drill");
        first.put("topic", TOPIC);
        first.putAll(w.tree());
        first.put("goal", "drill");
        first.put("script", w.moveSteps());
        ScenarioLoader.LoadResult loaded = loader.load("drill.yaml", new StringReader(ScenarioWriter.write(first)));
        if (!loaded.loaded()) {
            return Optional.empty();
        }
        Scenario sc = loaded.scenario();
        List<Outcome> outcomes = new ArrayList<>();
        GameState s = sc.start();
        for (ScriptStep step : sc.steps()) {
            Move move = ((ScriptStep.Play) step).move();
            Ruling r = referee.apply(s, move, new RecordingTracer());
            if (!(r instanceof Ruling.Applied a)) {
                return Optional.empty();
            }
            outcomes.add(a.outcome());
            s = a.outcome().after();
        }
        if (outcomes.isEmpty() || !Theme.of(outcomes.get(outcomes.size() - 1)).contains(theme)) {
            return Optional.empty();
        }
        Draft d = new Draft(sc.table(), sc.start(), outcomes, w.moveSteps());
        Optional<Composed> composed = compose(theme, d);
        if (composed.isEmpty()) {
            return Optional.empty();
        }
        Composed c = composed.get();
        int level = level(c.base(), d);
        String id = "drill-" + theme.id + "-" + w.hash();
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("id", id);
        tree.put("title", c.title());
        tree.put("topic", TOPIC);
        tree.put("theme", theme.id);
        tree.put("level", level);
        tree.putAll(w.tree());
        tree.put("goal", c.goal());
        List<Object> script = new ArrayList<>();
        script.add(Draft.step("narrate", c.narrate()));
        script.addAll(c.script());
        tree.put("script", script);
        String text = ScenarioWriter.write(tree);
        ScenarioLoader.LoadResult back = loader.load(id + ".yaml", new StringReader(text));
        if (!back.loaded() || !runner.run(back.scenario()).passed()) {
            return Optional.empty();
        }
        return Optional.of(new Drill(id, theme, sc.rulesetId(), level, w.hash(), text));
    }

    private static Optional<Composed> compose(Theme theme, Draft d) {
        return switch (theme) {
            case JAIL_FORCED_FINE -> MoneyQuestions.forcedFine(d);
            case BANKRUPTCY_MORTGAGES -> MoneyQuestions.bankruptcyInterest(d);
            case HOTEL_BREAKDOWN -> MoneyQuestions.hotelBreakdown(d);
            case BUILDING_SHORTAGE -> MoneyQuestions.buildingShortage(d);
            case TAXES -> MoneyQuestions.taxes(d);
            case CARD_MOVES -> MoneyQuestions.cardMoves(d);
            case GROUP_RENT, MORTGAGED_LOT_RENT, BUILDING_RENT, OWNER_IN_JAIL, RAILROADS_UTILITIES -> RentQuestions.rent(d, theme);
            case INCOME_TAX_CHOICE -> RentQuestions.incomeTax(d);
            case JAIL_DOUBLES -> DecisionQuestions.jailDoubles(d);
            case THREE_DOUBLES -> DecisionQuestions.threeDoubles(d);
            case AUCTION -> DecisionQuestions.auction(d);
            case JAIL_CHOICES -> DecisionQuestions.jailChoices(d);
            case RAISE_MONEY -> DecisionQuestions.raiseMoney(d);
        };
    }

    /**
     * How hard the drill is: the theme's own difficulty, one more for a deep ruling (many steps, or a
     * chain of rules) or a long script to follow, one less for a plain ruling of few steps.
     */
    static int level(int base, Draft d) {
        var steps = d.decisive().trace().flatten();
        int rules = d.decisive().trace().ruleIds().size();
        int level = base;
        if (steps.size() >= 12 || rules >= 7 || d.outcomes.size() >= 3) {
            level++;
        } else if (steps.size() <= 4 && rules <= 3) {
            level--;
        }
        return Math.max(1, Math.min(3, level));
    }
}
