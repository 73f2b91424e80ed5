/*
 * children.c: the worker processes (and guarded commands) this process started, kept where a
 * signal handler can reach them.
 *
 * A second Ctrl-C ends masthead at once, from inside the signal handler. Its workers would die
 * anyway (they ask for SIGKILL when their parent dies), but nobody would reap them: they would
 * stay as zombies of whatever adopts them. So the handler kills and reaps them itself, using
 * only async-signal-safe calls on a fixed array of atomic slots.
 */
#include "CWorkerShim.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>

#define MH_CHILD_SLOTS 512

static int mh_children[MH_CHILD_SLOTS];

int mh_children_add(int pid) {
    for (int slot = 0; slot < MH_CHILD_SLOTS; slot++) {
        int empty = 0;
        if (__atomic_compare_exchange_n(&mh_children[slot], &empty, pid, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
            return 0;
    }
    return -1;
}

void mh_children_remove(int pid) {
    for (int slot = 0; slot < MH_CHILD_SLOTS; slot++) {
        int expected = pid;
        if (__atomic_compare_exchange_n(&mh_children[slot], &expected, 0, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
            return;
    }
}

void mh_children_kill_all(void) {
    for (int slot = 0; slot < MH_CHILD_SLOTS; slot++) {
        int pid = __atomic_load_n(&mh_children[slot], __ATOMIC_ACQUIRE);
        if (pid > 0) kill(pid, SIGKILL);
    }
    for (int slot = 0; slot < MH_CHILD_SLOTS; slot++) {
        int pid = __atomic_exchange_n(&mh_children[slot], 0, __ATOMIC_ACQ_REL);
        if (pid > 0) {
            while (waitpid(pid, 0, 0) < 0 && errno == EINTR) {}
        }
    }
}

/* Waits until the child has ended without reaping it (WNOWAIT: a dead child keeps its pid until
   reaped, so no other process can have it yet), forgets it, and only then reaps it. A handler's
   mh_children_kill_all therefore never kills a pid the system gave to another process after the
   reap. */
int mh_children_reap(int pid, int nohang, int *status) {
    siginfo_t info;
    *status = 0;
    for (;;) {
        memset(&info, 0, sizeof info);
        if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT | (nohang ? WNOHANG : 0)) == 0) break;
        if (errno == EINTR) continue;
        mh_children_remove(pid); /* ECHILD: reaped already, or never ours */
        return -1;
    }
    if (info.si_pid == 0) return 0; /* still running */
    mh_children_remove(pid);
    while (waitpid(pid, status, 0) < 0 && errno == EINTR) {}
    return 1;
}
