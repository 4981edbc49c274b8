package tutor.handout;

import java.util.List;
import java.util.Locale;
import tutor.text.Texts;

/**
 * The handouts' style sheet. Sizes scale with a density, so that when a page would otherwise hold a
 * line or two on its own, the printer can set the same handout a little tighter (see {@link HandoutPdf}).
 * Headings stay with what follows them, table rows and worksheet items are never split, and a long
 * table repeats its heading row on the next page.
 */
final class HandoutStyle {

    /**
     * The densities tried, loosest first: 1 is the handout's normal type (10 pt). When even the tightest
     * leaves a few table rows alone on a page, larger type is tried last: it carries more of the page over,
     * so the spilled page is no longer nearly blank.
     */
    static final List<Double> DENSITIES = List.of(1.0, 0.95, 0.9, 0.85, 0.8, 1.05, 1.1);

    private HandoutStyle() {
    }

    /** The style sheet at a density, with the page footer ("page 1 of 3") in the handout's language. */
    static String css(Texts t, double density) {
        String page = t.get("page", "\u0001", "\u0002").replace("\"", "'");
        String footer = "\"" + page.replace("\u0001", "\" counter(page) \"").replace("\u0002", "\" counter(pages) \"") + "\"";
        StringBuilder out = new StringBuilder();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d+)?)(pt|mm)").matcher(CSS.replace("PAGE_FOOTER", footer));
        while (m.find()) {
            double v = Double.parseDouble(m.group(1)) * density;
            m.appendReplacement(out, String.format(Locale.ROOT, "%.2f%s", v, m.group(2)));
        }
        m.appendTail(out);
        return PAGE.replace("PAGE_FOOTER", footer) + out;
    }

    /** The page itself keeps its size and margins at every density. */
    private static final String PAGE = """
            @page { size: A4; margin: 16mm 16mm 18mm 16mm;
                    @bottom-center { content: PAGE_FOOTER; font-family: 'DejaVu Sans', sans-serif;
                                     font-size: 8pt; color: #666; } }
            """;

    private static final String CSS = """
            body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; line-height: 1.35; color: #202124; }
            code, pre, tt, kbd { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; background: #f1f3f4; }
            h1 { font-size: 19pt; margin: 0 0 2mm 0; color: #1a4d8f; }
            h2 { font-size: 13pt; margin: 5mm 0 2mm 0; color: #1a4d8f; border-bottom: 0.6pt solid #9db4d6;
                 page-break-after: avoid; }
            h3 { font-size: 11pt; margin: 0 0 1mm 0; color: #1a4d8f; page-break-after: avoid; }
            .keep { page-break-inside: avoid; }
            .meta { color: #555; font-size: 9pt; margin: 0 0 3mm 0; }
            .curriculum { color: #444; font-size: 9pt; margin: 1mm 0 2mm 0; }
            .summary { background: #eef3fa; padding: 2mm 3mm; border-left: 2pt solid #1a4d8f; }
            ul { margin: 1mm 0 1mm 0; }
            li { margin: 0 0 0.5mm 0; }
            .rule { margin: 0 0 2mm 0; page-break-inside: avoid; }
            .rule p { margin: 0; }
            .cite { color: #555; font-size: 8.5pt; margin-left: 4mm !important; }
            table { border-collapse: collapse; width: 100%; font-size: 9pt; -fs-table-paginate: paginate; }
            tr { page-break-inside: avoid; }
            th, td { border: 0.5pt solid #bbb; padding: 1mm 1.5mm; text-align: left; vertical-align: top; }
            th { background: #eef3fa; }
            td.value { white-space: nowrap; font-weight: bold; }
            .nobr { white-space: nowrap; }
            td.word { font-weight: bold; width: 30%; }
            .note { font-size: 8.5pt; color: #555; }
            .chart { text-align: center; page-break-inside: avoid; margin: 3mm 0; }
            .chart img { width: 170mm; }
            .caption { font-size: 8.5pt; color: #444; margin-top: 1mm; }
            .worksheet { page-break-before: always; }
            .name { margin-bottom: 4mm; }
            .item { page-break-inside: avoid; margin-bottom: 3mm; }
            .item p { margin: 0 0 1mm 0; }
            .choice { margin-left: 6mm !important; }
            .blank { margin-top: 2mm !important; }
            .space { height: 16mm; }
            .exit { page-break-inside: avoid; margin-top: 6mm; padding-top: 3mm; border-top: 1pt dashed #777; }
            .exit.alone { page-break-before: always; }
            .line { border-bottom: 0.5pt solid #999; margin: 0 0 3mm 6mm !important; }
            .key { page-break-before: always; }
            .worked { color: #1a4d8f; }
            .working { font-size: 8pt; color: #444; margin: 0 0 0 2mm !important; }
            ul.working { padding-left: 4mm; }
            .wrong { font-size: 9pt; color: #444; margin-left: 4mm !important; }
            .footer { margin-top: 8mm; font-size: 7.5pt; color: #777; }
            """;
}
