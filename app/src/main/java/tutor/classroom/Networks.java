package tutor.classroom;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The addresses this computer has, for the teacher to choose the one on the school network: the server
 * listens on that address alone. School-network (site-local) IPv4 addresses first, then other IPv4
 * addresses, then this computer alone (the loopback, for trying it out).
 */
public final class Networks {

    /** An address and the network interface it belongs to ("wlan0", "Ethernet"). */
    public record Address(String host, String interfaceName, boolean loopback, boolean schoolNetwork) { }

    private Networks() {
    }

    public static List<Address> choices() {
        List<Address> out = new ArrayList<>();
        try {
            for (NetworkInterface ni : Collections.list(NetworkInterface.getNetworkInterfaces())) {
                if (!ni.isUp() || ni.isLoopback() || ni.isPointToPoint()) {
                    continue;
                }
                for (InetAddress a : Collections.list(ni.getInetAddresses())) {
                    if (a instanceof Inet4Address && !a.isLinkLocalAddress()) {
                        out.add(new Address(a.getHostAddress(), ni.getDisplayName(), false, a.isSiteLocalAddress()));
                    }
                }
            }
        } catch (SocketException e) {
            // No interfaces can be listed: only this computer is offered.
        }
        out.sort(java.util.Comparator.comparing((Address a) -> !a.schoolNetwork()));
        out.add(new Address("127.0.0.1", "loopback", true, false));
        return out;
    }

    /** The address to serve on when the teacher named none: the first school-network one, else this computer alone. */
    public static Address preferred() {
        return choices().get(0);
    }
}
