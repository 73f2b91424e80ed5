/*
 * Starting the preview's HTTP daemon with the options Swift cannot pass (see CHTTPShim.h).
 */
#include "CHTTPShim.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>

/* How long a connection may stay silent, in seconds: the event stream says something (a comment
 * line) every 15 seconds, so only a connection whose browser went away stays silent this long. */
static const unsigned idle_seconds = 60;

/* At most this many connections at once: a designer's few tabs, each a page and an event stream. */
static const unsigned connection_limit = 64;

struct MHD_Daemon *mh_http_start(uint16_t port, MHD_AccessHandlerCallback handler, void *context) {
    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_POLL;
    return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                            MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
                            MHD_OPTION_CONNECTION_TIMEOUT, idle_seconds,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_END);
}

uint16_t mh_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}
