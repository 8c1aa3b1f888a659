/* error.c — exception state, rt_raise/rt_pcall unwinding, and raising allocators. */
#include "error.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *const rt_exc_names[RT_EXC_COUNT] = {
#define X(name, display) display,
    RT_EXC_KINDS(X)
#undef X
};

typedef struct Protect {
  jmp_buf buf;
  struct Protect *prev;
} Protect;

static Protect *innermost;
static Exception current;
static int has_current;
static rt_TracebackHook traceback_hook;
volatile sig_atomic_t rt_interrupted;

void rt_set_traceback_hook(rt_TracebackHook hook) { traceback_hook = hook; }

void rt_error_clear(void) {
  for (int i = 0; i < current.ntrace; i++) {
    free(current.trace[i].file);
    free(current.trace[i].func);
  }
  free(current.trace);
  free(current.message);
  memset(&current, 0, sizeof current);
  has_current = 0;
}

const Exception *rt_error_current(void) { return has_current ? &current : NULL; }

void rt_exception_add_frame(Exception *exc, const char *file, const char *func, int line,
                            int col, int end_col) {
  TraceEntry *t = realloc(exc->trace, sizeof *t * (size_t)(exc->ntrace + 1));
  if (!t) return; /* out of memory while reporting: drop the frame, keep the message */
  exc->trace = t;
  TraceEntry *e = &t[exc->ntrace++];
  e->file = strdup(file ? file : "?");
  e->func = strdup(func ? func : "?");
  e->line = line;
  e->col = col;
  e->end_col = end_col;
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
  has_current = 1;
  if (traceback_hook) traceback_hook(&current);
  if (!innermost) {
    fprintf(stderr, "%s: %s\n", rt_exc_names[kind], current.message ? current.message : "");
    fprintf(stderr, "weft: internal error: exception raised outside rt_pcall\n");
    exit(70);
  }
  longjmp(innermost->buf, 1);
}

int rt_pcall(void (*fn)(void *ud), void *ud) {
  Protect p;
  p.prev = innermost;
  innermost = &p;
  if (setjmp(p.buf) == 0) {
    fn(ud);
    innermost = p.prev;
    return 0;
  }
  innermost = p.prev;
  return 1;
}

void rt_check_interrupt(void) {
  if (rt_interrupted) {
    rt_interrupted = 0;
    rt_raise(RT_EXC_KeyboardInterrupt, "%s", "");
  }
}

void *rt_malloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) rt_raise(RT_EXC_MemoryError, "%s", "");
  return p;
}

void *rt_calloc(size_t count, size_t size) {
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p) rt_raise(RT_EXC_MemoryError, "%s", "");
  return p;
}

void *rt_realloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) rt_raise(RT_EXC_MemoryError, "%s", "");
  return q;
}

char *rt_strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = rt_malloc(n);
  memcpy(d, s, n);
  return d;
}
