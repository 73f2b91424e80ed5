/*
 * interrupt.c: Ctrl-C (SIGINT) and SIGTERM during a run, handled wholly in C.
 *
 * The first interrupt asks the run to stop taking scenarios (the Swift side polls
 * mh_interrupt_count) and says so, unless nothing runs (watch mode and the preview between
 * rounds, mh_interrupt_set_idle); a second one kills and reaps the workers (children.c), removes
 * the temporary files (cleanup.c) and ends the process with status 130. Everything the handler
 * touches is a static of this file, there before the handler is installed: no Swift global, which
 * a debug build initialises lazily (swift_once, which may allocate) on first use, possibly inside
 * the handler.
 */
#include "CWorkerShim.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static int mh_interrupts;
static int mh_idle;

static const char mh_first_message[] =
    "\nmasthead: interrupted; finishing the scenarios in flight and writing the reports (interrupt again to stop at "
    "once)\n";

static void mh_interrupt_handler(int signal) {
    (void)signal;
    if (__atomic_fetch_add(&mh_interrupts, 1, __ATOMIC_ACQ_REL) == 0) {
        if (__atomic_load_n(&mh_idle, __ATOMIC_ACQUIRE)) return;
        ssize_t written = write(2, mh_first_message, sizeof mh_first_message - 1);
        (void)written; /* nothing to do if standard error is gone */
        return;
    }
    /* At once, but leaving no worker behind, running or as a zombie. */
    mh_children_kill_all();
    mh_cleanup_unlink_all();
    _exit(MH_INTERRUPTED_STATUS);
}

void mh_interrupt_install(void) {
    __atomic_store_n(&mh_interrupts, 0, __ATOMIC_RELEASE);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = mh_interrupt_handler;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
}

int mh_interrupt_count(void) { return __atomic_load_n(&mh_interrupts, __ATOMIC_ACQUIRE); }

void mh_interrupt_set_idle(int idle) { __atomic_store_n(&mh_idle, idle, __ATOMIC_RELEASE); }
