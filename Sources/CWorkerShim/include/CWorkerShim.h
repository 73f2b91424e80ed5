/*
 * CWorkerShim: what the worker processes need from C.
 *
 * - The progress page: a worker says in shared memory what it is doing (which task, since when,
 *   within what time, its last step), so the parent can enforce deadlines and name the last step
 *   of a worker it had to stop without a system call per step. One writer (the worker), one
 *   reader (the parent); a sequence counter makes each read consistent.
 * - prctl(PR_SET_PDEATHSIG), which Swift cannot call (it is variadic): a worker dies with its
 *   parent, so no worker outlives a killed run.
 * - The signal handlers (interrupts, the fuzzer's crash note) and everything they touch, as C
 *   statics that exist before a handler is installed: a handler never meets Swift's lazy globals.
 */
#ifndef CWORKERSHIM_H
#define CWORKERSHIM_H

#include <stddef.h>
#include <stdint.h>

/* What a worker is doing. */
enum mh_progress_phase {
    MH_PHASE_IDLE = 0,      /* waiting for work: no deadline */
    MH_PHASE_STARTING = 1,  /* preparing its Lua state */
    MH_PHASE_PLUGIN = 2,    /* loading one plugin file (label: its path) */
    MH_PHASE_TASK = 3,      /* running one task (label: its last step) */
};

#define MH_PROGRESS_LABEL 240

typedef struct mh_progress {
    uint64_t sequence;          /* odd while the worker writes */
    uint64_t task;              /* the task's number, while in MH_PHASE_TASK */
    uint64_t started_ns;        /* CLOCK_MONOTONIC when the phase began */
    uint64_t limit_ns;          /* how long the phase may take; 0: no limit */
    uint32_t phase;
    uint32_t steps;             /* steps recorded in this task */
    uint32_t stop_requested;    /* set by the parent: take no new task, exit */
    uint32_t label_length;
    char label[MH_PROGRESS_LABEL];
} mh_progress;

/* The worker's side. */
void mh_progress_begin(mh_progress *page, uint32_t phase, uint64_t task, double limit_seconds,
                       const char *label, size_t length);
void mh_progress_step(mh_progress *page, const char *label, size_t length);
void mh_progress_idle(mh_progress *page);

/* The parent's side: a consistent copy of the page; a request to stop. */
void mh_progress_read(const mh_progress *page, mh_progress *copy);
void mh_progress_request_stop(mh_progress *page);
int mh_progress_stop_requested(const mh_progress *page);

/* CLOCK_MONOTONIC in nanoseconds, the clock both sides read. */
uint64_t mh_monotonic_ns(void);

/* process.c: the system calls of Linux that Swift's Glibc module does not show (they need
   _GNU_SOURCE, or are variadic). Each returns what the call returns (-1 and errno on failure). */

/* Asks for `signal` when the parent thread dies. */
int mh_die_with_parent(int signal);
/* An anonymous file of `size` bytes, close-on-exec: the progress page. */
int mh_shared_page(const char *name, long size);
/* A pipe with both ends close-on-exec. */
int mh_pipe_cloexec(int ends[2]);

/* children.c: the children this process runs, where a signal handler can reach them. */

/* Remembers a child; 0 on success, -1 when every slot is taken. */
int mh_children_add(int pid);
/* Forgets a child (once it is reaped). */
void mh_children_remove(int pid);
/* Kills every remembered child and reaps it. Async-signal-safe: for the second interrupt,
   which ends the process at once but must leave no worker behind, running or dead. */
void mh_children_kill_all(void);
/* Reaps a child (nohang: only if it has ended), forgetting it before the reap, never after:
   1 with its wait status, 0 while it runs, -1 when it is not a child of this process. */
int mh_children_reap(int pid, int nohang, int *status);

/* interrupt.c: Ctrl-C and SIGTERM during a run (Interrupt.swift says what each one does). */

/* The exit status of an interrupted run, as shells report death by SIGINT. */
#define MH_INTERRUPTED_STATUS 130
/* Installs the handler for SIGINT and SIGTERM, with no interrupt counted yet. */
void mh_interrupt_install(void);
/* How many interrupts arrived since mh_interrupt_install. */
int mh_interrupt_count(void);
/* 1 while nothing runs: the first interrupt then only asks to stop, with no message. */
void mh_interrupt_set_idle(int idle);

/* crashnote.c: where a fuzz run is, printed by a handler of the signals a crash raises. */

void mh_crash_note_install(void);
void mh_crash_note_components(uint64_t seed, uint64_t case_index, uint64_t step);
void mh_crash_note_script(uint64_t seed, uint64_t index);

/* cleanup.c: temporary files a signal handler removes before the process ends at once. */

/* Remembers a temporary file's path; 0 on success, -1 when every slot is taken. */
int mh_cleanup_add(const char *path);
/* Forgets it (it was renamed into place or removed). */
void mh_cleanup_remove(const char *path);
/* Removes every remembered file. Async-signal-safe. */
void mh_cleanup_unlink_all(void);

#endif
