/* green.h — the green threads under threading, queue, concurrent.futures and multiprocessing
 * (green.c). Weft's VM runs on one OS thread; a Python thread is a coroutine with its own C
 * stack (ucontext), its own register stack and frames (the VM's execution state, saved and
 * loaded through hooks vm/host installs) and its own unwinding state. A thread runs until it
 * blocks (join, a held lock, an empty queue, Event.wait, sleep, ...), finishes, or starts
 * another thread: there is no preemption, so every run prints the same output.
 *
 * The policy, chosen to give the order CPython prints in the usual course programs: start()
 * runs the new thread at once (the starter waits at the head of the ready queue); a thread
 * woken goes to the tail; when none is ready the earliest sleeper (virtual clock, ties in the
 * order they slept) wakes after a real sleep of the difference; when every thread waits on
 * another, the main thread gets RuntimeError("deadlock: ...") where CPython would hang. */
#ifndef WEFT_PY_GREEN_H
#define WEFT_PY_GREEN_H

#include <stdbool.h>

#include "../obj/value.h"

/* The VM's execution state (register stack, frames, the exception being handled), installed
 * by vm/host at start-up: a fresh one for a new thread, save/load on a switch, free at the end. */
typedef struct PyGreenExecOps {
  void *(*fresh)(bool with_stack); /* false: only a buffer to save into (the main thread) */
  void (*save)(void *state);
  void (*load)(void *state);
  void (*release)(void *state);
} PyGreenExecOps;
void py_green_install(const PyGreenExecOps *ops);

typedef struct GThread GThread;

/* The running thread (the main one is made on first use). */
GThread *py_green_current(void);
GThread *py_green_main(void);
/* A new thread that will run body(ud) (ud is owner's: the Python object, kept alive by the
 * thread until it ends); obj is the threading.Thread it is (borrowed; names in messages). */
GThread *py_green_new(void (*body)(void *ud), void *ud, Value obj);
/* Run t now; the caller resumes when t blocks or ends (it is first in the ready queue). */
void py_green_start(GThread *t);
/* Block the running thread until py_green_wake (true) or, with timeout >= 0 seconds, until
 * the virtual clock passes it (false). what names the wait in a deadlock message. */
bool py_green_block(const char *what, double timeout);
/* t (blocked) becomes ready; the running thread goes on. */
void py_green_wake(GThread *t);
/* time.sleep inside threads: the others run meanwhile. False when only one thread exists
 * (time.sleep then sleeps as usual). */
bool py_green_sleep(double secs);
bool py_green_done(const GThread *t);
/* A polling call whose answer only another thread can change (is_alive() of a live thread,
 * an unset Event's is_set(), an empty queue's empty(), done() of a pending future): the ready
 * threads run first, or, when none is, the next sleeper wakes; so `while t.is_alive(): pass`
 * ends as in CPython. */
void py_green_poll(void);
/* Wait until t ends (true) or timeout seconds pass (false; timeout < 0: no limit). */
bool py_green_join(GThread *t, double timeout);
bool py_green_active(void); /* has a thread other than the main one been started? */
Value py_green_obj(const GThread *t); /* the threading.Thread of t (borrowed) */
void py_green_set_obj(GThread *t, Value obj);
/* A waiter list: threads blocked on one object (a lock, a queue, an event), first in first
 * out. wait blocks the running thread on it; wake_one / wake_all make waiters ready. */
typedef struct GWaitList {
  GThread **items;
  int n, cap;
} GWaitList;
bool py_green_wait_on(GWaitList *w, const char *what, double timeout);
bool py_green_wake_one(GWaitList *w);
void py_green_wake_all(GWaitList *w);
void py_green_waitlist_free(GWaitList *w);
/* The main module ended: wait for the threads that are not daemons (threading._shutdown). */
void py_green_shutdown(void);
/* The end of a REPL input or notebook cell: the threads ready to run run (until they block),
 * as a real thread would meanwhile. */
void py_green_settle(void);
/* The VM is going: the threads still waiting (daemons, deadlocked ones) unwind as if they
 * called sys.exit() where they wait, so their frames release what they hold. */
void py_green_kill_all(void);
/* The live threads' objects in start order, main first (a new list). */
Value py_green_threads(void);
int py_green_count(void);
long long py_green_ident(const GThread *t);

#endif
