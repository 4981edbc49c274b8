package tutor.scenario;

import java.util.List;

/**
 * The canonical layout of a scenario file: for each kind of mapping, the order its keys are written
 * in (as scenarios/README.md lists them), and whether it always takes one entry per line (a
 * <em>frame</em>: the scenario, its set-up, the script and its steps) or goes on one line when it
 * fits ({@code {deeds: [Park Place, Boardwalk]}}). A mapping whose keys are names (players, deeds in
 * a check, overrides) keeps the file's order: the players' order is their seating.
 */
enum ScenarioLayout {

    SCENARIO(true, "id", "title", "topic", "theme", "level", "ruleset", "overrides", "compare", "rulesets-agree", "goal", "sources",
            "setup", "script"),
    /** A learner's text: plain English, or a mapping by language. */
    TEXT(true, "en", "fr", "ru"),
    /** A list of learner's texts (hints, choices): one per line. */
    TEXTS(true),
    SETUP(true, "players", "deal", "decks", "dice", "seed", "turn", "doubles", "throw-again", "pending", "pot", "direction", "turn-order", "owners-ask-for-rent"),
    PLAYERS(true),
    PLAYER(false, "cash", "at", "in-jail", "cards", "deeds"),
    DEEDS(false),
    DEED(false, "name", "houses", "hotel", "mortgaged"),
    DEAL(true),
    PENDING(false, "buy", "arrived", "auction", "tax-choice", "debt"),
    DEBT(false, "to", "amount"),
    AUCTION(false, "deed", "opener", "bidders", "passed", "high", "bidder"),
    SCRIPT(true),
    STEP(true, "narrate", "ask", "move", "question", "check"),
    ASK(true, "player", "prompt", "expect", "feedback", "wrong", "hints"),
    QUESTION(true, "prompt", "choices", "answer", "unit", "explain", "wrong", "hints"),
    WRONG_MOVES(true),
    WRONG_MOVE(true, "move", "why", "rule"),
    WRONG_ANSWERS(true),
    WRONG_ANSWER(true, "amount", "choice", "why", "rule"),
    MOVES(false),
    MOVE(false, "player", "do", "deed", "amount", "count", "as", "space", "card", "to", "price", "with", "gives", "gets",
            "loan", "free-rent", "refused-by"),
    TERMS(false, "cash", "deeds", "cards"),
    FREE_RENT(false, "deed", "turns"),
    CHECK(true, "cash", "position", "owner", "houses", "hotel", "mortgaged", "in-jail", "out", "jail-cards", "bank-houses",
            "bank-hotels", "turn", "winner", "pending", "pot", "top-card", "bottom-card", "direction"),
    /** Anything else: names as keys in the file's order, on one line when it fits. */
    FREE(false);

    /** True for a frame: one entry per line whatever its length. */
    final boolean frame;
    /** The keys in the order they are written; empty for a mapping of names (file order). */
    final List<String> keys;

    ScenarioLayout(boolean frame, String... keys) {
        this.frame = frame;
        this.keys = List.of(keys);
    }

    /** The layout of the value under a key of this mapping. */
    ScenarioLayout child(String key) {
        return switch (this) {
            case SCENARIO -> switch (key) {
                case "title", "goal" -> TEXT;
                case "setup" -> SETUP;
                case "script" -> SCRIPT;
                default -> FREE;
            };
            case SETUP -> switch (key) {
                case "players" -> PLAYERS;
                case "deal" -> DEAL;
                case "pending" -> PENDING;
                default -> FREE;
            };
            case PLAYERS -> PLAYER;
            case PLAYER -> key.equals("deeds") ? DEEDS : FREE;
            case PENDING -> key.equals("debt") ? DEBT : key.equals("auction") ? AUCTION : FREE;
            case STEP -> switch (key) {
                case "narrate" -> TEXT;
                case "ask" -> ASK;
                case "move" -> MOVE;
                case "question" -> QUESTION;
                case "check" -> CHECK;
                default -> FREE;
            };
            case ASK -> switch (key) {
                case "prompt", "feedback" -> TEXT;
                case "expect" -> MOVES;
                case "wrong" -> WRONG_MOVES;
                case "hints" -> TEXTS;
                default -> FREE;
            };
            case QUESTION -> switch (key) {
                case "prompt", "explain" -> TEXT;
                case "choices", "hints" -> TEXTS;
                case "wrong" -> WRONG_ANSWERS;
                default -> FREE;
            };
            case WRONG_MOVE -> switch (key) {
                case "move" -> MOVE;
                case "why" -> TEXT;
                default -> FREE;
            };
            case WRONG_ANSWER -> key.equals("why") ? TEXT : FREE;
            case MOVE -> switch (key) {
                case "gives", "gets" -> TERMS;
                case "free-rent" -> FREE_RENT;
                default -> FREE;
            };
            default -> FREE;
        };
    }

    /** The layout of the items of a list in this place. */
    ScenarioLayout item() {
        return switch (this) {
            case TEXTS -> TEXT;
            case DEEDS -> DEED;
            case SCRIPT -> STEP;
            case WRONG_MOVES -> WRONG_MOVE;
            case WRONG_ANSWERS -> WRONG_ANSWER;
            case MOVES -> MOVE;
            default -> FREE;
        };
    }
}
