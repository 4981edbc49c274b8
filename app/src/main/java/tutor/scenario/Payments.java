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
        return byPayer(r, rulebook, words, houseRules, words.language());
    }

    /** The same lines, the words that join the parts ("pays", "house rule") in {@code language} (the tests' pseudo-language too). */
    public static Map<List<Integer>, String> byPayer(Ruling r, Rulebook rulebook, Words words, Set<String> houseRules, String language) {
        tutor.text.Texts t = tutor.text.Texts.of("report", language);
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
            if (parts.size() == 1) {
                out.put(pair, words.describe(new Effect.MoneyMoved(pair.get(0), pair.get(1), parts.get(0).amount()), r.trace().names()));
                return;
            }
            StringBuilder sum = new StringBuilder();
            int total = 0;
            for (int i = 0; i < parts.size(); i++) {
                Part p = parts.get(i);
                total += p.amount();
                sum.append(i == 0 ? "" : " + ").append(t.get(p.houseRule() ? "payment.part.house-rule" : "payment.part",
                        words.money(p.amount(), sign), name(rulebook, p.ruleId())));
            }
            out.put(pair, t.get("payment.summed", words.player(pair.get(0), r.trace().names()),
                    words.player(pair.get(1), r.trace().names()), sum.toString(), words.money(total, sign)));
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
