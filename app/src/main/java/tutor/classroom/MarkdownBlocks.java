package tutor.classroom;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;

/**
 * A lesson's Markdown as plain data for the learner's page: blocks (a paragraph, a heading, a list item)
 * of runs of text, each run bold or italic or neither. The page builds its elements from these with
 * {@code textContent}, so no HTML from a lesson file (or anywhere) is ever parsed by a learner's browser.
 * Links and images keep only their words.
 */
public final class MarkdownBlocks {

    private static final Parser PARSER = Parser.builder().build();

    private MarkdownBlocks() {
    }

    /** The words alone, blocks joined by a space: for a line on the projector or in a terminal. */
    public static String plain(String markdown) {
        StringBuilder b = new StringBuilder();
        for (Map<String, Object> block : of(markdown)) {
            if (b.length() > 0) {
                b.append(' ');
            }
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> runs = (List<Map<String, Object>>) block.get("runs");
            runs.forEach(r -> b.append(r.get("t")));
        }
        return b.toString();
    }

    static List<Map<String, Object>> of(String markdown) {
        List<Map<String, Object>> blocks = new ArrayList<>();
        walk(PARSER.parse(markdown), blocks, null);
        return blocks;
    }

    private static void walk(Node node, List<Map<String, Object>> blocks, String listKind) {
        for (Node n = node.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Paragraph || n instanceof Heading) {
                Map<String, Object> b = new LinkedHashMap<>();
                b.put("type", n instanceof Heading ? "h" : listKind == null ? "p" : listKind);
                List<Map<String, Object>> runs = new ArrayList<>();
                inline(n, runs, false, false);
                b.put("runs", runs);
                blocks.add(b);
                listKind = listKind == null ? null : "more";
            } else if (n instanceof BulletList) {
                items(n, blocks, "ul");
            } else if (n instanceof OrderedList) {
                items(n, blocks, "ol");
            } else {
                walk(n, blocks, listKind);
            }
        }
    }

    private static void items(Node list, List<Map<String, Object>> blocks, String kind) {
        for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
            if (item instanceof ListItem) {
                walk(item, blocks, kind);
            }
        }
    }

    private static void inline(Node node, List<Map<String, Object>> runs, boolean bold, boolean italic) {
        for (Node n = node.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Text t) {
                run(runs, t.getLiteral(), bold, italic);
            } else if (n instanceof Code c) {
                run(runs, c.getLiteral(), bold, italic);
            } else if (n instanceof SoftLineBreak || n instanceof HardLineBreak) {
                run(runs, " ", bold, italic);
            } else if (n instanceof StrongEmphasis) {
                inline(n, runs, true, italic);
            } else if (n instanceof Emphasis) {
                inline(n, runs, bold, true);
            } else {
                inline(n, runs, bold, italic);
            }
        }
    }

    private static void run(List<Map<String, Object>> runs, String text, boolean bold, boolean italic) {
        Map<String, Object> r = new LinkedHashMap<>();
        r.put("t", text);
        if (bold) {
            r.put("b", true);
        }
        if (italic) {
            r.put("i", true);
        }
        runs.add(r);
    }
}
