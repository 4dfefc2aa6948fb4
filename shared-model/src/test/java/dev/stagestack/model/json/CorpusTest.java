package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.stagestack.model.Problem;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every good corpus file reads without a problem and is written back byte for byte; every bad
 * corpus file reports exactly the {@code line:col: path: message} lines of its {@code .expected} file.
 */
class CorpusTest {

    @TestFactory
    Stream<DynamicTest> goodFilesReadCleanlyAndWriteBackIdentically() {
        return Corpus.good().stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    String text = Corpus.read(file);
                    ReadResult result = GraphCodec.read(file.getFileName().toString(), text);

                    assertEquals(List.of(), result.problems());
                    assertNotNull(result.graph());
                    assertEquals(text, GraphCodec.write(result.graph()));
                }));
    }

    @TestFactory
    Stream<DynamicTest> badFilesReportExactlyTheExpectedProblems() {
        return Corpus.bad().stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    List<String> expected = Files.readAllLines(Corpus.expectationOf(file));
                    ReadResult result = GraphCodec.read(file);

                    assertFalse(expected.isEmpty(), "an expectation lists at least one problem");
                    assertEquals(expected, lines(result.problems()));
                }));
    }

    @TestFactory
    Stream<DynamicTest> everyProblemCarriesTheFileName() {
        return Corpus.bad().stream()
                .map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
                    for (Problem p : GraphCodec.read(file).problems()) {
                        assertEquals(file.toString(), p.file());
                    }
                }));
    }

    /** Problems as the expectation files write them: {@code line:col: path: message}, no file name. */
    static List<String> lines(List<Problem> problems) {
        return problems.stream()
                .map(p -> p.line() + ":" + p.column() + ": " + p.at(null, 0, 0).format())
                .collect(Collectors.toList());
    }
}
