package tutor.handout;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;

/**
 * A printed handout read back, page by page, the way a teacher leafing through it would judge it: how
 * far down each page the print goes, the lines of text on it (the page footer aside), and the last of
 * them. From that, what is wrong with the layout: a page left nearly blank (a table row or two spilled
 * over), a page holding only the spill of the page before (a table's last rows, a section's last lines, no
 * heading of its own), or a heading stranded at the foot of a page with its text on the next.
 */
public final class HandoutPages {

    /**
     * A page printed less than {@link #MIN_FILL} of the way down is nearly blank; so is one holding fewer than
     * {@link #MIN_LINES} lines of text printed less than {@link #MIN_FILL_FEW_LINES} of the way (a chart with
     * its caption fills a third of a page and is not).
     */
    public static final double MIN_FILL = 0.2;
    public static final int MIN_LINES = 6;
    public static final double MIN_FILL_FEW_LINES = 0.25;
    /**
     * A page with no heading of its own, fewer than {@link #SPILL_LINES} lines and printed less than
     * {@link #SPILL_FILL} of the way down holds only what spilled from the page before (the last rows of a
     * table, the end of a section): a teacher would rather the table or section moved whole, or the spill
     * came back. A chart page has few lines of text but is filled, so it is not a spill.
     */
    public static final int SPILL_LINES = 16;
    public static final double SPILL_FILL = 0.5;

    /**
     * A page before the last printed less than {@link #THIN} of the way down is thin: sound by the rules above (a short
     * table under its own heading), but a sheet a teacher would rather not print. The last page may end where the
     * teacher's notes end.
     */
    public static final double THIN = 0.3;

    /** The page's printable band, in points from the top (A4, 16 mm top margin, 18 mm bottom margin holding the footer). */
    private static final float TOP = 16 * 72 / 25.4f;
    private static final float BOTTOM = (297 - 18) * 72 / 25.4f;
    private static final float DPI = 24;

    /** One page: its number, how much of its printable height is used (0 to 1), and its lines of text. */
    public record Page(int number, double fill, List<String> lines) {
        public String last() {
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }
    }

    private HandoutPages() {
    }

    public static List<Page> read(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            List<Page> out = new ArrayList<>();
            PDFRenderer renderer = new PDFRenderer(doc);
            for (int i = 0; i < doc.getNumberOfPages(); i++) {
                out.add(new Page(i + 1, fill(renderer.renderImage(i, DPI / 72f, ImageType.GRAY)), lines(doc, i + 1)));
            }
            return out;
        }
    }

    /** How far down the printable band the lowest mark on the page is, from 0 (nothing) to 1 (the foot). */
    private static double fill(BufferedImage page) {
        int top = Math.round(TOP * DPI / 72f);
        int bottom = Math.round(BOTTOM * DPI / 72f);
        for (int y = Math.min(bottom, page.getHeight()) - 1; y >= top; y--) {
            for (int x = 0; x < page.getWidth(); x++) {
                if ((page.getRGB(x, y) & 0xff) < 235) {
                    return (double) (y - top + 1) / (bottom - top);
                }
            }
        }
        return 0;
    }

    /** The page's lines of text within the printable band (the footer in the bottom margin left out). */
    private static List<String> lines(PDDocument doc, int page) throws IOException {
        List<String> out = new ArrayList<>();
        PDFTextStripper s = new PDFTextStripper() {
            @Override
            protected void writeString(String text, List<TextPosition> positions) throws IOException {
                if (!positions.isEmpty() && positions.get(0).getYDirAdj() <= BOTTOM && !text.isBlank()) {
                    if (out.isEmpty() || newLine) {
                        out.add(text.strip());
                    } else {
                        out.set(out.size() - 1, out.get(out.size() - 1) + " " + text.strip());
                    }
                }
                newLine = false;
            }

            private boolean newLine = true;

            @Override
            protected void writeLineSeparator() {
                newLine = true;
            }
        };
        s.setStartPage(page);
        s.setEndPage(page);
        s.getText(doc);
        return out;
    }

    /** The pages before the last printed less than {@link #THIN} of the way down. */
    public static List<Page> thin(List<Page> pages) {
        return pages.stream().filter(p -> p.number() < pages.size() && p.fill() < THIN).toList();
    }

    /**
     * What is wrong with the pages: each nearly blank page and each page whose last line is a heading,
     * as a sentence naming the page. {@code headings} are the texts printed as headings.
     */
    public static List<String> problems(List<Page> pages, Set<String> headings) {
        List<String> out = new ArrayList<>();
        for (Page p : pages) {
            if (p.fill() < MIN_FILL || p.lines().size() < MIN_LINES && p.fill() < MIN_FILL_FEW_LINES) {
                out.add("page " + p.number() + " of " + pages.size() + " is nearly blank: " + p.lines().size() + " lines, printed "
                        + Math.round(100 * p.fill()) + "% of the way down");
            }
            if (p.number() > 1 && p.lines().size() < SPILL_LINES && p.fill() < SPILL_FILL
                    && p.lines().stream().noneMatch(headings::contains)) {
                out.add("page " + p.number() + " of " + pages.size() + " holds only the spill of page " + (p.number() - 1) + ": "
                        + p.lines().size() + " lines, no heading of its own, printed " + Math.round(100 * p.fill()) + "% of the way down");
            }
            if (p.number() < pages.size() && headings.contains(p.last())) {
                out.add("page " + p.number() + " ends with the heading '" + p.last() + "'");
            }
        }
        return out;
    }
}
