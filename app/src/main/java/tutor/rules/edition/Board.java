package tutor.rules.edition;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The board as data: its spaces in order, the deeds on them and their groups. */
public final class Board {

    private final String id;
    private final String title;
    private final String currency;
    private final String source;
    private final List<Space> spaces;
    private final List<Deed> deeds;
    private final List<ColorGroup> groups;
    private final int[][] groupDeeds;
    private final Map<String, Space> byName = new HashMap<>();
    private final int go;
    private final int jail;
    private final int freeParking;
    private final int rest;
    private final int across;
    private final int down;
    private Map<String, String> terms = Map.of();
    private tutor.trace.Wording wording = tutor.trace.Wording.NONE;
    private Localized localized = Localized.NONE;
    /** How English writes a sum in this board's currency when not sign-then-amount ("₽{amount}k"), or null. */
    private String moneyFormat;

    /** A square board: as many spaces on each side. */
    public Board(String id, String title, String currency, String source,
                 List<Space> spaces, List<Deed> deeds, List<ColorGroup> groups) {
        this(id, title, currency, source, spaces, deeds, groups, (spaces.size() - 4) / 4, (spaces.size() - 4) / 4);
    }

    /**
     * A board laid out as a ring: {@code across} spaces between the corners along the bottom and
     * the top, {@code down} up each side (Monopoly Junior's board is 9 across and 5 down).
     */
    public Board(String id, String title, String currency, String source,
                 List<Space> spaces, List<Deed> deeds, List<ColorGroup> groups, int across, int down) {
        if (2 * across + 2 * down + 4 != spaces.size()) {
            throw new IllegalArgumentException("a ring of " + across + " across and " + down + " down has "
                    + (2 * across + 2 * down + 4) + " spaces, not " + spaces.size());
        }
        this.across = across;
        this.down = down;
        this.id = id;
        this.title = title;
        this.currency = currency;
        this.source = source;
        this.spaces = List.copyOf(spaces);
        this.deeds = List.copyOf(deeds);
        this.groups = List.copyOf(groups);
        this.groupDeeds = new int[groups.size()][];
        for (ColorGroup g : groups) {
            groupDeeds[g.index()] = g.deeds().stream().mapToInt(Integer::intValue).toArray();
        }
        for (Space s : spaces) {
            byName.putIfAbsent(s.name().toLowerCase(java.util.Locale.ROOT), s);
        }
        this.go = indexOfKind(SpaceKind.GO);
        this.jail = firstOfKind(spaces, SpaceKind.JAIL);
        this.rest = firstOfKind(spaces, SpaceKind.REST);
        this.freeParking = firstOfKind(spaces, SpaceKind.FREE_PARKING);
    }

    private static int firstOfKind(List<Space> spaces, SpaceKind kind) {
        return spaces.stream().filter(sp -> sp.kind() == kind).mapToInt(Space::index).findFirst().orElse(-1);
    }

    private int indexOfKind(SpaceKind kind) {
        for (Space s : spaces) {
            if (s.kind() == kind) {
                return s.index();
            }
        }
        throw new IllegalArgumentException("board " + id + " has no " + kind + " space");
    }

    public String id() { return id; }
    public String title() { return title; }
    public String currency() { return currency; }
    public String source() { return source; }
    public List<Space> spaces() { return spaces; }
    public List<Deed> deeds() { return deeds; }
    public List<ColorGroup> groups() { return groups; }
    public int size() { return spaces.size(); }
    public Space space(int index) { return spaces.get(index); }
    public Deed deed(int id) { return deeds.get(id); }
    public int goIndex() { return go; }
    /** The Jail's index, or -1 on a board without one (Monopoly Junior). */
    public int jailIndex() { return jail; }
    /** The resting place's index (Monopoly Junior's cafe), or -1. */
    public int restIndex() { return rest; }
    /** Spaces between the corners along the bottom and top, and up the sides (9 and 9 on the classic board). */
    public int across() { return across; }
    public int down() { return down; }
    /** The same board counted in another currency (an edition that prints its sums in euros, say). */
    public Board withCurrency(String sign) {
        return withCurrency(sign, null);
    }

    /**
     * The same board counted in another currency, written in English by {@code format} where the
     * sign alone would mislead: the Russian edition's notes are thousands of roubles, "₽{amount}k".
     */
    public Board withCurrency(String sign, String format) {
        if ((sign == null || sign.equals(currency)) && java.util.Objects.equals(format, moneyFormat)) {
            return this;
        }
        Board b = carry(new Board(id, title, sign == null ? currency : sign, source, spaces, deeds, groups, across, down));
        b.moneyFormat = format;
        return b;
    }

