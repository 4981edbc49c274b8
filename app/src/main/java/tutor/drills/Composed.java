package tutor.drills;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A drill's words and script, ready to be written: title, goal and the opening narration in three
 * languages, and the script (the lead-in moves, the question or decision, the check). Also the small
 * builders every question maker shares, so a question, its wrong answers and its hint ladder are
 * always shaped alike.
 *
 * @param base the difficulty of the theme's ruling before its numbers are counted (1 to 3)
 */
record Composed(Map<String, Object> title, Map<String, Object> goal, Map<String, Object> narrate, List<Object> script,
                int base) {

    /** A wrong answer under construction: the value (an amount, or a choice's English text), why, the rule. */
    record Wrong(Object value, Map<String, Object> why, String rule) { }

    /**
     * An amount question. Wrong amounts equal to the answer, below nothing or given twice are dropped,
     * so a maker may offer every misreading it knows and keep those that differ here.
     */
    static Map<String, Object> amount(Map<String, Object> prompt, int answer, Map<String, Object> explain, List<Wrong> wrongs,
                                      List<Map<String, Object>> hints) {
        Map<String, Object> q = new LinkedHashMap<>();
        q.put("prompt", prompt);
        q.put("answer", answer);
        q.put("explain", explain);
        List<Object> wrong = new ArrayList<>();
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        seen.add(answer);
        for (Wrong w : wrongs) {
            int v = (Integer) w.value();
            if (v >= 0 && seen.add(v)) {
                wrong.add(wrong("amount", v, w));
            }
        }
        q.put("wrong", wrong);
        q.put("hints", hints);
        return Draft.step("question", q);
    }

    /** A multiple-choice question: {@code choices} by key, the right key, and why each other one is wrong. */
    static Map<String, Object> choice(Map<String, Object> prompt, Map<String, Map<String, Object>> choices, String right,
                                      Map<String, Object> explain, Map<String, Wrong> whyWrong, List<Map<String, Object>> hints) {
        Map<String, Object> q = new LinkedHashMap<>();
        q.put("prompt", prompt);
        q.put("choices", new ArrayList<>(choices.values()));
        q.put("answer", choices.get(right).get("en"));
        q.put("explain", explain);
        List<Object> wrong = new ArrayList<>();
        choices.forEach((key, text) -> {
            if (!key.equals(right)) {
                Wrong w = whyWrong.get(key);
                wrong.add(wrong("choice", text.get("en"), w));
            }
        });
        q.put("wrong", wrong);
        q.put("hints", hints);
        return Draft.step("question", q);
    }

    private static Map<String, Object> wrong(String kind, Object value, Wrong w) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put(kind, value);
        m.put("why", w.why());
        if (w.rule() != null) {
            m.put("rule", w.rule());
        }
        return m;
    }

    /** The number of wrong answers a question step kept. */
    @SuppressWarnings("unchecked")
    static int wrongCount(Object questionStep) {
        Map<String, Object> q = (Map<String, Object>) ((Map<String, Object>) questionStep).get("question");
        return ((List<Object>) q.get("wrong")).size();
    }
}
