/* error.c — exception state, rt_raise/rt_pcall unwinding, and raising allocators. */
#include "error.h"
#include "memlimit.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const rt_exc_names[RT_EXC_COUNT] = {
#define X(name, display, base, base2) display,
    RT_EXC_KINDS(X)
#undef X
};

const ExcKind rt_exc_bases[RT_EXC_COUNT][2] = {
#define X(name, display, base, base2) {RT_EXC_##base, RT_EXC_##base2},
    RT_EXC_KINDS(X)
#undef X
};

bool rt_exc_kind_is(ExcKind kind, ExcKind base) {
  if (kind == base) return true;
  if (kind < 0 || kind >= RT_EXC_COUNT) return false;
  for (int k = 0; k < 2; k++) {
    ExcKind b = rt_exc_bases[kind][k];
    if (b != RT_EXC_NONE && rt_exc_kind_is(b, base)) return true;
  }
  return false;
}

typedef struct Protect {
  jmp_buf buf;
  struct Protect *prev;
  int cleanup_mark; /* the cleanup stack's depth when this rt_pcall began */
  int c_depth;      /* rt_c_depth's count then: a raise skips the levels' leaves */
} Protect;

typedef struct Cleanup {
  void (*fn)(void *p);
  void *p;
} Cleanup;

/* One thread's unwinding state: its rt_pcall chain, its exception and its cleanups. */
typedef struct ErrorState {
  Protect *innermost;
  Exception current;
  int has_current;
  Cleanup *cleanups;
  int ncleanups, capcleanups;
  int c_depth; /* rt_c_depth */
} ErrorState;

static _Thread_local ErrorState state;
#define current (state.current)

/* Green threads (vm/py/green.c) run on one OS thread, each with its own unwinding state: a
 * switch saves the running one's and loads the next one's. A new thread's state is zeroed. */
size_t rt_error_state_size(void) { return sizeof(ErrorState); }
void rt_error_state_save(void *buf) { memcpy(buf, &state, sizeof state); }
void rt_error_state_load(const void *buf) { memcpy(&state, buf, sizeof state); }
void rt_error_state_release(void *buf) { free(((ErrorState *)buf)->cleanups); }

/* Installed once at start-up by the VM and the object layer; read by every thread. */
static rt_TracebackHook traceback_hook;
static void (*value_release)(void *value);
volatile sig_atomic_t rt_interrupted;

void rt_set_traceback_hook(rt_TracebackHook hook) { traceback_hook = hook; }
void rt_set_error_value_release(void (*release)(void *value)) { value_release = release; }

static rt_ExceptionPrinter exception_printer;
void rt_set_exception_printer(rt_ExceptionPrinter printer) { exception_printer = printer; }
void rt_print_exception(const Exception *exc, int skip, FILE *out) {
  if (exception_printer) exception_printer(exc, skip, out);
  else fprintf(out, "%s: %s\n", rt_exc_names[exc->kind], exc->message ? exc->message : "");
}

static void free_fields(Exception *e) {
  for (int i = 0; i < e->ntrace; i++) {
    free(e->trace[i].file);
    free(e->trace[i].func);
  }
  free(e->trace);
  free(e->message);
  if (e->value && value_release) value_release(e->value);
}

Exception *rt_trace_here(void) {
  Exception *e = rt_calloc(1, sizeof *e);
  if (traceback_hook) traceback_hook(e);
  return e;
}

void rt_exception_free(Exception *e) {
  if (!e) return;
  free_fields(e);
  free(e);
}

void rt_error_clear(void) {
  free_fields(&current);
  memset(&current, 0, sizeof current);
  state.has_current = 0;
  if (!state.innermost && state.ncleanups == 0) { /* outside every rt_pcall: give the stack back */
    free(state.cleanups);
    state.cleanups = NULL;
    state.capcleanups = 0;
  }
}

const Exception *rt_error_current(void) { return state.has_current ? &current : NULL; }

Exception *rt_error_take(void) {
  if (!state.has_current) return NULL;
  Exception *e = malloc(sizeof *e);
  if (!e) { /* out of memory: the caller sees no exception object, only that one was raised */
    rt_error_clear();
    return NULL;
  }
  *e = current;
  memset(&current, 0, sizeof current);
  rt_error_clear();
  return e;
}

void rt_error_restore(Exception *e) {
  rt_error_clear();
  current = *e;
  state.has_current = 1;
  free(e);
}

TraceEntry *rt_exception_add_frame(Exception *exc, const char *file, const char *func, int line,
                                   int col, int end_col) {
  TraceEntry *t = realloc(exc->trace, sizeof *t * (size_t)(exc->ntrace + 1));
  if (!t) return NULL; /* out of memory while reporting: drop the frame, keep the message */
  exc->trace = t;
  TraceEntry *e = &t[exc->ntrace++];
  e->file = strdup(file ? file : "?");
  e->func = strdup(func ? func : "?");
  e->line = line;
  e->col = col;
  e->end_col = end_col;
  e->anchor0 = e->anchor1 = 0;
  return e;
}

