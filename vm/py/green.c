/* green.c — the scheduler of Weft's green threads (see green.h for the model and the policy):
 * the threads, the ready queue, blocking with and without a timeout on a virtual clock, the
 * switch (ucontext plus the VM's and the unwinding layer's per-thread state), deadlock
 * detection and the wait for non-daemon threads at exit. */
#include "green.h"
#include "threads.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <ucontext.h>

#include "../base/error.h"
#include "../base/io.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

/* Under AddressSanitizer every switch is announced, so that it knows which stack runs (its
 * checks and the unpoisoning an rt_raise's longjmp does depend on it). */
#if defined(__SANITIZE_ADDRESS__)
#define GREEN_ASAN 1
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GREEN_ASAN 1
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif
#endif

/* Each thread's C stack: reserved, touched pages only cost memory; a guard page below. */
#define GREEN_CSTACK (8u << 20)
#define GREEN_GUARD 4096u

typedef enum { G_READY, G_RUNNING, G_BLOCKED, G_DONE } GRun;
typedef enum { WAKE_SIGNAL, WAKE_TIMEOUT, WAKE_DEADLOCK, WAKE_KILL, WAKE_INTERRUPT } GWake;

struct GThread {
  ucontext_t ctx;
  char *cstack; /* mmap'd (NULL for the main thread) */
  void *exec, *err; /* the VM's and the unwinding state, saved while it does not run */
  void (*body)(void *ud);
  void *ud;
  GRun run;
  bool timed;       /* blocked with a deadline on the virtual clock */
  double deadline;  /* virtual: orders the wake-ups */
  double real_deadline; /* monotonic seconds: a wake-up waits until then */
  long long seq;    /* when it blocked: ties between deadlines go in this order */
  GWake wake;
  bool killed;      /* the program ended while it waited: told once (py_green_kill_all) */
  const char *what; /* what it waits in */
  Value obj;        /* its threading.Thread (owned while alive) */
  const void *stack_lo; /* its C stack, for AddressSanitizer (the main one's learnt at a switch) */
  size_t stack_len;
  GWaitList joiners;
  int id;
};

typedef struct Sched {
  GThread *main, *cur, *zombie;
  GThread *from; /* the thread the last switch left */
  GThread **all; /* every started thread, main first (freed with the runtime) */
  int nall, capall;
  GThread **ready; /* the ready queue, head first */
  int nready, capready;
  double vnow; /* virtual seconds slept so far */
  long long seq;
} Sched;

static PyGreenExecOps exec_ops;

/* Unmaps a thread's C stack. Under AddressSanitizer its shadow is cleared first: the frames that
 * ran there left their redzones poisoned, and a later mmap reusing these addresses (a large NumPy
 * array) would read as a stack-buffer overflow. */
static void cstack_unmap(char *cstack) {
#ifdef GREEN_ASAN
  __asan_unpoison_memory_region(cstack, GREEN_CSTACK + GREEN_GUARD);
#endif
  munmap(cstack, GREEN_CSTACK + GREEN_GUARD);
}
void py_green_install(const PyGreenExecOps *ops) { exec_ops = *ops; }

static void free_thread(GThread *t) {
  if (t->cstack) cstack_unmap(t->cstack);
  if (t->exec && exec_ops.release) exec_ops.release(t->exec);
  if (t->err) rt_error_state_release(t->err);
  free(t->err);
  rt_decref(t->obj);
  free(t->joiners.items);
  free(t);
}

static void sched_fini(void *p) {
  Sched *s = p;
  if (s->cur != s->main) return; /* the VM's arrays are another thread's: leave them all */
  for (int k = 0; k < s->nall; k++) {
    if (s->all[k] == s->cur) { /* the running one's state is live: its buffers are stale */
      free(s->all[k]->exec);
      s->all[k]->exec = NULL;
      free(s->all[k]->err);
      s->all[k]->err = NULL;
    }
    free_thread(s->all[k]);
  }
  free(s->all);
  free(s->ready);
}

