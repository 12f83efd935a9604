package walkthrough.manifest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class AppVersionTests {
    @Test
    @DisplayName("versions parse as MAJOR.MINOR[.PATCH] of 1 to 9 digits each, and nothing else does")
    void parsing() {
        assertEquals(new AppVersion(2, 3, 1), AppVersion.parse("2.3.1"));
        assertEquals(new AppVersion(2, 3, 0), AppVersion.parse("2.3"));
        assertEquals("2.3", AppVersion.parse("2.3.0").toString());
        assertEquals("10.0.3", AppVersion.parse("10.0.3").toString());
        for (String malformed : new String[] {"v2.3", "2", "2.3.1-beta", "2.3.1.4", "", "2..3", "2.3.", "1234567890.1", "٢.٣", "+2.3", " 2.3"}) {
            assertNull(AppVersion.parse(malformed), malformed);
        }
    }

    @Test
    @DisplayName("versions compare numerically, and 2.3 is 2.3.0")
    void ordering() {
        assertTrue(AppVersion.parse("2.10").compareTo(AppVersion.parse("2.9")) > 0);
        assertTrue(AppVersion.parse("2.3.4").compareTo(AppVersion.parse("2.3")) > 0);
        assertEquals(0, AppVersion.parse("2.3").compareTo(AppVersion.parse("2.3.0")));
        assertTrue(AppVersion.parse("1.99.99").compareTo(AppVersion.parse("2.0")) < 0);
    }
}
