package tutor.ui.budget;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.swing.JCheckBox;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import tutor.sim.Strategies;
import tutor.text.Texts;

/**
 * The strategies a run deals round the seats, picked by their names in the window's language: one tick box each,
 * the two that take a number with a spinner beside them (a reserve in the board's money, a bid limit in per cent of
 * the printed price), so that nothing is typed and no id has to be known. Each box's tip says what it does.
 */
final class StrategyPicker extends JPanel {

    private static final long serialVersionUID = 1L;
    /** The strategies in the order the lab offers them; reserve-N and bid-to-N take their number from a spinner. */
    static final List<String> IDS = List.of("buy-all", "reserve", "three-houses", "bid-to", "no-build", "jail-stays",
            "trader", "never-trades", "cautious");

    private final Map<String, JCheckBox> boxes = new LinkedHashMap<>();
    private final JSpinner reserve = new JSpinner(new SpinnerNumberModel(200, 0, 100_000, 50));
    private final JSpinner bidTo = new JSpinner(new SpinnerNumberModel(150, 1, 1_000, 10));
    /** The reserve's unit after its spinner: "Keeps in reserve 200" left a class asking "200 what?". */
    private final javax.swing.JLabel reserveUnit = new javax.swing.JLabel();

    StrategyPicker() {
        super(new MigLayout("insets 0, wrap 2, novisualpadding", "[][]"));
        setName("budget.simulate.strategies");
        reserve.setName("budget.simulate.strategy.reserve.amount");
        bidTo.setName("budget.simulate.strategy.bid-to.percent");
        for (String id : IDS) {
            JCheckBox box = new JCheckBox();
            box.setName("budget.simulate.strategy." + id);
            boxes.put(id, box);
            if (id.equals("reserve") || id.equals("bid-to")) {
                JSpinner amount = id.equals("reserve") ? reserve : bidTo;
                box.addItemListener(e -> amount.setEnabled(box.isSelected()));
                JPanel pair = new JPanel(new MigLayout("insets 0, novisualpadding, gap 2"));
                pair.add(box);
                pair.add(amount);
                if (amount == reserve) {
                    reserveUnit.setName("budget.simulate.strategy.reserve.unit");
                    pair.add(reserveUnit);
                }
                add(pair);
            } else {
                add(box);
            }
        }
        // The run the command line makes when none are named: the same four, so both give the same figures.
        for (String spec : Strategies.DEFAULT) {
            boxes.get(spec.startsWith("reserve-") ? "reserve" : spec.startsWith("bid-to-") ? "bid-to" : spec).setSelected(true);
            if (spec.startsWith("reserve-")) {
                reserve.setValue(Integer.parseInt(spec.substring("reserve-".length())));
            }
        }
        reserve.setEnabled(boxes.get("reserve").isSelected());
        bidTo.setEnabled(boxes.get("bid-to").isSelected());
    }

    /**
     * Names and tips in a language; {@code describe} gives a strategy's tip (the cautious one names a sum), and
     * {@code moneyUnit} the board's money as its sums are written ("$", "€", "тыс. ₽").
     */
    void language(Texts t, Function<String, String> describe, String moneyUnit) {
        reserveUnit.setText(moneyUnit);
        boxes.forEach((id, box) -> {
            box.setText(t.get("strategy." + id + ".name"));
            box.setToolTipText(describe.apply(id));
        });
        reserve.setToolTipText(t.get("strategy.reserve.amount"));
        bidTo.setToolTipText(t.get("strategy.bid-to.percent"));
    }

    /** The ticked strategies as the simulator names them ("reserve-200", "bid-to-150"), in the picker's order. */
    List<String> chosen() {
        List<String> out = new ArrayList<>();
        boxes.forEach((id, box) -> {
            if (box.isSelected()) {
                out.add(id.equals("reserve") ? "reserve-" + reserve.getValue()
                        : id.equals("bid-to") ? "bid-to-" + bidTo.getValue() : id);
            }
        });
        return out;
    }

    /** Ticks exactly these strategies (ids as {@link #chosen()} gives them); for tests and restoring a run. */
    void choose(List<String> specs) {
        boxes.values().forEach(b -> b.setSelected(false));
        for (String spec : specs) {
            if (spec.startsWith("reserve-")) {
                reserve.setValue(Integer.parseInt(spec.substring("reserve-".length())));
                boxes.get("reserve").setSelected(true);
            } else if (spec.startsWith("bid-to-")) {
                bidTo.setValue(Integer.parseInt(spec.substring("bid-to-".length())));
                boxes.get("bid-to").setSelected(true);
            } else {
                boxes.get(spec).setSelected(true);
            }
        }
    }
}
