package io.github.walkthroughsite.manifest.loading;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URL;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** What {@link Operation#cancel()} does with the connection a read may be blocked on. */
class OperationTests {
    /** A connection whose {@code disconnect()} waits, as the desktop JDK's does while a read is in progress. */
    private static final class SlowToClose extends HttpURLConnection {
        final CountDownLatch asked = new CountDownLatch(1);
        final CountDownLatch readEnds = new CountDownLatch(1);

        SlowToClose() throws IOException {
            super(new URL("http://127.0.0.1/"));
        }

        @Override
        public void disconnect() {
            asked.countDown();
            try {
                readEnds.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public boolean usingProxy() {
            return false;
        }

        @Override
        public void connect() {
        }
    }

    @Test
    @DisplayName("cancel() asks the connection to close and returns without waiting for it")
    void cancelClosesTheConnectionWithoutWaiting() throws Exception {
        Operation operation = new Operation();
        SlowToClose connection = new SlowToClose();
        operation.using(connection);
        long start = System.nanoTime();
        operation.cancel();
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        connection.readEnds.countDown();
        assertTrue(millis < 500, "cancel() took " + millis + " ms");
        assertTrue(connection.asked.await(2, TimeUnit.SECONDS), "the connection was asked to close");
    }

    @Test
    @DisplayName("a connection made after the cancel is closed at once and the work stops")
    void connectionAfterCancel() throws Exception {
        Operation operation = new Operation();
        operation.cancel();
        SlowToClose connection = new SlowToClose();
        connection.readEnds.countDown();
        assertThrows(IOException.class, () -> operation.using(connection));
        assertTrue(connection.asked.await(0, TimeUnit.SECONDS), "closed before using() returned");
    }
}
