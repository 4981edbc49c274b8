package tutor.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import tutor.rules.Ruling;
import tutor.trace.Effect;
import tutor.trace.Rulebook;
import tutor.trace.TraceStep;

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

    public static List<String> lines(Ruling r, Rulebook rulebook, Set<String> houseRules) {
        Map<List<String>, List<Part>> byPair = new LinkedHashMap<>();
        Map<List<String>, String> currency = new LinkedHashMap<>();
        for (TraceStep s : r.trace().flatten()) {
            for (Effect e : s.effects()) {
                if (e instanceof Effect.MoneyMoved m) {
                    List<String> pair = List.of(m.from(), m.to());
                    byPair.computeIfAbsent(pair, k -> new ArrayList<>())
                            .add(new Part(m.amount(), s.ruleId(), houseRules.contains(s.ruleset())));
                    currency.put(pair, m.currency());
                }
            }
        }
        List<String> out = new ArrayList<>();
        byPair.forEach((pair, parts) -> {
            String sign = currency.get(pair);
            StringBuilder line = new StringBuilder(pair.get(0) + " pays " + pair.get(1) + " ");
            if (parts.size() == 1) {
                out.add(line.append(sign).append(parts.get(0).amount()).toString());
                return;
            }
            int total = 0;
            for (int i = 0; i < parts.size(); i++) {
                Part p = parts.get(i);
                total += p.amount();
                line.append(i == 0 ? "" : " + ").append(sign).append(p.amount()).append(' ').append(name(rulebook, p.ruleId()))
                        .append(p.houseRule() ? " (house rule)" : "");
            }
            out.add(line.append(" = ").append(sign).append(total).toString());
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
