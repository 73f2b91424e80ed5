/*
 * process.c: Linux calls for worker processes that Swift cannot reach through Glibc (see
 * CWorkerShim.h). Each is one call with its reason:
 *
 * - PR_SET_PDEATHSIG: a worker dies with the parent, so no run leaves a worker behind, even
 *   when the parent is killed with SIGKILL.
 * - memfd_create: the progress page needs memory both processes map, with no file on disk to
 *   clean up after a crash.
 * - pipe2(O_CLOEXEC): pipe ends are close-on-exec from birth, so a worker started while another
 *   pipe is being made never inherits a stray end (which would keep a pipe open forever).
 */
#define _GNU_SOURCE
#include "CWorkerShim.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

int mh_die_with_parent(int signal) {
    return prctl(PR_SET_PDEATHSIG, signal, 0, 0, 0);
}

int mh_shared_page(const char *name, long size) {
    int descriptor = memfd_create(name, MFD_CLOEXEC);
    if (descriptor < 0) return -1;
    if (ftruncate(descriptor, size) != 0) {
        close(descriptor);
        return -1;
    }
    return descriptor;
}

int mh_pipe_cloexec(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}