    /**
     * The board's own words for the classic ones its rulings use ("amusement" for "deed" on the
     * Junior board), given once while the board is loaded.
     */
    public Board withTerms(Map<String, String> words) {
        Board b = carry(new Board(id, title, currency, source, spaces, deeds, groups, across, down));
        b.terms = Map.copyOf(words);
        return b;
    }

    /** A copy of this board keeps its words, its old names and its names in other languages. */
    private Board carry(Board b) {
        b.terms = terms;
        b.wording = wording;
        b.localized = localized;
        b.moneyFormat = moneyFormat;
        byName.forEach(b.byName::putIfAbsent);
        return b;
    }

    /** The same board with names in other languages for its spaces and groups (a language's file of names). */
    public Board withLocalized(Localized names) {
        Board b = carry(new Board(id, title, currency, source, spaces, deeds, groups, across, down));
        b.localized = names;
        return b;
    }

    /** Names of spaces, groups and terms in other languages (keys are the board's own names). */
    public Localized localized() {
        return localized;
    }

    /**
     * A variant of this board: another id and title, spaces renamed (an edition's names for its
     * lots, stations and card and tax spaces), and its own words in the rulings. The same lots
     * keep their prices and rents, and the old names still find them ({@link #spaceNamed}), so a
     * scenario written with the US names plays on the French or Russian board.
     */
    public Board variant(String newId, String newTitle, String newSource, Map<String, String> renames, tutor.trace.Wording w) {
        for (String old : renames.keySet()) {
            if (spaces.stream().noneMatch(s -> s.name().equals(old))) {
                throw new IllegalArgumentException("no space named '" + old + "' on board " + id + " to rename");
            }
        }
        List<Space> renamed = new java.util.ArrayList<>();
        List<Deed> renamedDeeds = new java.util.ArrayList<>(deeds);
        for (Space s : spaces) {
            String name = renames.getOrDefault(s.name(), s.name());
            renamed.add(new Space(s.index(), s.kind(), name, s.deed(), s.deckId(), s.taxId(), s.fee()));
            if (s.deed() >= 0 && !name.equals(s.name())) {
                renamedDeeds.set(s.deed(), deeds.get(s.deed()).named(name));
            }
        }
        Board b = new Board(newId, newTitle, currency, newSource, renamed, renamedDeeds, groups, across, down);
        b.terms = terms;
        b.wording = w;
        for (Space s : spaces) {
            b.byName.putIfAbsent(s.name().toLowerCase(java.util.Locale.ROOT), renamed.get(s.index()));
        }
        byName.forEach((alias, s) -> b.byName.putIfAbsent(alias, renamed.get(s.index())));
        return b;
    }

    /** The edition's own words for the classic ones, applied to every ruling on this board. */
    public tutor.trace.Wording wording() {
        return wording;
    }

    /** The words this board replaces, by classic term ({@code deed -> amusement}). */
    public Map<String, String> terms() {
        return terms;
    }

    /** This board's word for a classic term, or the term itself. */
    public String term(String classic) {
        return terms.getOrDefault(classic, classic);
    }

    /** Free Parking's index, or -1 on a board without one. */
    public int freeParkingIndex() { return freeParking; }

    /** The deeds of a group, as deed ids. The array is shared: never write to it. */
    public int[] groupDeedIds(int group) {
        return groupDeeds[group];
    }

    /**
     * A space by its printed name, ignoring case; first match where names repeat (Chance). On a
     * variant board the parent's names find the same spaces too.
     */
    public Optional<Space> spaceNamed(String name) {
        return Optional.ofNullable(byName.get(name.toLowerCase(java.util.Locale.ROOT)));
    }

    /** Amount with the board's currency sign, {@code $200} (or in its English format, {@code ₽200k}). */
    public String money(int amount) {
        String digits = Long.toString(Math.abs((long) amount));
        String sum = moneyFormat == null ? currency + digits : moneyFormat.replace("{amount}", digits);
        return amount < 0 ? "-" + sum : sum;
    }

    /** The first space of a kind met moving forward from {@code from} (never {@code from} itself). */
    public int nearestForward(int from, SpaceKind kind) {
        for (int step = 1; step <= spaces.size(); step++) {
            int i = (from + step) % spaces.size();
            if (spaces.get(i).kind() == kind) {
                return i;
            }
        }
        throw new IllegalArgumentException("no " + kind + " on board " + id);
    }
}
