package tutor.text;

import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.ULocale;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one writer of sums of money: a language's template puts the digits and the currency's sign
 * where the language writes them ({@code {sign}{amount}} is "$1,500", {@code {amount} {sign}} is
 * "1 500 €"), with cents only where a sum has any, never a line break inside it, and the language's
 * own digits and separators.
 *
 * <p>A template may write {@code {thousands}} instead of {@code {amount}}: the sum is then counted
 * in thousands (the Russian edition's notes are thousands of roubles) and written out in full, so
 * French reads the note of 50 as "50 000 ₽" where Russian writes "50 тыс. ₽".
 *
 * <p>Each language's templates are data (the rulebook's {@code format:} block, one per language);
 * the rulebook's loader registers them here so that parts of the tutor that never see the rulebook
 * (the lab's tables, a lesson's figures) write money exactly as the rulings do.
 */
public final class Money {

    private Money() {
    }

    /** The minus sign of a negative sum, U+2212 in every language. */
    public static final String MINUS = "\u2212";

    /**
     * How a language writes money: its usual template, whether it groups thousands, its templates by sign, and by sign
     * the template for a whole sum of a thousand units or more ({@code {millions} млн ₽}: a teacher writes the Russian
     * edition's 1 200 thousands of roubles as "1,2 млн ₽", never "1 200 тыс. ₽").
     */
    public record Format(String template, boolean grouped, Map<String, String> bySign, Map<String, String> millionsBySign) {
        public Format {
            bySign = Map.copyOf(bySign);
            millionsBySign = Map.copyOf(millionsBySign);
        }

        public Format(String template, boolean grouped, Map<String, String> bySign) {
            this(template, grouped, bySign, Map.of());
        }

        /** The template for a currency: its own where the language has one, else the usual one. */
        public String template(String sign) {
            return bySign.getOrDefault(sign, template);
        }

        /** The template for this sum in a currency: its millions form where the language has one and the sum is one. */
        public String template(BigDecimal amount, String sign) {
            return Money.template(amount, template(sign), millionsBySign.get(sign));
        }
    }

    /**
     * {@code millions} (a template with {@code {millions}}) for a whole sum of a thousand units or more where the language
     * has one, else {@code usual}: 999 тыс. ₽ stays in thousands, 1 000 is "1 млн ₽", 1 250 is "1,25 млн ₽"; a sum with a
     * fraction of a unit (an average) keeps its unit, since millions to three places would drop that fraction.
     */
    public static String template(BigDecimal amount, String usual, String millions) {
        boolean whole = amount.stripTrailingZeros().scale() <= 0;
        return millions != null && whole && amount.abs().compareTo(BigDecimal.valueOf(1000)) >= 0 ? millions : usual;
    }

    private static final Map<String, Format> FORMATS = new ConcurrentHashMap<>();

    /** Records how a language writes money (called once per language by the rulebook's loader). */
    public static void register(String language, Format format) {
        FORMATS.put(language, format);
    }

    /** How a language writes money, or null if that language has no rulebook. */
    public static Format format(String language) {
        Format f = FORMATS.get(language);
        java.util.function.Consumer<String> read = reader;
        if (f == null && read != null) {
            read.accept(language);
            f = FORMATS.get(language);
        }
        return f;
    }

    private static volatile java.util.function.Consumer<String> reader;

    /**
     * What reads a language's rulebook when its money is first written: the rulebooks are read only
     * for the languages the tutor speaks in a run, and each registers its format as it is read.
     */
    public static void whenMissing(java.util.function.Consumer<String> readRulebook) {
        reader = readRulebook;
    }

    /**
     * A sum as the tutor shows it to a reader of {@code language}, wherever it shows one: in French and Russian
     * the language's own format as its rulebook registered it ("1\u00a0500\u00a0€", "52,52\u00a0$", "50\u00a0тыс.\u00a0₽");
     * in English, and in a language whose rulebook has not been read, thousands grouped, cents where there are any
     * ("$1,400", "$52.52", "₽1,500k" as the English rulebook writes the Russian edition's thousands of roubles).
     */
    public static String of(BigDecimal amount, String sign, String language) {
        Written w = inUnit(amount, sign);
        Format f = Texts.LANGUAGES.contains(language) && !"en".equals(language) ? format(language) : null;
        if (f == null) {
            return "en".equals(language) || !Texts.LANGUAGES.contains(language) ? english(w.amount(), w.sign())
                    : write(w.amount(), w.sign(), "{amount} {sign}", true, language);
        }
        return write(w.amount(), w.sign(), f.template(w.amount(), w.sign()), f.grouped(), language);
    }

