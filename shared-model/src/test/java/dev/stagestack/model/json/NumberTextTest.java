package dev.stagestack.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.stagestack.model.GraphArbitraries;
import java.math.BigDecimal;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

class NumberTextTest {

    @Test
    void writesNumbersMinimally() {
        assertEquals("60", NumberText.of(60.0));
        assertEquals("2.5", NumberText.of(2.5));
        assertEquals("-12.25", NumberText.of(-12.25));
        assertEquals("0", NumberText.of(0.0));
        assertEquals("-0", NumberText.of(-0.0));
        assertEquals("123456789012345678901", NumberText.of(new BigDecimal("123456789012345678901.000")));
        assertEquals("1E+22", NumberText.of(1e22));
        assertEquals("1E-7", NumberText.of(1e-7));
        assertEquals("0.001", NumberText.of(0.001));
    }

    @Test
    void refusesWhatJsonCannotHold() {
        assertThrows(IllegalArgumentException.class, () -> NumberText.of(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> NumberText.of(Double.POSITIVE_INFINITY));
    }

    @Provide
    Arbitrary<Double> doubles() {
        return GraphArbitraries.anyDoubles();
    }

    @Property
    void everyFiniteDoubleReadsBackExactly(@ForAll("doubles") double value) {
        assertEquals(
                Double.doubleToRawLongBits(value),
                Double.doubleToRawLongBits(Double.parseDouble(NumberText.of(value))));
    }
}
