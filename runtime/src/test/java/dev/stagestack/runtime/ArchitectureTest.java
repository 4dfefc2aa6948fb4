package dev.stagestack.runtime;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The runtime is the core a game uses as its state layer: it depends on shared-model only. JavaFX and
 * picocli live in the player module (the player, the game host and the command line).
 */
class ArchitectureTest {

    private final JavaClasses runtime = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.stagestack.runtime");

    @Test
    void theCoreUsesNoToolkitAndNoCommandLineLibrary() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("javafx..", "java.awt..", "javax.swing..", "picocli..")
                .check(runtime);
    }

    @Test
    void theCoreDoesNotReachIntoThePlayerOrOtherModules() {
        noClasses()
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "dev.stagestack.player.fx..",
                        "dev.stagestack.player.cli..",
                        "dev.stagestack.player.desktop..",
                        "dev.stagestack.tools..",
                        "dev.stagestack.editor..",
                        "dev.stagestack.samples..")
                .because("data flows one way: model -> runtime core -> tools -> player and CLI")
                .check(runtime);
    }

    /** The Maven side of the rule: JavaFX and picocli are not even on the core's (test) class path. */
    @ParameterizedTest
    @ValueSource(strings = {"javafx.application.Platform", "javafx.scene.Node", "picocli.CommandLine"})
    void javaFxAndPicocliAreNotInTheCoresDependencyTree(String className) {
        assertThrows(
                ClassNotFoundException.class,
                () -> Class.forName(className, false, getClass().getClassLoader()));
    }

    @Test
    void theCoreDoesNotDependOnTheInterpreterOrTheTrace() {
        noClasses()
                .that()
                .resideInAPackage("dev.stagestack.runtime")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("dev.stagestack.runtime.graph..", "dev.stagestack.runtime.trace..")
                .check(runtime);
    }
}
