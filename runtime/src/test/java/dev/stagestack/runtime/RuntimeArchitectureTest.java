package dev.stagestack.runtime;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keeps the runtime core free of JavaFX (DESIGN "Core without display"): only
 * {@code dev.stagestack.runtime.fx} may touch the toolkit, and nothing in the core may
 * reach into the fx package, the editor or the samples.
 */
class RuntimeArchitectureTest {

    private static JavaClasses runtimeClasses;

    @BeforeAll
    static void importRuntime() {
        runtimeClasses = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.stagestack.runtime");
    }

    @Test
    void coreDoesNotUseJavaFx() {
        ArchRule rule = noClasses()
                .that().resideInAPackage("dev.stagestack.runtime..")
                .and().resideOutsideOfPackage("dev.stagestack.runtime.fx..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.sun.javafx..")
                .because("the runtime core runs in plain JUnit and headless, without a toolkit");
        rule.check(runtimeClasses);
    }

    @Test
    void coreDoesNotReachIntoTheFxPackageOrOtherModules() {
        ArchRule rule = noClasses()
                .that().resideInAPackage("dev.stagestack.runtime..")
                .and().resideOutsideOfPackages("dev.stagestack.runtime.fx..", "dev.stagestack.runtime.cli..")
                .should().dependOnClassesThat().resideInAnyPackage(
                        "dev.stagestack.runtime.fx..", "dev.stagestack.editor..", "dev.stagestack.samples..")
                .because("data flows one way: model -> runtime core -> player/CLI");
        rule.check(runtimeClasses);
    }
}
