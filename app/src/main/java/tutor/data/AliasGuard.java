package tutor.data;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionEndEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;

/**
 * Refuses the two ways aliases can make a small file endless, at the alias that does it:
 * an alias to the list or mapping it stands inside ({@code sources: &s [a, *s]}), and aliases
 * that multiply a file's values (an "alias bomb"), even with fewer aliases than SnakeYAML's limit.
 * It reads the parser's events once, keeping for each anchor how many values it stands for, so
 * the cost is one step per event however much the aliases would expand. It also refuses lists and
 * mappings nested deeper than {@link #MAX_DEPTH} as soon as the parser opens one too many: the parser
 * itself does not count them (SnakeYAML's composer does, later), and reading 100,000 unclosed
 * {@code [} costs the scanner time that grows with the square of the depth.
 */
final class AliasGuard {

    /** Lists and mappings nested deeper than this are refused (SnakeYAML's own nesting limit is set to the same). */
    static final int MAX_DEPTH = 50;
    static final String TOO_DEEP = "the file nests lists or mappings more than " + MAX_DEPTH + " deep; no scenario needs that";

    /** More aliases than this in one file are refused (SnakeYAML's own limit, set to the same number). */
    static final int MAX_ALIASES = 50;
    /** Values that aliases may add to a file. A real scenario repeats a few dozen; a bomb adds millions. */
    static final long MAX_ALIAS_VALUES = 10_000;

    static final String TOO_MANY = "the file repeats aliases (*name) more than " + MAX_ALIASES
            + " times, like an alias bomb; write the values out instead";

    private final YamlNodes y;

    AliasGuard(YamlNodes y) {
        this.y = y;
    }

    /** One open list or mapping: its anchor (or null) and how many values it holds so far, itself included. */
    private static final class Open {
        final String anchor;
        long values = 1;

        Open(String anchor) {
            this.anchor = anchor;
        }
    }

    void check(Iterable<Event> events) {
        Map<String, Long> anchored = new HashMap<>();
        Set<String> stillOpen = new HashSet<>();
        Map<String, Mark> anchorMarks = new HashMap<>();
        Deque<Open> open = new ArrayDeque<>();
        int aliases = 0;
        long added = 0;
        for (Event e : events) {
            if (e instanceof CollectionStartEvent c) {
                if (open.size() >= MAX_DEPTH) {
                    throw fail(c.getStartMark(), TOO_DEEP);
                }
                open.push(new Open(c.getAnchor()));
                if (c.getAnchor() != null) {
                    stillOpen.add(c.getAnchor());
                    anchorMarks.put(c.getAnchor(), c.getStartMark());
                }
            } else if (e instanceof CollectionEndEvent) {
                Open done = open.pop();
                if (done.anchor != null) {
                    stillOpen.remove(done.anchor);
                    anchored.put(done.anchor, done.values);
                }
                count(open, done.values);
            } else if (e instanceof ScalarEvent s) {
                if (s.getAnchor() != null) {
                    anchored.put(s.getAnchor(), 1L);
                    stillOpen.remove(s.getAnchor());
                }
                count(open, 1);
            } else if (e instanceof AliasEvent a) {
                String name = ((NodeEvent) a).getAnchor();
                Mark at = a.getStartMark();
                if (stillOpen.contains(name)) {
                    Mark anchor = anchorMarks.get(name);
                    throw fail(at, "the alias *" + name + " stands inside the very list or mapping it names (&" + name
                            + " at line " + (anchor.getLine() + 1) + "), so it would repeat for ever; write the values out instead");
                }
                Long values = anchored.get(name);
                if (values == null) {
                    throw fail(at, "the alias *" + name + " has no anchor &" + name + " before it");
                }
                if (++aliases > MAX_ALIASES) {
                    throw fail(at, TOO_MANY);
                }
                added += values;
                if (added > MAX_ALIAS_VALUES) {
                    throw fail(at, "the aliases up to here stand for more than " + MAX_ALIAS_VALUES
                            + " values, like an alias bomb; write the values out instead");
                }
                count(open, values);
            }
        }
    }

    private static void count(Deque<Open> open, long values) {
        if (!open.isEmpty()) {
            open.peek().values += values;
        }
    }

    private DataException fail(Mark at, String problem) {
        return new DataException(y.file(), at.getLine() + 1, at.getColumn() + 1, problem);
    }
}
