package dev.stagestack.model.json;

import dev.stagestack.model.DisplayText;
import dev.stagestack.model.Graph;
import dev.stagestack.model.ProblemCodes;
import dev.stagestack.model.SaveGame;
import dev.stagestack.model.json.JsonNode.JsonNumber;
import java.math.BigDecimal;

/**
 * The {@code format} and {@code version} fields every Stagestack file starts with: a graph file's and a save
 * file's (docs/format.md). A file of another format or a newer version is not read any further.
 */
final class FormatHeader {

    /** A graph file: {@code "format": "stagestack"}, format version 1. */
    static final FormatHeader GRAPH = new FormatHeader(Graph.FORMAT, "graph", "format version", Graph.VERSION);
    /** A save file: {@code "format": "stagestack-save"}, save version 1. */
    static final FormatHeader SAVE = new FormatHeader(SaveGame.FORMAT, "save", "save version", SaveGame.VERSION);

    private final String format;
    private final String what;
    private final String versionName;
    private final int version;

    private FormatHeader(String format, String what, String versionName, int version) {
        this.format = format;
        this.what = what;
        this.versionName = versionName;
        this.version = version;
    }

    /** Checks format and version; false when the file must not be read any further. */
    boolean accepts(FieldReader top) {
        String found = top.string("format", true);
        if (found != null && !found.equals(format)) {
            top.error(
                    "format",
                    ProblemCodes.WRONG_FORMAT,
                    "not a Stagestack " + what + ": format must be " + DisplayText.quoted(format) + ", found "
                            + DisplayText.quoted(found));
            return false;
        }
        JsonNode node = top.node("version", true);
        if (node == null) {
            return true;
        }
        if (!(node instanceof JsonNumber)) {
            top.error("version", ProblemCodes.WRONG_TYPE, "expected a number, found " + node.kind());
            return true;
        }
        return acceptsVersion(top, (JsonNumber) node);
    }

    private boolean acceptsVersion(FieldReader top, JsonNumber node) {
        BigDecimal value;
        try {
            value = node.toBigDecimal();
        } catch (NumberFormatException tooLarge) {
            top.numberTooLarge("version");
            return false;
        }
        if (value.scale() > 0 || value.compareTo(BigDecimal.ONE) < 0) {
            top.error(
                    "version",
                    ProblemCodes.INVALID_VERSION,
                    "version must be a whole number, 1 or more, found " + node.text());
            return true;
        }
        if (value.compareTo(BigDecimal.valueOf(version)) > 0) {
            top.error(
                    "version",
                    ProblemCodes.NEWER_VERSION,
                    "written by a newer version of Stagestack (" + versionName + " " + value.toPlainString()
                            + "); this version reads version " + version);
            return false;
        }
        return true;
    }
}
