package tutor.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import tutor.rules.edition.Board;
import tutor.rules.edition.CardSet;
import tutor.rules.edition.Localized;
import tutor.rules.edition.RuleSet;
import tutor.rules.state.Table;
import tutor.trace.Rulebook;

/**
 * The boards, card printings, rulesets and rulebook shipped inside the jar, each read once: the English rulebook at
 * start, every other file the first time it is asked for. A file that fails to load is a build error, so a test
 * reads the whole bundle (BundleOnDemandTest).
 */
public final class Bundle {

    static final List<String> BOARDS = List.of("classic-us", "junior", "boutique-us", "classic-fr", "classic-ru");
    /** Each card file with the board its destinations are named on. */
    static final Map<String, String> CARD_SETS = Map.of("decks-us-pre2008", "classic-us", "decks-us-2008", "classic-us",
            "decks-junior", "junior");
    static final List<String> RULESETS = List.of("classic", "modern", "ru-classic", "fr-classic", "fr-fast", "fr-timed", "us-video", "us-short", "us-timed", "seminary", "junior", "boutique");
    static final List<String> HOUSE_RULES = List.of("free-parking-pot", "go-400", "no-auctions", "no-rent-in-jail", "first-lap");

    /** The languages the tutor speaks; English is complete, the others borrow from it what they lack. */
    public static final List<String> LANGUAGES = tutor.text.Texts.LANGUAGES;

    private final Rulebook rulebook;
    /** English step words as read, before the rulebook's own; each other language falls back on them. */
    private final tutor.trace.Words englishWords;
    private final Map<String, Rulebook> rulebooks = new java.util.concurrent.ConcurrentHashMap<>();
    // Each file is read when first asked for (OnDemand): a command that plays one edition reads only its files.
    private final Map<String, Board> boards;
    private final Map<String, CardSet> cardSets;
    private final Map<String, RuleSet> rulesets;
    private final Map<String, tutor.rules.edition.HouseRule> houseRules;
    /** Each language's names of boards and cards, read when the language is first asked for; empty when it has none. */
    private final Map<String, NamesLoader.Names> names = new java.util.HashMap<>();

    private static volatile Bundle instance;

    private Bundle() {
        tutor.trace.Words words = read("tutor/rulebook/en-messages.yaml", (f, r) -> new MessagesLoader().load(f, r));
        rulebook = read("tutor/rulebook/en.yaml", (f, r) -> new RulebookLoader().load(f, r, words));
        rulebooks.put("en", rulebook);
        tutor.text.Money.register("en", words.moneyFormats());
        // Another language's rulebook (most of the bundle's reading) waits until something speaks it:
        // a simulation printed in English never reads the French and Russian ones.
        englishWords = words;
        tutor.text.Money.whenMissing(this::rulebook);
        boards = new OnDemand<>(this, BOARDS, this::readBoard);
        cardSets = new OnDemand<>(this, new java.util.TreeSet<>(CARD_SETS.keySet()).stream().map(f -> f.substring("decks-".length())).toList(),
                this::readCards);
        rulesets = new OnDemand<>(this, RULESETS, this::readRuleset);
        HouseRuleLoader houseLoader = new HouseRuleLoader(rulebook.sources().keySet());
        houseRules = new OnDemand<>(this, HOUSE_RULES, id -> read("tutor/houserules/" + id + ".yaml", houseLoader::load));
    }

    private Board readBoard(String id) {
        Board board = read("tutor/boards/" + id + ".yaml", (f, r) -> new BoardLoader(boards::get).load(f, r));
        return named(id, board.id(), board).withLocalized(Localized.onDemand(lang -> names(lang, NamesLoader.Names::boards, id)));
    }

    /** A card printing, from {@code decks-ID.yaml}, named on its board. */
    private CardSet readCards(String id) {
        Board board = boards.get(CARD_SETS.get("decks-" + id));
        CardSet set = read("tutor/boards/decks-" + id + ".yaml", (f, r) -> new CardSetLoader().load(f, r, board));
        return named(id, set.id(), set).withLocalized(Localized.onDemand(lang -> names(lang, NamesLoader.Names::cards, id)));
    }

    private RuleSet readRuleset(String id) {
        RuleSet rs = read("tutor/rulesets/" + id + ".yaml", new RuleSetLoader(rulebook.sources().keySet(), rulesets::get)::load);
        return named(id, rs.id(), rs);
    }

    private interface Part extends java.util.function.Function<NamesLoader.Names, Map<String, Map<String, String>>> { }

    /** A board's or card printing's names in a language (boards/names-LANG.yaml), read with the first of them asked for. */
    private Map<String, String> names(String lang, Part which, String id) {
        if (!LANGUAGES.contains(lang)) {
            return Map.of();
        }
        NamesLoader.Names n;
        synchronized (this) {
            n = names.get(lang);
            if (n == null) {
                String file = "tutor/boards/names-" + lang + ".yaml";
                n = Bundle.class.getClassLoader().getResource(file) == null ? new NamesLoader.Names(lang, Map.of(), Map.of())
                        : read(file, (f, r) -> new NamesLoader().load(f, r, boards, cardSets));
                names.put(lang, n);
            }
        }
        return which.apply(n).getOrDefault(id, Map.of());
    }

    /** A new bundle that has read only the English rulebook (tests of what a command reads); {@link #get()} is the one in use. */
    static Bundle unread() {
        return new Bundle();
    }

    /** Whether the file of a board, card printing (id), ruleset or house rule has been read, or a language's names. */
    synchronized boolean isRead(String id) {
        return ((OnDemand<?>) boards).isRead(id) || ((OnDemand<?>) cardSets).isRead(id) || ((OnDemand<?>) rulesets).isRead(id)
                || ((OnDemand<?>) houseRules).isRead(id) || names.containsKey(id);
    }

