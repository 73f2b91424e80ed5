/*
 * progress.c: the progress page a worker shares with its parent (see CWorkerShim.h).
 *
 * A seqlock: the writer makes the sequence odd, writes, makes it even; the reader copies until it
 * sees the same even sequence before and after. The worker writes at every step, so writing is a
 * few stores and a memcpy, never a system call.
 */
#include "CWorkerShim.h"

#include <string.h>
#include <time.h>

uint64_t mh_monotonic_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

static void mh_write_begin(mh_progress *page) {
    __atomic_store_n(&page->sequence, page->sequence + 1, __ATOMIC_RELAXED);
    __atomic_thread_fence(__ATOMIC_RELEASE);
}

static void mh_write_end(mh_progress *page) {
    __atomic_store_n(&page->sequence, page->sequence + 1, __ATOMIC_RELEASE);
}

/* The label is cut at a whole UTF-8 character, so a reader never shows half of one. */
static void mh_set_label(mh_progress *page, const char *label, size_t length) {
    if (length > MH_PROGRESS_LABEL) {
        length = MH_PROGRESS_LABEL;
        while (length > 0 && ((unsigned char)label[length] & 0xC0) == 0x80) length--;
    }
    if (length > 0) memcpy(page->label, label, length);
    page->label_length = (uint32_t)length;
}

void mh_progress_begin(mh_progress *page, uint32_t phase, uint64_t task, double limit_seconds,
                       const char *label, size_t length) {
    mh_write_begin(page);
    page->phase = phase;
    page->task = task;
    page->started_ns = mh_monotonic_ns();
    page->limit_ns = limit_seconds > 0 ? (uint64_t)(limit_seconds * 1e9) : 0;
    page->steps = 0;
    mh_set_label(page, label, length);
    mh_write_end(page);
}

void mh_progress_step(mh_progress *page, const char *label, size_t length) {
    mh_write_begin(page);
    page->steps++;
    mh_set_label(page, label, length);
    mh_write_end(page);
}

void mh_progress_idle(mh_progress *page) {
    mh_write_begin(page);
    page->phase = MH_PHASE_IDLE;
    page->limit_ns = 0;
    mh_write_end(page);
}

void mh_progress_read(const mh_progress *page, mh_progress *copy) {
    for (int attempt = 0; attempt < 1000; attempt++) {
        uint64_t before = __atomic_load_n(&page->sequence, __ATOMIC_ACQUIRE);
        if (before & 1) continue;
        memcpy(copy, page, sizeof *copy);
        __atomic_thread_fence(__ATOMIC_ACQUIRE);
        if (__atomic_load_n(&page->sequence, __ATOMIC_RELAXED) == before) return;
    }
    /* A worker stopped mid-write (killed): what is there is the best there is. */
    memcpy(copy, page, sizeof *copy);
    if (copy->label_length > MH_PROGRESS_LABEL) copy->label_length = 0;
}

void mh_progress_request_stop(mh_progress *page) {
    __atomic_store_n(&page->stop_requested, 1, __ATOMIC_RELEASE);
}

int mh_progress_stop_requested(const mh_progress *page) {
    return (int)__atomic_load_n(&page->stop_requested, __ATOMIC_ACQUIRE);
}
