package tutor.data;

import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.Node;
import tutor.rules.edition.Board;
import tutor.rules.edition.ColorGroup;
import tutor.rules.edition.Deed;
import tutor.rules.edition.Space;
import tutor.rules.edition.SpaceKind;

/** Reads a board file: its groups and its spaces with the deeds printed on them. */
public final class BoardLoader {

    private static final Set<String> TOP_KEYS = Set.of("id", "title", "currency", "source", "groups", "spaces", "layout", "terms");
    private static final Set<String> SPACE_KEYS = Set.of("index", "kind", "name", "group", "price", "mortgage",
            "house", "hotel", "rent", "deck", "tax", "fee");
    private static final Map<String, SpaceKind> KINDS = Map.ofEntries(
            Map.entry("go", SpaceKind.GO), Map.entry("street", SpaceKind.STREET), Map.entry("railroad", SpaceKind.RAILROAD),
            Map.entry("utility", SpaceKind.UTILITY), Map.entry("card", SpaceKind.CARD), Map.entry("tax", SpaceKind.TAX),
            Map.entry("jail", SpaceKind.JAIL), Map.entry("free-parking", SpaceKind.FREE_PARKING),
            Map.entry("go-to-jail", SpaceKind.GO_TO_JAIL), Map.entry("amusement", SpaceKind.STREET),
            Map.entry("ride-again", SpaceKind.RIDE_AGAIN), Map.entry("show", SpaceKind.SHOW), Map.entry("rest", SpaceKind.REST),
            Map.entry("to-rest", SpaceKind.TO_REST));

    /** The classic words a board may give its own for (the ones the rulings use about deeds and rent). */
    private static final List<String> TERMS = List.of("deed", "deeds", "printed price", "site rent", "the dice", "the pot");

    private final java.util.function.Function<String, Board> parents;

    public BoardLoader() {
        this(null);
    }

    /** @param parents looks up an already loaded board for a variant's {@code extends:} */
    public BoardLoader(java.util.function.Function<String, Board> parents) {
        this.parents = parents;
    }

    public Board load(String file, Reader reader) {
        YamlNodes y = new YamlNodes(file);
        Node root = y.parse(reader);
        Map<String, Node> top = y.map(root, "a board file");
        if (top.containsKey("extends")) {
            return variant(y, root, top);
        }
        y.onlyKeys(root, top, TOP_KEYS, "a board file");
        String id = y.text(y.required(root, top, "id", "a board file"), "id");
        String title = y.text(y.required(root, top, "title", "a board file"), "title");
        String currency = y.text(y.required(root, top, "currency", "a board file"), "currency");
        String source = y.text(y.required(root, top, "source", "a board file"), "source");

        Node groupsNode = y.required(root, top, "groups", "a board file");
        Map<String, Node> groupEntries = y.map(groupsNode, "groups");
        Map<String, Integer> groupIndex = new LinkedHashMap<>();
        List<String[]> groupInfo = new ArrayList<>();
        for (Map.Entry<String, Node> g : groupEntries.entrySet()) {
            Map<String, Node> fields = y.map(g.getValue(), "group " + g.getKey());
            y.onlyKeys(g.getValue(), fields, Set.of("name", "color"), "group " + g.getKey());
            groupIndex.put(g.getKey(), groupIndex.size());
            groupInfo.add(new String[] {g.getKey(),
                    y.text(y.required(g.getValue(), fields, "name", "group " + g.getKey()), "name"),
                    y.text(y.required(g.getValue(), fields, "color", "group " + g.getKey()), "color")});
        }

        List<Space> spaces = new ArrayList<>();
        List<Deed> deeds = new ArrayList<>();
        List<List<Integer>> members = new ArrayList<>();
        groupInfo.forEach(g -> members.add(new ArrayList<>()));
        for (Node spaceNode : y.list(y.required(root, top, "spaces", "a board file"), "spaces")) {
            Map<String, Node> f = y.map(spaceNode, "a space");
            y.onlyKeys(spaceNode, f, SPACE_KEYS, "a space");
            int index = y.integer(y.required(spaceNode, f, "index", "a space"), "index");
            if (index != spaces.size()) {
                throw y.error(spaceNode, "spaces must be listed in order: expected index " + spaces.size() + ", found " + index);
            }
            Node kindNode = y.required(spaceNode, f, "kind", "a space");
            String kindName = y.text(kindNode, "kind");
            SpaceKind kind = KINDS.get(kindName);
            if (kind == null) {
                throw y.error(kindNode, "unknown space kind '" + kindName + "'" + YamlNodes.didYouMean(kindName, KINDS.keySet()));
            }
            String name = y.text(y.required(spaceNode, f, "name", "a space"), "name");
            int deedId = -1;
            String deck = "";
            String tax = "";
            int fee = 0;
            if (kindName.equals("amusement")) {
                // A Monopoly Junior amusement: one printed amount is both its price and its fee; no buildings, no mortgage.
                deedId = deeds.size();
                deeds.add(amusement(y, spaceNode, f, deedId, index, name, groupIndex, members));
            } else if (kind.isDeed()) {
                deedId = deeds.size();
                deeds.add(deed(y, spaceNode, f, deedId, index, name, kind, groupIndex, members));
            } else if (kind == SpaceKind.CARD) {
                deck = y.text(y.required(spaceNode, f, "deck", name), "deck");
            } else if (kind == SpaceKind.TAX) {
                Node taxNode = y.required(spaceNode, f, "tax", name);
                tax = y.text(taxNode, "tax");
                if (!tax.equals("income") && !tax.equals("luxury")) {
                    throw y.error(taxNode, "tax must be 'income' or 'luxury', not '" + tax + "'");
                }
            } else if (kind == SpaceKind.SHOW || kind == SpaceKind.TO_REST) {
                fee = y.integer(y.required(spaceNode, f, "fee", name), "fee");
            }
            spaces.add(new Space(index, kind, name, deedId, deck, tax, fee));
        }
        List<ColorGroup> groups = new ArrayList<>();
        for (int i = 0; i < groupInfo.size(); i++) {
            String[] g = groupInfo.get(i);
            groups.add(new ColorGroup(i, g[0], g[1], g[2], members.get(i)));
        }
        int across = (spaces.size() - 4) / 4;
        int down = across;
        if (top.containsKey("layout")) {
            Map<String, Node> layout = y.map(top.get("layout"), "layout");
            y.onlyKeys(top.get("layout"), layout, Set.of("across", "down"), "layout");
            across = y.integer(y.required(top.get("layout"), layout, "across", "layout"), "across");
            down = y.integer(y.required(top.get("layout"), layout, "down", "layout"), "down");
        }
        Map<String, String> terms = new java.util.LinkedHashMap<>();
        if (top.containsKey("terms")) {
            Map<String, Node> t = y.map(top.get("terms"), "terms");
            for (Map.Entry<String, Node> e : t.entrySet()) {
                if (!TERMS.contains(e.getKey())) {
                    throw y.error(e.getValue(), "no classic term '" + e.getKey() + "' to replace" + YamlNodes.didYouMean(e.getKey(), TERMS));
                }
                terms.put(e.getKey(), y.text(e.getValue(), e.getKey()));
            }
        }
        try {
            return new Board(id, title, currency, source, spaces, deeds, groups, across, down).withTerms(terms);
        } catch (IllegalArgumentException e) {
            throw y.error(root, e.getMessage());
        }
    }

