/*
 * Stand-ins for the GnuTLS functions that Debian's libmicrohttpd.a refers to.
 *
 * Why: Debian builds libmicrohttpd with HTTPS through GnuTLS. Linking its shared library would load
 * GnuTLS and a dozen libraries behind it into every masthead process (each worker included), about
 * a millisecond at every start; and the release binary is fully static, where GnuTLS cannot follow
 * (Debian ships no static p11-kit). The preview never speaks TLS: it listens on the loopback
 * address only and never passes MHD_USE_TLS, so none of these is called but the library's own
 * start-up and shut-down (gnutls_global_init and _deinit, which succeed and do nothing). The rest
 * fail as GnuTLS fails (GNUTLS_E_INTERNAL_ERROR), in case a future libmicrohttpd calls one anyway.
 *
 * They are hidden: they resolve libmicrohttpd.a's references inside the masthead binary only, and
 * never stand in for the real GnuTLS of anything else. A libmicrohttpd that needs another GnuTLS
 * function fails to link, naming it: add it here.
 */
#include <stddef.h>

#define MH_HIDDEN __attribute__((visibility("hidden")))
#define MH_GNUTLS_E_INTERNAL_ERROR (-59L)

MH_HIDDEN int gnutls_global_init(void) { return 0; }
MH_HIDDEN void gnutls_global_deinit(void) {}

MH_HIDDEN const char *gnutls_strerror(int error) {
    (void)error;
    return "TLS is not built into masthead";
}

static void *no_memory(size_t size) {
    (void)size;
    return NULL;
}
MH_HIDDEN void *(*gnutls_malloc)(size_t) = no_memory;

MH_HIDDEN void *gnutls_session_get_ptr(void *session) {
    (void)session;
    return NULL;
}

/* Every other function: an int, enum or ssize_t result in the same register, never reached. */
#define MH_FAILS(name) \
    MH_HIDDEN long name(void) { return MH_GNUTLS_E_INTERNAL_ERROR; }

MH_FAILS(gnutls_alpn_set_protocols)
MH_FAILS(gnutls_bye)
MH_FAILS(gnutls_certificate_allocate_credentials)
MH_FAILS(gnutls_certificate_free_credentials)
MH_FAILS(gnutls_certificate_server_set_request)
MH_FAILS(gnutls_certificate_set_dh_params)
MH_FAILS(gnutls_certificate_set_retrieve_function2)
MH_FAILS(gnutls_certificate_set_retrieve_function3)
MH_FAILS(gnutls_certificate_set_x509_key_mem)
MH_FAILS(gnutls_certificate_set_x509_key_mem2)
MH_FAILS(gnutls_certificate_set_x509_trust_mem)
MH_FAILS(gnutls_cipher_get)
MH_FAILS(gnutls_credentials_set)
MH_FAILS(gnutls_deinit)
MH_FAILS(gnutls_dh_params_deinit)
MH_FAILS(gnutls_dh_params_import_pkcs3)
MH_FAILS(gnutls_dh_params_init)
MH_FAILS(gnutls_handshake)
MH_FAILS(gnutls_init)
MH_FAILS(gnutls_priority_deinit)
MH_FAILS(gnutls_priority_init)
MH_FAILS(gnutls_priority_set)
MH_FAILS(gnutls_protocol_get_version)
MH_FAILS(gnutls_psk_allocate_server_credentials)
MH_FAILS(gnutls_psk_free_server_credentials)
MH_FAILS(gnutls_psk_set_server_credentials_function)
MH_FAILS(gnutls_record_check_pending)
MH_FAILS(gnutls_record_get_direction)
MH_FAILS(gnutls_record_recv)
MH_FAILS(gnutls_record_send)
MH_FAILS(gnutls_session_set_ptr)
MH_FAILS(gnutls_transport_set_int2)