    /**
     * Whether {@code language} writes {@code sign} before the number, so an amount field puts it there: a currency
     * sign its money template puts first ("$1,500"); French and Russian write "1 500 €", and words and "%" follow.
     */
    public static boolean signLeads(String sign, String language) {
        if (sign.isEmpty() || Character.isLetterOrDigit(sign.codePointAt(0)) || sign.equals("%")) {
            return false;
        }
        return of(BigDecimal.ONE, sign, language).startsWith(sign);
    }

    public static String of(long amount, String sign, String language) {
        return of(BigDecimal.valueOf(amount), sign, language);
    }

    /**
     * English as every screen prints sums: {@code $52.52}, {@code $1,400}, {@code −$3.10}; a currency the English rulebook
     * writes its own way takes that form, so the lab and the rulings both write the Russian edition's thousands of
     * roubles as {@code ₽1,500k}; any other currency written as a unit follows the sum.
     */
    public static String english(BigDecimal amount, String sign) {
        Format en = FORMATS.get("en");
        String own = en == null ? null : en.bySign().get(sign);
        return write(amount, sign, own != null ? own : sign.contains(" ") ? "{amount} {sign}" : "{sign}{amount}", true, "en");
    }

    public static String english(long amount, String sign) {
        return english(BigDecimal.valueOf(amount), sign);
    }

    /** A sum and the unit it is written in. */
    public record Written(BigDecimal amount, String sign) { }

    /**
     * The unit a sum is written in. A sign with a space is a unit of thousands of its last word (the Russian edition counts
     * in "тыс. ₽"); a sum under one such thousand is written in the plain unit, as a teacher writes it: "90 ₽" and
     * "730 ₽", never "0,09 тыс. ₽", and nothing is "0 ₽". Rulings, the coach and the lab all write money through this.
     */
    public static Written inUnit(BigDecimal amount, String sign) {
        if (!sign.contains(" ") || amount.abs().compareTo(BigDecimal.ONE) >= 0) {
            return new Written(amount, sign);
        }
        return new Written(amount.movePointRight(3), sign.substring(sign.lastIndexOf(' ') + 1));
    }

    /**
     * A sum written into a template: {@code {sign}} is the currency, {@code {amount}} the digits
     * ({@code {thousands}} the digits of a thousand times the sum); grouped thousands take the
     * language's separator, which never breaks a line. A negative sum is preceded by a minus (U+2212).
     */
    public static String write(BigDecimal amount, String sign, String template, boolean grouped, String language) {
        if (template.contains("{millions}")) {
            // A thousand units to a million: 1 250 is written "1,25", to at most three places (a whole sum needs no more).
            BigDecimal m = amount.movePointLeft(3).stripTrailingZeros();
            NumberFormat f = NumberFormat.getNumberInstance(new ULocale(Texts.LANGUAGES.contains(language) ? language : "en"));
            f.setGroupingUsed(grouped);
            f.setMinimumFractionDigits(0);
            f.setMaximumFractionDigits(3);
            f.setRoundingMode(BigDecimal.ROUND_HALF_EVEN);
            return (m.signum() < 0 ? MINUS : "") + template.replace("{sign}", sign).replace("{millions}", f.format(m.abs()));
        }
        boolean thousands = template.contains("{thousands}");
        BigDecimal a = (thousands ? amount.movePointRight(3) : amount).setScale(2, RoundingMode.HALF_EVEN);
        boolean whole = a.stripTrailingZeros().scale() <= 0;
        NumberFormat f = NumberFormat.getNumberInstance(new ULocale(Texts.LANGUAGES.contains(language) ? language : "en"));
        f.setGroupingUsed(grouped);
        f.setMinimumFractionDigits(whole ? 0 : 2);
        f.setMaximumFractionDigits(whole ? 0 : 2);
        f.setRoundingMode(BigDecimal.ROUND_HALF_EVEN);
        // ICU groups French thousands with a narrow no-break space and Russian with a no-break space:
        // a sum never breaks across lines.
        String digits = f.format(a.abs());
        String written = template.replace("{sign}", sign).replace(thousands ? "{thousands}" : "{amount}", digits);
        // Every language prints a true minus sign, as the lessons' workings and the move dialogs do ("$600 − $450",
        // "−$50"): a hyphen after a dash ("— -255,49 $") reads as a typo. TypedAmount reads either back.
        return (a.signum() < 0 ? MINUS : "") + written;
    }

    public static String write(long amount, String sign, String template, boolean grouped, String language) {
        return write(BigDecimal.valueOf(amount), sign, template, grouped, language);
    }
}