static RtStateKey sched_key = {"green threads", sizeof(Sched), NULL, sched_fini, 0};

static void *grow(void *items, int *cap, int need, size_t size) {
  if (need <= *cap) return items;
  int c = *cap ? *cap * 2 : 8;
  while (c < need) c *= 2;
  void *n = realloc(items, (size_t)c * size);
  if (!n) rt_raise(RT_EXC_MemoryError, "%s", "");
  *cap = c;
  return n;
}

static void add_thread(Sched *s, GThread *t) {
  s->all = grow(s->all, &s->capall, s->nall + 1, sizeof *s->all);
  t->id = s->nall;
  s->all[s->nall++] = t;
}

static void push_ready(Sched *s, GThread *t, bool front);
static void run_next(Sched *s);
static _Noreturn void raise_kill(void);

/* Ctrl-C seen in a thread that is not the main one: the main thread, woken if it waits, runs
 * next and raises KeyboardInterrupt; this thread goes on when its turn comes (a thread that
 * computes without blocking would otherwise never let the main thread run). */
static bool interrupt_to_main(void) {
  Sched *s = rt_runtime_state(&sched_key);
  if (!s->main || s->cur == s->main) return false;
  GThread *me = s->cur;
  if (s->main->run == G_BLOCKED) {
    s->main->wake = WAKE_INTERRUPT;
    push_ready(s, s->main, true);
  }
  push_ready(s, me, false);
  run_next(s);
  if (me->wake == WAKE_KILL && me->killed) raise_kill();
  return true;
}

static Sched *sched(void) {
  Sched *s = rt_runtime_state(&sched_key);
  if (!s->main) {
    GThread *m = calloc(1, sizeof *m);
    if (!m) rt_raise(RT_EXC_MemoryError, "%s", "");
    m->run = G_RUNNING;
    m->obj = rt_undef();
    m->err = calloc(1, rt_error_state_size());
    m->exec = exec_ops.fresh ? exec_ops.fresh(false) : NULL;
    s->main = s->cur = m;
    add_thread(s, m);
    rt_set_interrupt_router(interrupt_to_main);
  }
  return s;
}

GThread *py_green_current(void) { return sched()->cur; }
GThread *py_green_main(void) { return sched()->main; }
bool py_green_done(const GThread *t) { return t->run == G_DONE; }
bool py_green_active(void) { return sched()->nall > 1; }
Value py_green_obj(const GThread *t) { return t->obj; }
long long py_green_ident(const GThread *t) { return 139872441001792LL + 8392704LL * t->id; }

void py_green_set_obj(GThread *t, Value obj) {
  rt_incref(obj);
  rt_decref(t->obj);
  t->obj = obj;
}

static void push_ready(Sched *s, GThread *t, bool front) {
  s->ready = grow(s->ready, &s->capready, s->nready + 1, sizeof *s->ready);
  if (front) {
    memmove(s->ready + 1, s->ready, (size_t)s->nready * sizeof *s->ready);
    s->ready[0] = t;
  } else {
    s->ready[s->nready] = t;
  }
  s->nready++;
  t->run = G_READY;
}

/* A finished thread's C stack can go only once another stack runs. */
static void reap(Sched *s) {
  GThread *z = s->zombie;
  if (!z) return;
  s->zombie = NULL;
  cstack_unmap(z->cstack);
  z->cstack = NULL;
  if (exec_ops.release) exec_ops.release(z->exec);
  z->exec = NULL;
  rt_error_state_release(z->err);
  memset(z->err, 0, rt_error_state_size());
}

