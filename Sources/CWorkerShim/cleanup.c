/*
 * cleanup.c: temporary files a second interrupt must not leave behind.
 *
 * Long reports are written to a temporary file beside their target and renamed into place when
 * the run ends (StagedFile). A second Ctrl-C ends the process from its signal handler; the target
 * is never half-written, but the temporary file would stay. The handler removes the files kept
 * here, with unlink only (async-signal-safe). A slot is taken by writing its path, then marking
 * it used; a handler never reads a slot being written.
 */
#include "CWorkerShim.h"

#include <string.h>
#include <unistd.h>

#define MH_CLEANUP_SLOTS 32
#define MH_CLEANUP_PATH 4096

static char mh_cleanup_paths[MH_CLEANUP_SLOTS][MH_CLEANUP_PATH];
static int mh_cleanup_used[MH_CLEANUP_SLOTS];

int mh_cleanup_add(const char *path) {
    size_t length = strlen(path);
    if (length >= MH_CLEANUP_PATH) return -1;
    for (int slot = 0; slot < MH_CLEANUP_SLOTS; slot++) {
        int free_slot = 0;
        if (!__atomic_compare_exchange_n(&mh_cleanup_used[slot], &free_slot, -1, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
            continue;
        memcpy(mh_cleanup_paths[slot], path, length + 1);
        __atomic_store_n(&mh_cleanup_used[slot], 1, __ATOMIC_RELEASE);
        return 0;
    }
    return -1;
}

void mh_cleanup_remove(const char *path) {
    for (int slot = 0; slot < MH_CLEANUP_SLOTS; slot++) {
        if (__atomic_load_n(&mh_cleanup_used[slot], __ATOMIC_ACQUIRE) == 1 && strcmp(mh_cleanup_paths[slot], path) == 0) {
            __atomic_store_n(&mh_cleanup_used[slot], 0, __ATOMIC_RELEASE);
            return;
        }
    }
}

void mh_cleanup_unlink_all(void) {
    for (int slot = 0; slot < MH_CLEANUP_SLOTS; slot++) {
        if (__atomic_load_n(&mh_cleanup_used[slot], __ATOMIC_ACQUIRE) == 1) unlink(mh_cleanup_paths[slot]);
    }
}
