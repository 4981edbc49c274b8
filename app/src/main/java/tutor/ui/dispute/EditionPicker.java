package tutor.ui.dispute;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import net.miginfocom.swing.MigLayout;
import tutor.data.Bundle;
import tutor.rules.edition.HouseRule;
import tutor.rules.edition.RuleSet;

/**
 * The editions and house rules to compare, each ticked by its name in words ("Classic (US
 * long-form rules)", not {@code classic}); the check boxes wrap to the width of the desk.
 */
final class EditionPicker extends JPanel {

    private static final long serialVersionUID = 1L;

    /** The settings keys of what the user ticked: edition ids, and house rule ids, each list comma-separated. */
    static final String TICKED_EDITIONS = "compare.ticked.editions";
    static final String TICKED_HOUSE_RULES = "compare.ticked.houseRules";

    private final Map<String, JCheckBox> editions = new LinkedHashMap<>();
    private final Map<String, JCheckBox> houseRules = new LinkedHashMap<>();
    private final JLabel title = new JLabel();
    /** Names the scenario's edition, so it runs long (in Russian on a projector, wider than the window): it wraps. */
    private final tutor.ui.widgets.WrappingLabel houseTitle = new tutor.ui.widgets.WrappingLabel();
    private final transient tutor.ui.model.TutorModel model;
    private String scenarioEdition = "classic";

    EditionPicker(tutor.ui.model.TutorModel model) {
        super(new MigLayout("insets 0, fillx, wrap 1", "[grow,fill]"));
        this.model = model;
        JPanel eds = new JPanel(new tutor.ui.widgets.WrapLayout(8, 2));
        for (RuleSet r : Bundle.get().rulesets().values()) {
            JCheckBox box = new JCheckBox();
            box.setName("compare.edition." + r.id());
            box.addActionListener(e -> remember());
            editions.put(r.id(), box);
            eds.add(box);
        }
        JPanel house = new JPanel(new tutor.ui.widgets.WrapLayout(8, 2));
        for (HouseRule hr : Bundle.get().houseRules().values()) {
            JCheckBox box = new JCheckBox();
            box.setName("compare.house." + hr.id());
            box.addActionListener(e -> remember());
            houseRules.put(hr.id(), box);
            house.add(box);
        }
        title.setFont(title.getFont().deriveFont(java.awt.Font.BOLD));
        houseTitle.setFont(title.getFont());
        add(title, "wmin 0");
        add(eds, "wmin 0");
        add(houseTitle, "wmin 0");
        add(house, "wmin 0");
        relabel();
    }

    /** Every edition and house rule by its name in the window's language (the id, which is data, in the tooltip). */
    void relabel() {
        tutor.text.Texts t = model.texts();
        title.setText(t.get("compare.editions"));
        editions.forEach((id, box) -> {
            String name = tutor.ui.widgets.Editions.name(t, id);
            box.setText(t.get("compare.edition.box", name, id.replace('-', '_')));
            box.setToolTipText(t.get("compare.edition.tip", name, id));
        });
        houseRules.forEach((id, box) -> {
            box.setText(tutor.ui.widgets.Editions.houseRule(t, id));
            box.setToolTipText(t.get("compare.houseRule.tip", box.getText(), id));
        });
        houseTitle.setText(t.get("compare.houseRules", tutor.ui.widgets.Editions.name(t, scenarioEdition)));
    }

    /** Ticks exactly these rulesets ("classic", "classic+go-400"): editions, and house rules by their part after '+'. */
    void tick(List<String> specs, String scenarioEdition) {
        editions.values().forEach(b -> b.setSelected(false));
        houseRules.values().forEach(b -> b.setSelected(false));
        for (String spec : specs) {
            String[] parts = spec.split("\\+");
            if (editions.containsKey(parts[0]) && (parts.length == 1 || !parts[0].equals(scenarioEdition))) {
                editions.get(parts[0]).setSelected(true);
            }
            for (int i = 1; i < parts.length; i++) {
                if (houseRules.containsKey(parts[i])) {
                    houseRules.get(parts[i]).setSelected(true);
                }
            }
        }
        this.scenarioEdition = scenarioEdition;
        houseTitle.setText(model.texts().get("compare.houseRules", tutor.ui.widgets.Editions.name(model.texts(), scenarioEdition)));
    }

    /**
     * Keeps what the user ticked (a click, never a preset) in the settings, so the desk ticks it again when the table
     * changes, when the user comes back, and after a restart.
     */
    private void remember() {
        model.settings().put(TICKED_EDITIONS, String.join(",", ticked(editions)));
        model.settings().put(TICKED_HOUSE_RULES, String.join(",", ticked(houseRules)));
    }

    private static List<String> ticked(Map<String, JCheckBox> boxes) {
        return boxes.entrySet().stream().filter(e -> e.getValue().isSelected()).map(Map.Entry::getKey).toList();
    }

    /** Ticks what the user last ticked, if they ever did; false when they never did (the desk then presets its own). */
    boolean restore(String scenarioEdition) {
        String eds = model.settings().get(TICKED_EDITIONS, null);
        if (eds == null) {
            return false;
        }
        List<String> specs = new ArrayList<>();
        for (String id : eds.split(",")) {
            if (!id.isBlank()) {
                specs.add(id);
            }
        }
        for (String id : model.settings().get(TICKED_HOUSE_RULES, "").split(",")) {
            if (!id.isBlank()) {
                specs.add(scenarioEdition + "+" + id);
            }
        }
        tick(specs, scenarioEdition);
        return true;
    }

    /** The rulesets ticked: each edition, and the scenario's edition with each house rule. */
    List<String> specs(String scenarioEdition) {
        List<String> specs = new ArrayList<>();
        editions.forEach((id, box) -> {
            if (box.isSelected()) {
                specs.add(id);
            }
        });
        houseRules.forEach((id, box) -> {
            if (box.isSelected()) {
                specs.add(scenarioEdition + "+" + id);
            }
        });
        return specs;
    }

    /** A ruleset spec in words: "Classic (US long-form rules) + $400 for stopping exactly on GO". */
    String name(String spec) {
        return tutor.ui.widgets.Editions.name(model.texts(), spec);
    }
}