static void switch_to(Sched *s, GThread *to) {
  GThread *from = s->cur;
  to->run = G_RUNNING;
  if (from == to) return;
  if (exec_ops.save) exec_ops.save(from->exec);
  rt_error_state_save(from->err);
  if (exec_ops.load) exec_ops.load(to->exec);
  rt_error_state_load(to->err);
  s->cur = to;
  s->from = from;
#ifdef GREEN_ASAN
  void *fake = NULL;
  __sanitizer_start_switch_fiber(from->run == G_DONE ? NULL : &fake, to->stack_lo, to->stack_len);
#endif
  swapcontext(&from->ctx, &to->ctx);
  s = sched();
#ifdef GREEN_ASAN
  __sanitizer_finish_switch_fiber(fake, &s->from->stack_lo, &s->from->stack_len);
#endif
  reap(s);
}

static double mono_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A sleeper wakes no sooner than a real run's would: the time spent computing since it
 * blocked counts, so a program takes the time CPython's takes. */
static void real_sleep(double secs) {
  if (secs <= 0) return;
  struct timespec ts = {(time_t)secs, (long)((secs - (double)(time_t)secs) * 1e9)};
  while (nanosleep(&ts, &ts) != 0 && !rt_interrupted) {} /* Ctrl-C ends it early */
}

/* The blocked thread with the earliest deadline, woken by the clock, or NULL. */
static GThread *wake_sleeper(Sched *s) {
  GThread *best = NULL;
  for (int k = 0; k < s->nall; k++) {
    GThread *t = s->all[k];
    if (t->run != G_BLOCKED || !t->timed) continue;
    if (!best || t->deadline < best->deadline || (t->deadline == best->deadline && t->seq < best->seq)) best = t;
  }
  if (!best) return NULL;
  if (best->deadline > s->vnow) s->vnow = best->deadline;
  double left = best->real_deadline - mono_now();
  if (left > 0) {
    rt_stdout_flush();
    real_sleep(left);
  }
  best->wake = WAKE_TIMEOUT;
  return best;
}

static void run_next(Sched *s) {
  GThread *next = NULL;
  if (s->nready > 0) {
    next = s->ready[0];
    memmove(s->ready, s->ready + 1, (size_t)(s->nready - 1) * sizeof *s->ready);
    s->nready--;
  }
  if (!next) next = wake_sleeper(s);
  if (!next) { /* every thread waits: the main thread hears of it */
    next = s->main;
    next->wake = WAKE_DEADLOCK;
  }
  switch_to(s, next);
}

static void trampoline(void) {
  Sched *s = sched();
#ifdef GREEN_ASAN
  __sanitizer_finish_switch_fiber(NULL, &s->from->stack_lo, &s->from->stack_len);
#endif
  reap(s);
  GThread *me = s->cur;
  me->body(me->ud); /* protected: it reports its own exceptions */
  me->run = G_DONE;
  py_green_wake_all(&me->joiners);
  Value obj = me->obj;
  me->obj = rt_undef();
  rt_decref(obj);
  s->zombie = me;
  run_next(s);
  abort(); /* a finished thread is never switched to */
}

