package tutor.handout;

import java.util.Set;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.Image;
import org.commonmark.node.SourceSpan;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.NodeRenderer;
import org.commonmark.renderer.html.HtmlNodeRendererContext;
import org.commonmark.renderer.html.HtmlRenderer;
import tutor.text.ControlChars;

/**
 * Markdown that an author wrote (a lesson's or a scenario's texts, a player's name inside a ruling), as
 * HTML that shows only text: raw HTML is written out as the characters typed ({@code <script>} is shown,
 * never run), link addresses are sanitised ({@code javascript:} is dropped), control characters are made
 * visible, and an image is shown as its description, never loaded. Lessons carry no pictures of their own:
 * the charts a lesson needs are drawn by the tutor from its own numbers, a file beside a lesson does not
 * travel with it to a projector or a printer, and nothing an author names is fetched from a network or a
 * disk. The output is well-formed XHTML, so a page of it always prints.
 */
public final class SafeMarkdown {

    private static final Parser PARSER = Parser.builder().build();
    private static final HtmlRenderer RENDERER = HtmlRenderer.builder().escapeHtml(true).sanitizeUrls(true)
            .nodeRendererFactory(ImageAsWords::new).build();

    private SafeMarkdown() {
    }

    /** The text as HTML blocks (paragraphs, lists...). */
    public static String html(String markdown) {
        return RENDERER.render(PARSER.parse(ControlChars.visible(markdown == null ? "" : markdown)));
    }

    /** A short text as HTML without the paragraph around it (a list item, a table cell). */
    public static String inline(String markdown) {
        String html = html(markdown).strip();
        if (html.startsWith("<p>") && html.endsWith("</p>") && html.indexOf("<p>", 1) < 0) {
            html = html.substring(3, html.length() - 4);
        }
        return html;
    }

    private static final Parser SPANNED = Parser.builder().includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

    /**
     * The Markdown itself, made as safe to share as the HTML: raw HTML is escaped ({@code \<script>} shows
     * {@code <script>} in any Markdown viewer, a forum or a school's learning platform, and runs nothing there),
     * an image is written as text ({@code !\[words](address)}, so no viewer fetches it), control characters are
     * made visible. Everything else (emphasis, lists, code, links) stays as written.
     */
    public static String markdown(String markdown) {
        String text = ControlChars.visible(markdown == null ? "" : markdown);
        java.util.TreeMap<Integer, String> inserts = new java.util.TreeMap<>();
        SPANNED.parse(text).accept(new AbstractVisitor() {
            @Override
            public void visit(HtmlInline html) {
                escapeOpenings(html);
            }

            @Override
            public void visit(HtmlBlock html) {
                escapeOpenings(html);
            }

            @Override
            public void visit(Image image) {
                SourceSpan first = image.getSourceSpans().isEmpty() ? null : image.getSourceSpans().get(0);
                if (first != null && text.startsWith("![", first.getInputIndex())) {
                    inserts.put(first.getInputIndex() + 1, "\\");
                }
                visitChildren(image);
            }

            private void escapeOpenings(Node html) {
                for (SourceSpan span : html.getSourceSpans()) {
                    for (int i = span.getInputIndex(); i < span.getInputIndex() + span.getLength(); i++) {
                        if (text.charAt(i) == '<') {
                            inserts.put(i, "\\");
                        }
                    }
                }
            }
        });
        StringBuilder out = new StringBuilder(text);
        for (var e : inserts.descendingMap().entrySet()) {
            out.insert(e.getKey(), e.getValue());
        }
        return out.toString();
    }

    /** Text for an element's content or attribute: {@code & < > "} as entities, controls made visible. */
    public static String escape(String s) {
        return ControlChars.visible(s).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** An image written as the words that describe it (its "alt" text), so no picture is ever loaded. */
    private static final class ImageAsWords implements NodeRenderer {
        private final HtmlNodeRendererContext context;

        ImageAsWords(HtmlNodeRendererContext context) {
            this.context = context;
        }

        @Override
        public Set<Class<? extends Node>> getNodeTypes() {
            return Set.of(Image.class);
        }

        @Override
        public void render(Node node) {
            StringBuilder alt = new StringBuilder();
            words(node, alt);
            context.getWriter().text(alt.toString());
        }

        private static void words(Node node, StringBuilder out) {
            for (Node n = node.getFirstChild(); n != null; n = n.getNext()) {
                if (n instanceof Text t) {
                    out.append(t.getLiteral());
                } else {
                    words(n, out);
                }
            }
        }
    }
}
