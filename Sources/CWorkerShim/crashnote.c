/*
 * crashnote.c: where a fuzz run is, printed by a crash handler when the run dies of a signal.
 *
 * A Swift trap is SIGILL or SIGTRAP; the handler prints the seed, the case and the step, and how
 * to replay them, then restores the handler that was there before (the Swift runtime's
 * backtracer) and raises the signal again, so the process dies as it would have. It only formats
 * integers into a static buffer and calls write: no allocation, no lazily made global. The
 * numbers are atomics, as fuzz runs may go on in several threads (tests do); the note then names
 * one of them.
 */
#include "CWorkerShim.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static uint64_t mh_note_seed, mh_note_case, mh_note_step, mh_note_mode; /* mode 1: components, 2: scripts */
static struct sigaction mh_note_previous[NSIG];
static char mh_note_buffer[512];
static size_t mh_note_length;

static const int mh_crash_signals[] = {SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT};

void mh_crash_note_components(uint64_t seed, uint64_t case_index, uint64_t step) {
    __atomic_store_n(&mh_note_mode, 1, __ATOMIC_RELAXED);
    __atomic_store_n(&mh_note_seed, seed, __ATOMIC_RELAXED);
    __atomic_store_n(&mh_note_case, case_index, __ATOMIC_RELAXED);
    __atomic_store_n(&mh_note_step, step, __ATOMIC_RELAXED);
}

void mh_crash_note_script(uint64_t seed, uint64_t index) {
    __atomic_store_n(&mh_note_mode, 2, __ATOMIC_RELAXED);
    __atomic_store_n(&mh_note_seed, seed, __ATOMIC_RELAXED);
    __atomic_store_n(&mh_note_case, index, __ATOMIC_RELAXED);
}

static void mh_put(const char *text) {
    while (*text && mh_note_length < sizeof mh_note_buffer) mh_note_buffer[mh_note_length++] = *text++;
}

static void mh_put_number(uint64_t number) {
    char digits[20];
    int count = 0;
    do {
        digits[count++] = (char)('0' + number % 10);
        number /= 10;
    } while (number > 0);
    while (count > 0 && mh_note_length < sizeof mh_note_buffer) mh_note_buffer[mh_note_length++] = digits[--count];
}

static void mh_crash_handler(int signal) {
    uint64_t seed = __atomic_load_n(&mh_note_seed, __ATOMIC_RELAXED);
    uint64_t index = __atomic_load_n(&mh_note_case, __ATOMIC_RELAXED);
    mh_note_length = 0;
    mh_put("\nmasthead fuzz: crashed (signal ");
    mh_put_number((uint64_t)signal);
    mh_put(") at seed ");
    mh_put_number(seed);
    if (__atomic_load_n(&mh_note_mode, __ATOMIC_RELAXED) == 2) {
        mh_put(", script ");
        mh_put_number(index);
        mh_put("\nprint it with: masthead fuzz --scripts --seed ");
        mh_put_number(seed);
        mh_put(" --print ");
        mh_put_number(index);
    } else {
        mh_put(", case ");
        mh_put_number(index);
        mh_put(", step ");
        mh_put_number(__atomic_load_n(&mh_note_step, __ATOMIC_RELAXED) + 1);
        mh_put("\nits scenario: masthead fuzz --seed ");
        mh_put_number(seed);
        mh_put(" --case ");
        mh_put_number(index);
        mh_put(" --lua");
    }
    mh_put("\n");
    ssize_t written = write(2, mh_note_buffer, mh_note_length);
    (void)written; /* dying either way */
    sigaction(signal, &mh_note_previous[signal], NULL);
    raise(signal);
}

void mh_crash_note_install(void) {
    for (size_t i = 0; i < sizeof mh_crash_signals / sizeof mh_crash_signals[0]; i++) {
        int signal = mh_crash_signals[i];
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = mh_crash_handler;
        sigemptyset(&action.sa_mask);
        sigaction(signal, &action, &mh_note_previous[signal]);
    }
}
