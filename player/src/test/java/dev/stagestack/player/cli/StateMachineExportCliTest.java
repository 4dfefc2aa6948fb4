package dev.stagestack.player.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * {@code stagestack export --format scxml|xstate}: the state machines of docs/export.md from the command
 * line, the refusal of a stack that grows without end (naming the cycle) and {@code --max-depth}.
 */
class StateMachineExportCliTest {
    private static final String BASIC =
            Path.of("..", "samples", "graphs", "basic-stack.stagestack.json").toString();

    /** start pushes start: the stack grows by one entry per ENTER. */
    private static final String PUMP = """
            { "format": "stagestack", "version": 1, "name": "Pump", "initial": "start",
              "states": [ { "id": "start" } ],
              "transitions": [ { "id": "again", "from": "start", "trigger": { "type": "key", "key": "ENTER" },
                                 "actions": [ { "op": "push", "target": "start" } ] } ] }
            """;

    /** A hint shown once per entry of title: which entry spent it is no part of a configuration. */
    private static final String ONCE = """
            { "format": "stagestack", "version": 1, "name": "Once", "initial": "title",
              "states": [ { "id": "title" }, { "id": "hint" } ],
              "transitions": [ { "id": "show-hint", "from": "title", "trigger": { "type": "key", "key": "H" },
                                 "once": true, "actions": [ { "op": "push", "target": "hint" } ] },
                               { "id": "close", "from": "hint", "trigger": { "type": "key", "key": "H" },
                                 "actions": [ { "op": "pop" } ] } ] }
            """;

    @TempDir
    Path dir;

    @Test
    void xstateGoesToStandardOutputWithAStatePerConfiguration() {
        CliTest.Run r = CliTest.run("export", "--format", "xstate", BASIC);
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("\"initial\": \"game\""), r.out());
        assertTrue(
                r.out().contains("\"game\": {\n      \"id\": \"c0\",\n      \"meta\": { \"stack\": [\"game\"] },"),
                r.out());
        assertTrue(
                r.out()
                        .contains(
                                "\"key.ESCAPE\": { \"target\": \"#c1\", \"meta\": { \"transitions\": [\"open-pause\"] } }"),
                r.out());
        assertTrue(r.out().contains("\"game > pause\": {"), r.out());
        assertEquals("", r.err());
    }

    @Test
    void scxmlGoesToTheFileNamedAndIsXml() throws Exception {
        Path file = dir.resolve("basic.scxml");
        CliTest.Run r = CliTest.run("export", "-f", "SCXML", BASIC, "-o", file.toString());
        assertEquals(0, r.code(), r.err());
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document doc = factory.newDocumentBuilder().parse(file.toFile());
        assertEquals("scxml", doc.getDocumentElement().getLocalName());
        assertEquals("c0", doc.getDocumentElement().getAttribute("initial"));
        assertEquals(
                2,
                doc.getElementsByTagNameNS("http://www.w3.org/2005/07/scxml", "state")
                        .getLength());
    }

    @Test
    void anUnboundedStackIsRefusedNamingItsCycleUntilABoundIsGiven() throws IOException {
        Path pump = dir.resolve("pump.stagestack.json");
        Files.writeString(pump, PUMP);
        Path out = dir.resolve("pump.json");
        CliTest.Run refused = CliTest.run("export", "--format", "xstate", pump.toString(), "-o", out.toString());
        assertEquals(1, refused.code(), refused.err());
        assertEquals(
                pump + ": cannot export it as xstate: the stack can grow without end: the pushes of start > start"
                        + " repeat; export it with --max-depth N to cut the stack at N entries\n",
                refused.err());
        assertFalse(Files.exists(out), "nothing written");

        CliTest.Run bounded =
                CliTest.run("export", "--format", "xstate", "--max-depth", "3", pump.toString(), "-o", out.toString());
        assertEquals(0, bounded.code(), bounded.err());
        String machine = Files.readString(out);
        assertTrue(machine.contains("\"start > start > start\": {"), machine);
        assertFalse(machine.contains("\"start > start > start > start\""), machine);
    }

    @Test
    void onceIsExportedWithEachEntrysSpentTransitionsInItsConfigurations() throws IOException {
        Path once = dir.resolve("once.stagestack.json");
        Files.writeString(once, ONCE);
        Path out = dir.resolve("once.scxml");
        CliTest.Run run = CliTest.run("export", "--format", "scxml", once.toString(), "-o", out.toString());
        assertEquals(0, run.code(), run.err());
        String machine = Files.readString(out);
        assertTrue(machine.contains("<state id=\"c0\" ss:stack=\"title\" ss:spent=\"-\">"), machine);
        assertTrue(machine.contains("ss:stack=\"title hint\" ss:spent=\"show-hint -\""), machine);
        assertTrue(machine.contains("ss:stack=\"title\" ss:spent=\"show-hint\""), machine);
    }

    @Test
    void aVisitCountComparedWithAnotherIsRefusedInOneLineAndNothingIsWritten() throws IOException {
        Path visits = dir.resolve("visits.stagestack.json");
        Files.writeString(visits, ONCE.replace("\"once\": true", "\"when\": \"visits(title) > visits(hint)\""));
        Path out = dir.resolve("visits.scxml");
        CliTest.Run refused = CliTest.run("export", "--format", "scxml", visits.toString(), "-o", out.toString());
        assertEquals(1, refused.code(), refused.err());
        assertEquals(
                visits + ": cannot export it as scxml: visits(title) is compared with a count that has no bound"
                        + " (another state's visits), so no number of configurations holds it: export the graph"
                        + " without that comparison\n",
                refused.err());
        assertFalse(Files.exists(out), "nothing written");
    }

    @Test
    void aBoundIsForTheStateMachinesOnly() {
        CliTest.Run dot = CliTest.run("export", "--format", "dot", "--max-depth", "3", BASIC);
        assertEquals(2, dot.code());
        assertTrue(dot.err().contains("--max-depth is for the state machines (scxml, xstate) only"), dot.err());
        CliTest.Run zero = CliTest.run("export", "--format", "scxml", "--max-depth", "0", BASIC);
        assertEquals(2, zero.code());
        assertTrue(zero.err().contains("bad --max-depth 0: use 1 to 256 entries (e.g. 8)"), zero.err());
    }
}
