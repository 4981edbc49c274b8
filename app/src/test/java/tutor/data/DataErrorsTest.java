package tutor.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.StringReader;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Broken data files fail with a positioned, plain message. */
class DataErrorsTest {

    private static final String VALID_BOARD_HEAD = String.join("\n",
            "id: tiny", "title: Tiny", "currency: \"$\"", "source: test",
            "groups:", "  brown: {name: Brown, color: \"#8B4513\"}", "spaces:",
            "  - {index: 0, kind: go, name: GO}",
            "  - {index: 1, kind: jail, name: Jail}");

    private static DataException boardError(String yaml) {
        return catchThrowableOfType(DataException.class, () -> new BoardLoader().load("tiny.yaml", new StringReader(yaml)));
    }

    @Test
    void aSyntaxErrorSaysLineAndColumn() {
        DataException e = boardError("id: x\ntitle: [unclosed\n");
        assertThat(e.file()).isEqualTo("tiny.yaml");
        assertThat(e.line()).isEqualTo(3);
        assertThat(e.getMessage()).startsWith("tiny.yaml:3:");
    }

    @Test
    void anUnknownKeySuggestsTheNearestOne() {
        DataException e = boardError(VALID_BOARD_HEAD + "\n  - {index: 2, kind: street, name: X, group: brown, price: 60, mortage: 30, house: 50, hotel: 50, rent: [1,2,3,4,5,6]}");
        assertThat(e.line()).isEqualTo(10);
        assertThat(e.problem()).contains("unknown key 'mortage'").contains("did you mean 'mortgage'");
    }

    @Test
    void anUnknownGroupAndAShortRentLadderArePositioned() {
        DataException group = boardError(VALID_BOARD_HEAD + "\n  - {index: 2, kind: street, name: X, group: browm, price: 60, mortgage: 30, house: 50, hotel: 50, rent: [1,2,3,4,5,6]}");
        assertThat(group.problem()).isEqualTo("unknown group 'browm'; did you mean 'brown'?");
        DataException rent = boardError(VALID_BOARD_HEAD + "\n  - {index: 2, kind: street, name: X, group: brown, price: 60, mortgage: 30, house: 50, hotel: 50, rent: [1,2,3]}");
        assertThat(rent.problem()).isEqualTo("X: a street needs 6 rent values, found 3");
        assertThat(rent.line()).isEqualTo(10);
    }

    @Test
    void spacesOutOfOrderAreRefused() {
        DataException e = boardError(VALID_BOARD_HEAD.replace("index: 1", "index: 5"));
        assertThat(e.problem()).isEqualTo("spaces must be listed in order: expected index 1, found 5");
    }

    @Test
    void duplicateKeysAndJavaTagsAreRefused() {
        DataException twice = boardError("id: a\nid: b\n");
        assertThat(twice.problem()).isEqualTo("the key 'id' appears twice in a board file");
        assertThat(twice.line()).isEqualTo(2);
        DataException javaTag = boardError("id: !!java.lang.Runtime x\n");
        assertThat(javaTag.problem()).isEqualTo("Global tag is not allowed: tag:yaml.org,2002:java.lang.Runtime");
        assertThat(javaTag.line()).isEqualTo(1);
        DataException localTag = boardError("id: tiny\ntitle: !custom x\n");
        assertThat(localTag.problem()).isEqualTo("the tag '!custom' is not allowed; write plain values");
        assertThat(localTag.line()).isEqualTo(2);
        assertThat(localTag.column()).isEqualTo(8);
    }

    @Test
    void aRulesetValueWithoutSourceOrWithAnUnknownSourceIsRefused() {
        RuleSetLoader loader = new RuleSetLoader(Set.of("us-longform"));
        String head = "id: t\ntitle: T\nboard: classic-us\ncards: us-2008\nvalues:\n";
        DataException noSource = catchThrowableOfType(DataException.class, () -> loader.load("t.yaml",
                new StringReader(head + "  salary: {value: 200, section: GO}\n")));
        assertThat(noSource.problem()).isEqualTo("salary needs the key 'source'");
        DataException unknown = catchThrowableOfType(DataException.class, () -> loader.load("t.yaml",
                new StringReader(head + "  salary: {value: 200, source: us-longfrom, section: GO}\n")));
        assertThat(unknown.problem()).isEqualTo("unknown source 'us-longfrom'; did you mean 'us-longform'?");
        assertThat(unknown.line()).isEqualTo(6);
    }

    @Test
    void aRulesetMissingAValueNamesIt() {
        RuleSetLoader loader = new RuleSetLoader(Set.of("us-longform"));
        DataException e = catchThrowableOfType(DataException.class, () -> loader.load("t.yaml",
                new StringReader("id: t\ntitle: T\nboard: classic-us\ncards: us-2008\nvalues:\n  salary: {value: 200, source: us-longform, section: GO}\n")));
        assertThat(e.problem()).isEqualTo("ruleset t must give 'starting-cash' (every value needs its source)");
    }
}
