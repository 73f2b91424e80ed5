/* GNU libmicrohttpd, as Debian's libmicrohttpd-dev installs it (/usr/include/microhttpd.h).
 * No `link` here: CHTTPShim links the library's archive, so that no build loads GnuTLS
 * (see CHTTPShim/gnutls_standins.c). */
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>
