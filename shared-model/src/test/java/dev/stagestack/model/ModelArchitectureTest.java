package dev.stagestack.model;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The model is the bottom layer: it needs only the JDK and Gson. */
@AnalyzeClasses(packages = "dev.stagestack.model", importOptions = ImportOption.DoNotIncludeTests.class)
class ModelArchitectureTest {

    @ArchTest
    static final ArchRule modelDependsOnlyOnTheJdk = classes()
            .that()
            .resideInAPackage("dev.stagestack.model..")
            .should()
            .onlyDependOnClassesThat()
            .resideInAnyPackage("java..", "dev.stagestack.model..")
            .because("the runtime core and the editor build on the model, never the other way round,"
                    + " and the model must load without JavaFX");
}