    /**
     * A variant of a board already loaded: the same spaces, prices and rents, with an edition's own
     * names for some spaces that are not deeds and its own words in the rulings.
     */
    private Board variant(YamlNodes y, Node root, Map<String, Node> top) {
        y.onlyKeys(root, top, Set.of("id", "title", "source", "extends", "rename", "wording"), "a board variant");
        String id = y.text(y.required(root, top, "id", "a board variant"), "id");
        String title = y.text(y.required(root, top, "title", "a board variant"), "title");
        String source = y.text(y.required(root, top, "source", "a board variant"), "source");
        Node ext = top.get("extends");
        String parentId = y.text(ext, "extends");
        Board parent = parents == null ? null : parents.apply(parentId);
        if (parent == null) {
            throw y.error(ext, "cannot extend board '" + parentId + "': no such board loaded before this one");
        }
        Map<String, String> renames = words(y, top.get("rename"), "rename");
        Map<String, String> wording = words(y, top.get("wording"), "wording");
        try {
            return parent.variant(id, title, source, renames, new tutor.trace.Wording(wording));
        } catch (IllegalArgumentException e) {
            throw y.error(top.containsKey("rename") ? top.get("rename") : root, e.getMessage());
        }
    }

    private static Map<String, String> words(YamlNodes y, Node node, String what) {
        Map<String, String> out = new LinkedHashMap<>();
        if (node != null) {
            y.map(node, what).forEach((k, v) -> out.put(k, y.text(v, k)));
        }
        return out;
    }

    /** The deed's group, by its id in the file; the deed is added to the group's members. */
    private static int group(YamlNodes y, Node at, Map<String, Node> f, int deedId, String name,
                             Map<String, Integer> groupIndex, List<List<Integer>> members) {
        Node groupNode = y.required(at, f, "group", name);
        String groupId = y.text(groupNode, "group");
        Integer group = groupIndex.get(groupId);
        if (group == null) {
            throw y.error(groupNode, "unknown group '" + groupId + "'" + YamlNodes.didYouMean(groupId, groupIndex.keySet()));
        }
        members.get(group).add(deedId);
        return group;
    }

    private Deed amusement(YamlNodes y, Node at, Map<String, Node> f, int deedId, int index, String name,
                           Map<String, Integer> groupIndex, List<List<Integer>> members) {
        int group = group(y, at, f, deedId, name, groupIndex, members);
        int fee = y.integer(y.required(at, f, "price", name), "price");
        return new Deed(deedId, index, name, SpaceKind.STREET, group, fee, 0, 0, 0, new int[] {fee, 0, 0, 0, 0, 0});
    }

    private Deed deed(YamlNodes y, Node at, Map<String, Node> f, int deedId, int index, String name, SpaceKind kind,
                      Map<String, Integer> groupIndex, List<List<Integer>> members) {
        int group = group(y, at, f, deedId, name, groupIndex, members);
        int price = y.integer(y.required(at, f, "price", name), "price");
        int mortgage = y.integer(y.required(at, f, "mortgage", name), "mortgage");
        Node rentNode = y.required(at, f, "rent", name);
        int[] rent = y.integers(rentNode, "rent");
        int house = 0;
        int hotel = 0;
        int expected = switch (kind) {
            case STREET -> 6;
            case RAILROAD -> 4;
            default -> 2;
        };
        if (kind == SpaceKind.STREET) {
            house = y.integer(y.required(at, f, "house", name), "house");
            hotel = y.integer(y.required(at, f, "hotel", name), "hotel");
        }
        if (rent.length != expected) {
            throw y.error(rentNode, name + ": a " + kind.name().toLowerCase(java.util.Locale.ROOT) + " needs "
                    + expected + " rent values, found " + rent.length);
        }
        return new Deed(deedId, index, name, kind, group, price, mortgage, house, hotel, rent);
    }
}
