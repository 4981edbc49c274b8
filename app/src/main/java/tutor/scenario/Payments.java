package tutor.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.rules.state.Ruling;
import tutor.trace.Effect;
import tutor.trace.Rulebook;
import tutor.trace.TraceStep;
import tutor.trace.Words;

/**
 * The money a ruling moved, one line for each payer and payee. Where several rules pay the same
 * person (the salary and a house rule's bonus for stopping on GO), the parts are named and
 * summed: "the Bank pays Ann $200 salary at GO + $200 extra for stopping exactly on GO (house
 * rule) = $400", never the same payment written twice.
 */
public final class Payments {

    private Payments() {
    }

    private record Part(int amount, String ruleId, boolean houseRule) { }

    public static List<String> lines(Ruling r, Rulebook rulebook, Words words, Set<String> houseRules) {
        return new ArrayList<>(byPayer(r, rulebook, words, houseRules).values());
    }

    /** The same lines, each under the payer and payee it is about ({@code [from, to]} seats), in the ruling's order. */
    public static Map<List<Integer>, String> byPayer(Ruling r, Rulebook rulebook, Words words, Set<String> houseRules) {
        Map<List<Integer>, List<Part>> byPair = new LinkedHashMap<>();
        for (TraceStep s : r.trace().flatten()) {
            for (Effect e : s.effects()) {
                if (e instanceof Effect.MoneyMoved m) {
                    byPair.computeIfAbsent(List.of(m.from(), m.to()), k -> new ArrayList<>())
                            .add(new Part(m.amount(), s.ruleId(), houseRules.contains(s.ruleset())));
                }
            }
        }
        String sign = r.trace().names().currency();
        Map<List<Integer>, String> out = new LinkedHashMap<>();
        byPair.forEach((pair, parts) -> {
            // The summed line is worded in English only so far; other languages keep one line per payment.
            if (parts.size() > 1 && !"en".equals(words.language())) {
                StringBuilder each = new StringBuilder();
                for (Part p : parts) {
                    each.append(each.length() == 0 ? "" : "; ").append(words.describe(new Effect.MoneyMoved(pair.get(0), pair.get(1),
                            p.amount()), r.trace().names()));
                }
                out.put(pair, each.toString());
                return;
            }
            if (parts.size() == 1) {
                out.put(pair, words.describe(new Effect.MoneyMoved(pair.get(0), pair.get(1), parts.get(0).amount()), r.trace().names()));
                return;
            }
            StringBuilder line = new StringBuilder(words.player(pair.get(0), r.trace().names()) + " pays "
                    + words.player(pair.get(1), r.trace().names()) + " ");
            int total = 0;
            for (int i = 0; i < parts.size(); i++) {
                Part p = parts.get(i);
                total += p.amount();
                line.append(i == 0 ? "" : " + ").append(words.money(p.amount(), sign)).append(' ').append(name(rulebook, p.ruleId()))
                        .append(p.houseRule() ? " (house rule)" : "");
            }
            out.put(pair, line.append(" = ").append(words.money(total, sign)).toString());
        });
        return out;
    }

    /** A rule's title as a noun in a sentence: "Salary at GO" reads "salary at GO". */
    private static String name(Rulebook rulebook, String ruleId) {
        String t = rulebook.title(ruleId);
        return t.length() > 1 && Character.isUpperCase(t.charAt(0)) && !Character.isUpperCase(t.charAt(1))
                ? Character.toLowerCase(t.charAt(0)) + t.substring(1) : t;
    }
}
