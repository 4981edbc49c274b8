package tutor.golden;

import java.io.File;
import org.approvaltests.namer.ApprovalNamer;

/**
 * Names an approved golden file by what it records, under {@code src/test/resources/golden/},
 * instead of by the test method: one file per scenario or per set of games.
 */
final class GoldenFile implements ApprovalNamer {

    static final String ROOT = "src/test/resources/golden/";

    private final String name;

    GoldenFile(String name) {
        this.name = name;
    }

    @Override
    public File getApprovedFile(String extensionWithDot) {
        return new File(ROOT + name + ".approved" + extensionWithDot);
    }

    @Override
    public File getReceivedFile(String extensionWithDot) {
        return new File(ROOT + name + ".received" + extensionWithDot);
    }

    @Override
    public ApprovalNamer addAdditionalInformation(String info) {
        return new GoldenFile(name + "." + info);
    }

    @Override
    public String getAdditionalInformation() {
        return "";
    }

    @Override
    public String getApprovalName() {
        return name;
    }

    @Override
    public String getSourceFilePath() {
        return ROOT;
    }
}