GThread *py_green_new(void (*body)(void *ud), void *ud, Value obj) {
  Sched *s = sched();
  GThread *t = calloc(1, sizeof *t);
  if (!t) rt_raise(RT_EXC_MemoryError, "%s", "");
  t->obj = rt_undef();
  t->err = calloc(1, rt_error_state_size());
  char *mem = mmap(NULL, GREEN_CSTACK + GREEN_GUARD, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  t->exec = exec_ops.fresh ? exec_ops.fresh(true) : NULL;
  if (mem == MAP_FAILED || !t->err || (exec_ops.fresh && !t->exec)) {
    if (mem != MAP_FAILED) munmap(mem, GREEN_CSTACK + GREEN_GUARD);
    free(t->err);
    if (t->exec) exec_ops.release(t->exec);
    free(t);
    rt_raise(RT_EXC_RuntimeError, "can't start new thread");
  }
  mprotect(mem, GREEN_GUARD, PROT_NONE);
  t->cstack = mem;
  t->stack_lo = mem + GREEN_GUARD;
  t->stack_len = GREEN_CSTACK;
  t->body = body;
  t->ud = ud;
  getcontext(&t->ctx);
  t->ctx.uc_stack.ss_sp = mem + GREEN_GUARD;
  t->ctx.uc_stack.ss_size = GREEN_CSTACK;
  t->ctx.uc_link = NULL;
  makecontext(&t->ctx, trampoline, 0);
  py_green_set_obj(t, obj);
  add_thread(s, t);
  return t;
}

void py_green_start(GThread *t) {
  Sched *s = sched();
  push_ready(s, s->cur, true);
  switch_to(s, t);
}

static GWake block_raw(const char *what, double timeout) {
  Sched *s = sched();
  GThread *me = s->cur;
  me->run = G_BLOCKED;
  me->what = what;
  me->timed = timeout >= 0;
  me->deadline = s->vnow + (timeout > 0 ? timeout : 0);
  me->real_deadline = me->timed ? mono_now() + (timeout > 0 ? timeout : 0) : 0;
  me->seq = s->seq++;
  me->wake = WAKE_SIGNAL;
  run_next(s);
  me->timed = false;
  return me->wake;
}

/* "NAME in WHAT" for the deadlock message (malloc'd into *buf, grown). */
static void append_name(char **buf, size_t *len, GThread *t) {
  Value name = rt_is_undef(t->obj) ? rt_str_from_c(t->cstack ? "?" : "MainThread") : rt_getattr(t->obj, "name");
  const char *n = rt_is_str(name) ? rt_str_data(name) : "?";
  const char *w = t->what ? t->what : "?";
  size_t add = strlen(n) + strlen(w) + 8;
  char *b = realloc(*buf, *len + add);
  if (b) {
    *len += (size_t)snprintf(b + *len, add, "%s%s in %s", *len ? ", " : "", n, w);
    *buf = b;
  }
  rt_decref(name);
}

/* Every thread waits on another: CPython would hang; Weft names the waits. */
static _Noreturn void raise_deadlock(void) {
  Sched *s = sched();
  char *text = calloc(1, 1);
  size_t len = 0;
  for (int k = 0; k < s->nall; k++) {
    if (s->all[k]->run == G_BLOCKED || s->all[k] == s->cur) append_name(&text, &len, s->all[k]);
  }
  rt_cleanup_push(free, text); /* rt_raise formats the message before it runs cleanups */
  rt_raise(RT_EXC_RuntimeError, "deadlock: every thread is blocked (%s)", text ? text : "");
}

/* A thread still waiting when the program ends unwinds as if it called sys.exit(), so what
 * its frames hold is released (CPython freezes daemon threads instead; they print nothing). */
static _Noreturn void raise_kill(void) {
  Value e = rt_exc_from_message(RT_EXC_SystemExit, "");
  int mark = rt_cleanup_push_value(&e);
  rt_raise_exc(e);
  rt_cleanup_pop(mark, true);
}

bool py_green_block(const char *what, double timeout) {
  GWake w = block_raw(what, timeout);
  if (w == WAKE_DEADLOCK) raise_deadlock();
  if (w == WAKE_KILL) raise_kill();
  if (w == WAKE_INTERRUPT) rt_check_interrupt();
  return w == WAKE_SIGNAL;
}

void py_green_wake(GThread *t) {
  if (t->run != G_BLOCKED) return;
  t->wake = WAKE_SIGNAL;
  push_ready(sched(), t, false);
}

void py_green_poll(void) {
  Sched *s = rt_runtime_state(&sched_key);
  if (!s->main || s->nall <= 1) return;
  if (s->nready == 0) { /* nothing else can run: the poller waits for the next sleeper */
    GThread *w = wake_sleeper(s);
    if (!w) return;
    push_ready(s, w, false);
  }
  push_ready(s, s->cur, false);
  run_next(s);
}

bool py_green_sleep(double secs) {
  if (!py_green_active()) return false;
  py_green_block("time.sleep", secs);
  return true;
}

static void waitlist_remove(GWaitList *w, GThread *t) {
  for (int k = 0; k < w->n; k++) {
    if (w->items[k] == t) {
      memmove(w->items + k, w->items + k + 1, (size_t)(w->n - k - 1) * sizeof *w->items);
      w->n--;
      return;
    }
  }
}

bool py_green_wait_on(GWaitList *w, const char *what, double timeout) {
  GThread *me = sched()->cur;
  w->items = grow(w->items, &w->cap, w->n + 1, sizeof *w->items);
  w->items[w->n++] = me;
  GWake r = block_raw(what, timeout);
  if (r != WAKE_SIGNAL) waitlist_remove(w, me);
  if (r == WAKE_DEADLOCK) raise_deadlock();
  if (r == WAKE_KILL) raise_kill();
  if (r == WAKE_INTERRUPT) rt_check_interrupt();
  return r == WAKE_SIGNAL;
}

bool py_green_wake_one(GWaitList *w) {
  while (w->n > 0) {
    GThread *t = w->items[0];
    memmove(w->items, w->items + 1, (size_t)(w->n - 1) * sizeof *w->items);
    w->n--;
    if (t->run == G_BLOCKED) {
      py_green_wake(t);
      return true;
    }
  }
  return false;
}

void py_green_wake_all(GWaitList *w) {
  while (py_green_wake_one(w)) {}
}

void py_green_waitlist_free(GWaitList *w) {
  free(w->items);
  *w = (GWaitList){0};
}

bool py_green_join(GThread *t, double timeout) {
  if (t->run == G_DONE) return true;
  return py_green_wait_on(&t->joiners, "Thread.join", timeout);
}

static bool is_daemon(GThread *t) {
  if (rt_is_undef(t->obj)) return true;
  Value d = rt_getattr(t->obj, "daemon");
  bool r = rt_truthy(d);
  rt_decref(d);
  return r;
}

void py_green_shutdown(void) {
  Sched *s = rt_runtime_state(&sched_key);
  if (!s->main || s->nall <= 1) return;
  py_futures_at_exit();
  for (int k = 1; k < s->nall; k++) {
    GThread *t = s->all[k];
    if (t->run != G_DONE && !is_daemon(t)) py_green_wait_on(&t->joiners, "threading._shutdown", -1);
  }
}

void py_green_settle(void) {
  Sched *s = rt_runtime_state(&sched_key);
  if (!s->main || s->nall <= 1 || s->cur != s->main) return;
  while (s->nready > 0) {
    push_ready(s, s->main, false);
    run_next(s);
  }
}

void py_green_kill_all(void) {
  Sched *s = rt_runtime_state(&sched_key);
  if (!s->main || s->nall <= 1 || s->cur != s->main) return;
  for (int k = 1; k < s->nall; k++) {
    GThread *t = s->all[k];
    if (t->killed || (t->run != G_BLOCKED && t->run != G_READY)) continue;
    t->killed = true;
    t->wake = WAKE_KILL;
    if (t->run == G_BLOCKED) push_ready(s, t, false);
  }
  while (s->nready > 0) { /* each runs until it ends (or blocks again: then it stays) */
    push_ready(s, s->main, false);
    run_next(s);
  }
}

Value py_green_threads(void) {
  Sched *s = sched();
  Value l = rt_list_new(0);
  for (int k = 0; k < s->nall; k++) {
    if (s->all[k]->run != G_DONE && !rt_is_undef(s->all[k]->obj)) rt_list_append(l, s->all[k]->obj);
  }
  return l;
}

int py_green_count(void) {
  Sched *s = sched();
  int n = 0;
  for (int k = 0; k < s->nall; k++) n += s->all[k]->run != G_DONE;
  return n;
}
