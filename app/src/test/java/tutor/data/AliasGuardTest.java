package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.StringReader;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Aliases cannot make a small file endless: a self-reference and a bomb under the alias limit
 * are refused at the alias that does it; ordinary aliases still work. The timeouts only guard
 * the build against a hang; the refusals are immediate.
 */
class AliasGuardTest {

    private static DataException error(String yaml) {
        return assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> catchThrowableOfType(DataException.class, () -> new YamlNodes("f.yaml").parse(new StringReader(yaml))));
    }

    @Test
    void anAliasInsideTheListItNamesIsRefusedAtTheAlias() {
        DataException e = error("id: x\nsources: &s [a, *s]\n");
        assertThat(e).isNotNull();
        assertThat(e.line() + ":" + e.column()).isEqualTo("2:17");
        assertThat(e.problem()).startsWith("the alias *s stands inside the very list or mapping it names (&s at line 2)");
    }

    @Test
    void aMappingThatContainsItselfIsRefused() {
        DataException e = error("a: &m\n  b: 1\n  c: *m\n");
        assertThat(e.line() + ":" + e.column()).isEqualTo("3:6");
        assertThat(e.problem()).contains("*m stands inside");
    }

    @Test
    void aBombOfFortyAliasesIsRefusedAtTheAliasThatCrossesTheLimit() {
        StringBuilder yaml = new StringBuilder("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        for (char level = 'b'; level <= 'e'; level++) {
            String prev = "*" + (char) (level - 1);
            yaml.append(level).append(": &").append(level).append(" [").append(String.join(", ", java.util.Collections.nCopies(10, prev))).append("]\n");
        }
        DataException e = error(yaml.toString());
        // b adds 10 x 11 values, c 10 x 111; the eighth *c in d passes 10,000.
        assertThat(e.line() + ":" + e.column()).isEqualTo("4:36");
        assertThat(e.problem()).isEqualTo("the aliases up to here stand for more than 10000 values, like an alias bomb; write the values out instead");
    }

    @Test
    void theFiftyFirstAliasIsOneTooMany() {
        StringBuilder yaml = new StringBuilder("a: &a x\nb: [");
        for (int i = 0; i < 51; i++) {
            yaml.append(i == 0 ? "" : ", ").append("*a");
        }
        yaml.append("]\n");
        DataException e = error(yaml.toString());
        assertThat(e.column()).isEqualTo(5 + 4 * 50);
        assertThat(e.problem()).startsWith("the file repeats aliases (*name) more than 50 times");
    }

    @Test
    void anAliasWithoutAnAnchorIsNamed() {
        assertThat(error("a: *nowhere\n").problem()).isEqualTo("the alias *nowhere has no anchor &nowhere before it");
    }

    @Test
    void ordinaryAliasesStillLoadAndShareTheirNode() {
        Node root = new YamlNodes("f.yaml").parse(new StringReader(
                "common: &w {move: decline, why: no}\nfirst: [*w, *w]\nsecond: [*w]\n"));
        List<Node> first = ((SequenceNode) ((MappingNode) root).getValue().get(1).getValueNode()).getValue();
        assertThat(first).hasSize(2);
        assertThat(first.get(0)).isSameAs(first.get(1));
    }

    @Test
    void aSharedNodeIsCheckedForTagsAndAForeignTagInsideIsRefused() {
        DataException e = error("a: &a [1, !thing x]\nb: [" + String.join(", ", java.util.Collections.nCopies(40, "*a")) + "]\n");
        assertThat(e.line() + ":" + e.column()).isEqualTo("1:11");
        assertThat(e.problem()).isEqualTo("the tag '!thing' is not allowed; write plain values");
    }
}