    /** A bundled file's id is its file's name: an edition is found by id without reading the others. */
    private static <T> T named(String expected, String id, T value) {
        if (!expected.equals(id)) {
            throw new IllegalStateException("bundled file " + expected + " has the id '" + id + "'");
        }
        return value;
    }

    /** The bundled data; loaded on first use. */
    public static Bundle get() {
        Bundle b = instance;
        if (b == null) {
            synchronized (Bundle.class) {
                b = instance;
                if (b == null) {
                    b = new Bundle();
                    instance = b;
                }
            }
        }
        return b;
    }

    public Rulebook rulebook() { return rulebook; }
    /** The words rulings are shown in (English). */
    public tutor.trace.Words words() { return rulebook.words(); }

    /** The rule catalogue and step words of a language the tutor speaks (English for any other). */
    public Rulebook rulebook(String language) {
        if ("en".equals(language) || !LANGUAGES.contains(language)) {
            return rulebook;
        }
        return rulebooks.computeIfAbsent(language, this::readRulebook);
    }

    /** A language's rulebook, its step words and sections, borrowing what it lacks from English; registers its money format. */
    private Rulebook readRulebook(String lang) {
        if (Bundle.class.getClassLoader().getResource("tutor/rulebook/" + lang + ".yaml") == null) {
            return rulebook;
        }
        tutor.trace.Words own = Bundle.class.getClassLoader().getResource("tutor/rulebook/" + lang + "-messages.yaml") == null
                ? new tutor.trace.Words(lang, Map.of(), Map.of())
                : read("tutor/rulebook/" + lang + "-messages.yaml", (f, r) -> new MessagesLoader().load(f, r));
        String sectionsFile = "tutor/rulebook/" + lang + "-sections.yaml";
        if (Bundle.class.getClassLoader().getResource(sectionsFile) != null) {
            own = own.withSections(read(sectionsFile, (f, r) -> new MessagesLoader().loadSections(f, r)));
        }
        tutor.text.Money.register(lang, own.moneyFormats());
        tutor.trace.Words theirs = own.withFallback(englishWords);
        return read("tutor/rulebook/" + lang + ".yaml", (f, r) -> new RulebookLoader().load(f, r, theirs)).withFallback(rulebook);
    }

    /** The step words of a language the tutor speaks (English for any other). */
    public tutor.trace.Words words(String language) {
        return rulebook(language).words();
    }

    /** The language of this computer's locale when the tutor speaks it, else English. */
    public static String defaultLanguage() {
        String lang = java.util.Locale.getDefault().getLanguage();
        return LANGUAGES.contains(lang) ? lang : "en";
    }
    public Map<String, Board> boards() { return boards; }
    public Map<String, CardSet> cardSets() { return cardSets; }
    public Map<String, RuleSet> rulesets() { return rulesets; }

    public Map<String, tutor.rules.edition.HouseRule> houseRules() { return houseRules; }

    /** The note a scenario's own ruleset value is cited with. */
    public static final String SCENARIO_NOTE = "set by this scenario";

    /**
     * Every section or note a citation can carry: each edition's clauses and the clauses they replaced,
     * each house rule's section, and the note of a scenario's own value. A language's sections file
     * words each of them (SectionsCoverageTest).
     */
    public java.util.SortedSet<String> citedSections() {
        java.util.SortedSet<String> out = new java.util.TreeSet<>();
        for (RuleSet rs : rulesets.values()) {
            for (tutor.rules.edition.Clause<?> c : rs.clauses().values()) {
                for (tutor.rules.edition.Clause<?> k = c; k != null; k = k.replaced()) {
                    out.add(k.section());
                }
            }
        }
        houseRules.values().forEach(h -> out.add(h.section()));
        out.add(SCENARIO_NOTE);
        out.remove("");
        return out;
    }

    /**
     * A ruleset by id, or an edition with house rules on top: {@code classic+free-parking-pot+go-400}.
     * Later house rules take precedence over earlier ones.
     */
    public RuleSet ruleset(String spec) {
        String[] parts = spec.split("\\+");
        RuleSet rs = rulesets.get(parts[0]);
        if (rs == null) {
            throw new IllegalArgumentException("no ruleset '" + parts[0] + "'" + YamlNodes.didYouMean(parts[0], rulesets.keySet()));
        }
        for (int i = 1; i < parts.length; i++) {
            tutor.rules.edition.HouseRule hr = houseRules.get(parts[i]);
            if (hr == null) {
                throw new IllegalArgumentException("no house rule '" + parts[i] + "'" + YamlNodes.didYouMean(parts[i], houseRules.keySet()));
            }
            rs = hr.applyTo(rs);
        }
        return rs;
    }

    /** The board a ruleset plays on, counted in the ruleset's own currency where it has one. */
    public Board board(RuleSet rs) {
        Board b = boards.get(rs.boardId());
        String sign = rs.currency() == null ? b.currency() : rs.currency();
        return b.withCurrency(sign, words().moneyFormat(sign));
    }

    /** A table for the named ruleset, with its board and card printing. */
    public Table table(String rulesetId, List<String> seats) {
        RuleSet rs = ruleset(rulesetId);
        return new Table(board(rs), rs, cardSets.get(rs.cardsId()), seats, true);
    }

    private interface Reading<T> {
        T read(String file, Reader reader);
    }

    private static <T> T read(String resource, Reading<T> how) {
        try (InputStream in = Bundle.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing bundled resource " + resource);
            }
            return how.read(resource, new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
