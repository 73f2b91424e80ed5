/*
 * CHTTPShim: what Swift cannot call in GNU libmicrohttpd, for `masthead preview`.
 *
 * MHD_start_daemon and MHD_get_daemon_info take their options as C varargs, which Swift cannot
 * pass. These wrappers fix the options the preview needs: the loopback address only, a thread
 * per connection (the event stream's reader blocks while it waits for the next gallery), and
 * bounded connections and idle time.
 *
 * Prefix: mh_http_. One file besides this one's: gnutls_standins.c (why the library's archive
 * links without GnuTLS).
 */
#ifndef MASTHEAD_CHTTPSHIM_H
#define MASTHEAD_CHTTPSHIM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* Starts a daemon on 127.0.0.1:port (0: a free port the system picks) that answers every request
 * with `handler` and `context`; NULL when it cannot (the port is taken, errno says why). */
struct MHD_Daemon *mh_http_start(uint16_t port, MHD_AccessHandlerCallback handler, void *context);

/* The port the daemon listens on (the one the system picked for port 0); 0 when unknown. */
uint16_t mh_http_port(struct MHD_Daemon *daemon);

#endif
