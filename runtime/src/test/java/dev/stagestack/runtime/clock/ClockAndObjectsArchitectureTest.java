package dev.stagestack.runtime.clock;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The frame clock and the object store are leaf packages of the runtime
 * core: they use only the JDK's {@code java.*} packages (so no JavaFX, and
 * no other part of the runtime) and run headless in plain JUnit.
 */
class ClockAndObjectsArchitectureTest {

    private final JavaClasses classes = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.stagestack.runtime.clock", "dev.stagestack.runtime.objects");

    @ParameterizedTest
    @ValueSource(strings = {"dev.stagestack.runtime.clock", "dev.stagestack.runtime.objects"})
    void usesOnlyTheJdkAndItself(String packageName) {
        classes()
                .that()
                .resideInAPackage(packageName)
                .should()
                .onlyDependOnClassesThat()
                .resideInAnyPackage("java..", packageName)
                .check(classes);
    }
}