void rt_raise(ExcKind kind, const char *fmt, ...) {
  rt_error_clear();
  current.kind = kind;
  va_list ap;
  va_start(ap, fmt);
  char small[512];
  int n = vsnprintf(small, sizeof small, fmt, ap);
  va_end(ap);
  if (n >= (int)sizeof small) {
    current.message = malloc((size_t)n + 1);
    if (current.message) {
      va_start(ap, fmt);
      vsnprintf(current.message, (size_t)n + 1, fmt, ap);
      va_end(ap);
    }
  } else {
    current.message = strdup(small);
  }
  state.has_current = 1;
  if (traceback_hook) traceback_hook(&current);
  rt_reraise();
}

void rt_raise_value(ExcKind kind, void *value) {
  rt_error_clear();
  current.kind = kind;
  current.value = value;
  state.has_current = 1;
  if (traceback_hook) traceback_hook(&current);
  rt_reraise();
}

/* Run the cleanups registered since the innermost rt_pcall began, newest first. A cleanup that
 * itself registers or pops (a free function never should) sees a consistent stack. */
static void run_cleanups(int mark) {
  while (state.ncleanups > mark) {
    Cleanup c = state.cleanups[--state.ncleanups];
    c.fn(c.p);
  }
}

void rt_reraise(void) {
  Protect *p = state.innermost;
  if (!p) {
    fprintf(stderr, "%s: %s\n", rt_exc_names[current.kind], current.message ? current.message : "");
    fprintf(stderr, "weft: internal error: exception raised outside rt_pcall\n");
    exit(70);
  }
  run_cleanups(p->cleanup_mark);
  longjmp(p->buf, 1);
}

int rt_pcall(void (*fn)(void *ud), void *ud) {
  Protect p;
  p.prev = state.innermost;
  p.cleanup_mark = state.ncleanups;
  p.c_depth = state.c_depth;
  state.innermost = &p;
  if (setjmp(p.buf) == 0) {
    fn(ud);
    /* fn returned normally: every registration it made must be gone; any left is a missing
     * rt_cleanup_pop, and running it now is the only safe choice. */
    run_cleanups(p.cleanup_mark);
    state.innermost = p.prev;
    return 0;
  }
  state.innermost = p.prev;
  state.c_depth = p.c_depth;
  return 1;
}

int *rt_c_depth(void) { return &state.c_depth; }

int rt_cleanup_push(void (*fn)(void *p), void *p) {
  if (state.ncleanups == state.capcleanups) {
    int cap = state.capcleanups ? state.capcleanups * 2 : 64;
    Cleanup *c = realloc(state.cleanups, sizeof *c * (size_t)cap);
    if (!c) {
      fn(p);
      rt_raise(RT_EXC_MemoryError, "%s", "");
    }
    state.cleanups = c;
    state.capcleanups = cap;
  }
  state.cleanups[state.ncleanups].fn = fn;
  state.cleanups[state.ncleanups].p = p;
  return state.ncleanups++;
}

void rt_cleanup_pop(int mark, bool run) {
  if (run) {
    run_cleanups(mark);
  } else if (state.ncleanups > mark) {
    state.ncleanups = mark;
  }
}

static bool (*interrupt_elsewhere)(void);
void rt_set_interrupt_router(bool (*elsewhere)(void)) { interrupt_elsewhere = elsewhere; }

void rt_check_interrupt(void) {
  if (rt_interrupted && interrupt_elsewhere && interrupt_elsewhere()) return;
  if (rt_interrupted) {
    rt_interrupted = 0;
    rt_raise(RT_EXC_KeyboardInterrupt, "%s", "");
  }
}

void *rt_malloc(size_t n) {
  void *p = rt_memory_allows(n) ? malloc(n ? n : 1) : NULL;
  if (!p) rt_raise(RT_EXC_MemoryError, "%s", "");
  return p;
}

void *rt_calloc(size_t count, size_t size) {
  size_t n;
  bool fits = !__builtin_mul_overflow(count, size, &n) && rt_memory_allows(n);
  void *p = fits ? calloc(count ? count : 1, size ? size : 1) : NULL;
  if (!p) rt_raise(RT_EXC_MemoryError, "%s", "");
  return p;
}

void *rt_realloc(void *p, size_t n) {
  void *q = rt_memory_allows(n) ? realloc(p, n ? n : 1) : NULL;
  if (!q) rt_raise(RT_EXC_MemoryError, "%s", "");
  return q;
}

char *rt_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = rt_malloc(n);
  memcpy(d, s, n);
  return d;
}
