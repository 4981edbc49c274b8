package tutor.trace;

import com.ibm.icu.text.MessageFormat;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns messages into the words of one language: each message id is a template (ICU message
 * syntax, so plural forms and cases are the language's own), each argument is worded from the
 * table's {@link Names}, money in the language's format, and the edition's own words are there
 * for every template as {@code t_<term>} ({@code {t_house}} reads "boutique" on the Boutique board).
 */
public final class Words {

    private final String language;
    private final Locale locale;
    private final Map<String, String> templates;
    private final Map<String, String> terms;
    private final Map<String, MessageFormat> compiled = new ConcurrentHashMap<>();
    private final Words fallback;
    /** Ruleset sections and notes (English, as the ruleset files write them) in this language. */
    private final Map<String, String> sections;
    /** Rule titles by rule id, for a step that names another rule. */
    private final Map<String, String> titles;
    /** Source titles by source id ("us-longform" -> its title in this language), for a citation inside a step. */
    private final Map<String, String> sourceTitles;

    /**
     * @param templates message id to template
     * @param terms     the usual words of this language by term key ({@code house -> house})
     */
    public Words(String language, Map<String, String> templates, Map<String, String> terms) {
        this(language, templates, terms, null);
    }

    /**
     * Words that borrow from another language what they lack (a translation in progress): a
     * message or term missing here is worded by {@code fallback}.
     */
    public Words(String language, Map<String, String> templates, Map<String, String> terms, Words fallback) {
        this(language, templates, terms, fallback, Map.of(), Map.of(), Map.of());
    }

    private Words(String language, Map<String, String> templates, Map<String, String> terms, Words fallback,
            Map<String, String> sections, Map<String, String> titles, Map<String, String> sourceTitles) {
        this.language = language;
        this.locale = Locale.forLanguageTag(language);
        this.templates = Map.copyOf(templates);
        this.terms = Map.copyOf(terms);
        this.fallback = fallback;
        this.sections = Map.copyOf(sections);
        this.titles = Map.copyOf(titles);
        this.sourceTitles = Map.copyOf(sourceTitles);
    }

    /** The same words, borrowing what they lack from another language's. */
    public Words withFallback(Words other) {
        return new Words(language, templates, terms, other, sections, titles, sourceTitles);
    }

    /** The same words, with the ruleset files' sections and notes in this language (English text -> this language). */
    public Words withSections(Map<String, String> translated) {
        return new Words(language, templates, terms, fallback, translated, titles, sourceTitles);
    }

    /** The same words, with the catalogue's rule titles (rule id -> title) for steps that name a rule. */
    public Words withTitles(Map<String, String> ruleTitles) {
        return new Words(language, templates, terms, fallback, sections, ruleTitles, sourceTitles);
    }

    /** The same words, with the catalogue's source titles (source id -> title), so a citation inside a step names its source. */
    public Words withSources(Map<String, String> titlesById) {
        return new Words(language, templates, terms, fallback, sections, titles, titlesById);
    }

    /**
     * A citation as a learner reads it: the source by its title ("Hasbro US rules, long form…"), not its id, and the
     * section in this language, joined by {@code render.source-section}; a source these words do not know stays as cited.
     */
    public String cited(String cited) {
        if (cited == null || cited.isEmpty()) {
            return "";
        }
        String local = citation(cited);
        int comma = local.indexOf(", ");
        String id = comma < 0 ? local : local.substring(0, comma);
        String section = comma < 0 ? "" : local.substring(comma + 2);
        String title = sourceTitles.get(id);
        if (title == null) {
            return local;
        }
        if (section.isEmpty()) {
            return title;
        }
        // Several sections are listed as the language lists them; the tutor's own "section" is a sentence.
        tutor.text.Lists.Sections listed = "tutor".equals(id) ? new tutor.text.Lists.Sections(section, "one")
                : tutor.text.Lists.sections(section, language);
        return format(Msg.of("render.source-section", "title", Arg.text(title), "section", Arg.text(listed.text()),
                "source", Arg.text(id), "sections", Arg.text(listed.several())), Names.NONE);
    }

    /**
     * An edition, a house rule or a ruleset spec by its name in this language (the {@code editions} texts, as the
     * window names them); a part those texts do not name stays as its id.
     */
    public String edition(String spec) {
        tutor.text.Texts t = tutor.text.Texts.of("editions", language);
        String[] parts = spec.split("\\+");
        String out = t.has("ruleset." + parts[0]) ? t.get("ruleset." + parts[0])
                : t.has("houserule." + parts[0]) ? t.get("houserule." + parts[0]) : parts[0];
        for (int i = 1; i < parts.length; i++) {
            // After the "+" a house rule takes its joined form where the language has one (French lower-cases it).
            String name = t.has("houserule." + parts[i] + ".joined") ? t.get("houserule." + parts[i] + ".joined")
                    : t.has("houserule." + parts[i]) ? t.get("houserule." + parts[i]) : parts[i];
            out = t.get("spec.with", out, name);
        }
        return out;
    }

    public Map<String, String> sections() {
        return sections;
    }

    /**
     * A citation as a ruleset records it ("us-longform, Jail: the fine is paid to the Bank") in this
     * language: the source id stays, the section or note is translated where this language has it.
     */
    public String citation(String cited) {
        int comma = cited.indexOf(", ");
        if (comma < 0) {
            return cited;
        }
        String section = cited.substring(comma + 2);
        // A source's own heading may be worded for that source alone ("ru-classic, Houses" is Russian already).
        String own = sections.containsKey(cited) ? sections.get(cited) : section(section);
        return own == null ? cited : cited.substring(0, comma + 2) + own;
    }

    /**
     * A section or note in this language, or null: as the sections file words it whole, or else part by
     * part where a scenario cites several sections at once ("Jail; Buying Property").
     */
    public String section(String section) {
        String own = sections.get(section);
        if (own != null || !section.contains("; ")) {
            return own;
        }
        java.util.List<String> parts = new java.util.ArrayList<>();
        for (String part : section.split("; ")) {
            String worded = sections.get(part);
            if (worded == null) {
                return null;
            }
            parts.add(worded);
        }
        return String.join(templates.getOrDefault("render.sections", "; "), parts);
    }

    /** A rule's title in this language (or the language it borrows from), else its id. */
    public String ruleTitle(String ruleId) {
        String own = titles.get(ruleId);
        if (own != null) {
            return own;
        }
        return fallback != null ? fallback.ruleTitle(ruleId) : ruleId;
    }

    /** The language this one borrows missing words from, or null. */
    public Words fallback() {
        return fallback;
    }

    public static final Words NONE = new Words("en", Map.of(), Map.of());

    public String language() {
        return language;
    }

    public Locale locale() {
        return locale;
    }

    public Map<String, String> templates() {
        return templates;
    }

    public Map<String, String> terms() {
        return terms;
    }

    public boolean has(String messageId) {
        return templates.containsKey(messageId);
    }

    /** Whether this catalogue or the one it falls back on has the message. */
    private boolean knows(String messageId) {
        return templates.containsKey(messageId) || fallback != null && fallback.knows(messageId);
    }

    /** The message in words; a message the catalogue lacks shows as its id in brackets. */
    public String format(Msg m, Names names) {
        if (m.isEmpty()) {
            return "";
        }
        if (m.id().startsWith("clause.") && !knows(m.id())) {
            // A ruleset clause no message words yet: its key and value, as the ruleset file writes them.
            m = new Msg("clause.other", m.args());
        }
        String template = templates.get(m.id());
        if (template == null) {
            return fallback != null ? fallback.format(m, names) : "[" + m.id() + "]";
        }
        MessageFormat format = compiled.computeIfAbsent(m.id(), id -> new MessageFormat(template, locale));
        Map<String, Object> values = new HashMap<>();
        putTerms(values, names);
        if (m.args().get("deed") instanceof Arg.Deed d) {
            putKindTerms(values, names.deedKind(d.id()));
        }
        for (Map.Entry<String, Arg> a : m.args().entrySet()) {
            values.put(a.getKey(), value(a.getValue(), names));
        }
        synchronized (format) {
            return format.format(values);
        }
    }

    /**
     * The words for a message's deed where the language has its own for that kind of square: a term keyed
     * {@code railroad: deed gen} stands for {@code deed gen} when the deed is a railroad (Russian «поле», where
     * «участок» fits only a street).
     */
    private void putKindTerms(Map<String, Object> values, String kind) {
        String prefix = kind + ": ";
        if (fallback != null) {
            fallback.terms.forEach((k, v) -> {
                if (k.startsWith(prefix)) {
                    values.put(termArg(k.substring(prefix.length())), v);
                }
            });
        }
        terms.forEach((k, v) -> {
            if (k.startsWith(prefix)) {
                values.put(termArg(k.substring(prefix.length())), v);
            }
        });
    }

    /** The words of an argument; a count stays a number, so plural forms can be chosen by it. */
    public Object value(Arg a, Names names) {
        if (a instanceof Arg.Num n) {
            return n.value();
        } else if (a instanceof Arg.Player p) {
            return player(p.seat(), names);
        } else if (a instanceof Arg.Money m) {
            return money(m.amount(), names.currency());
        } else if (a instanceof Arg.Deed d) {
            return names.deed(d.id(), language);
        } else if (a instanceof Arg.Space s) {
            return names.space(s.index(), language);
        } else if (a instanceof Arg.Dice d) {
            return d.die2() < 1 ? Integer.toString(d.die1()) : format(Msg.of("dice.throw", "die1", d.die1(), "die2", d.die2()), names);
        } else if (a instanceof Arg.Deck d) {
            return printed(names.deck(d.index(), language), Map.of(), names);
        } else if (a instanceof Arg.Card c) {
            return printed(names.card(c.deck(), c.card(), language), names.cardArgs(c.deck(), c.card()), names);
        } else if (a instanceof Arg.Group g) {
            return names.group(g.id(), language);
        } else if (a instanceof Arg.Text t) {
            return t.text();
        } else if (a instanceof Arg.Rule r) {
            return ruleTitle(r.id());
        } else if (a instanceof Arg.Citation c) {
            return cited(c.cited());
        } else if (a instanceof Arg.Edition e) {
            return edition(e.spec());
        }
        return format(((Arg.Message) a).msg(), names);
    }

    /**
     * A printed text (a card, a deck's name) as a language's file of names gives it: one with
     * {@code {placeholders}} is a template that names the card's sums, destination and the
     * edition's words ({@link Names#cardArgs}), so it reads right at every table; others are as printed.
     */
    private String printed(String text, Map<String, Arg> args, Names names) {
        if (text.indexOf('{') < 0) {
            return text;
        }
        MessageFormat format = compiled.computeIfAbsent("printed:" + text, k -> new MessageFormat(text, locale));
        Map<String, Object> values = new HashMap<>();
        putTerms(values, names);
        args.forEach((k, v) -> values.put(k, value(v, names)));
        synchronized (format) {
            return format.format(values);
        }
    }

    /** A player's name, or the words for the Bank and the pot. */
    public String player(int seat, Names names) {
        if (seat == Arg.BANK) {
            return format(new Msg("name.bank", Map.of()), names);
        }
        if (seat == Arg.POT) {
            return format(new Msg("name.pot", Map.of()), names);
        }
        return names.player(seat);
    }

    /** A sum in this language's money format ({@code format.money}, with {@code {sign}} and {@code {amount}}). */
    public String money(int amount, String sign) {
        return money(java.math.BigDecimal.valueOf(amount), sign);
    }

    /** A sum that need not be whole (an average, an income per roll), with cents where it has any, in the same format. */
    public String money(java.math.BigDecimal amount, String sign) {
        tutor.text.Money.Written w = tutor.text.Money.inUnit(amount, sign);
        String template = tutor.text.Money.template(w.amount(),
                templates.getOrDefault("format.money:" + w.sign(), templates.getOrDefault("format.money", "{sign}{amount}")),
                templates.get("format.money-millions:" + w.sign()));
        return tutor.text.Money.write(w.amount(), w.sign(), template, "true".equals(templates.get("format.money-grouping")), language);
    }

    /** How this language writes money, for the parts of the tutor that write sums without a rulebook at hand. */
    public tutor.text.Money.Format moneyFormats() {
        java.util.Map<String, String> bySign = new java.util.HashMap<>();
        java.util.Map<String, String> millionsBySign = new java.util.HashMap<>();
        templates.forEach((k, v) -> {
            if (k.startsWith("format.money:")) {
                bySign.put(k.substring("format.money:".length()), v);
            } else if (k.startsWith("format.money-millions:")) {
                millionsBySign.put(k.substring("format.money-millions:".length()), v);
            }
        });
        return new tutor.text.Money.Format(templates.getOrDefault("format.money", "{sign}{amount}"),
                "true".equals(templates.get("format.money-grouping")), bySign, millionsBySign);
    }

    /** This language's own way of writing a sum in the currency {@code sign} ({@code ₽{amount}k}), or null for the usual one. */
    public String moneyFormat(String sign) {
        String own = templates.get("format.money:" + sign);
        return own == null ? null : own.replace("{sign}", sign);
    }

    private void putTerms(Map<String, Object> values, Names names) {
        if (fallback != null) {
            for (Map.Entry<String, String> t : fallback.terms.entrySet()) {
                values.put(termArg(t.getKey()), t.getValue());
            }
        }
        for (Map.Entry<String, String> t : terms.entrySet()) {
            values.put(termArg(t.getKey()), t.getValue());
        }
        for (Map.Entry<String, String> t : names.terms(language).entrySet()) {
            values.put(termArg(t.getKey()), t.getValue());
        }
    }

    /** The template argument for a term key: {@code printed price -> t_printed_price}. */
    public static String termArg(String key) {
        return "t_" + key.replace(' ', '_');
    }

    /** What an effect changed, in words. */
    public String describe(Effect e, Names names) {
        if (e instanceof Effect.MoneyMoved mm) {
            return format(Msg.of("effect.money", "from", Arg.player(mm.from()), "to", Arg.player(mm.to()),
                    "amount", Arg.money(mm.amount())), names);
        } else if (e instanceof Effect.DeedChanged dc) {
            return format(Msg.of("effect.deed", "deed", Arg.deed(dc.deed()), "from", Arg.player(dc.from()),
                    "to", Arg.player(dc.to())), names);
        } else if (e instanceof Effect.TokenMoved tm) {
            return format(Msg.of(tm.intoJail() ? "effect.token-jail" : "effect.token", "player", Arg.player(tm.player()),
                    "from", Arg.space(tm.fromIndex()), "to", Arg.space(tm.toIndex())), names);
        }
        Effect.StatusChanged sc = (Effect.StatusChanged) e;
        // A deed's name stands in the language's quotes, in the nominative ("участок «Boardwalk»: залог снят").
        return format(Msg.of(sc.subject() instanceof Arg.Deed ? "effect.status.deed" : "effect.status", "subject", sc.subject(),
                "what", sc.what()), names);
    }
}
