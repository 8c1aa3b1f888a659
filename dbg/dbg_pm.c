/* dbg_pm.c — the last uncaught exception kept for a later `%debug` (IPython's %debug after an
 * error, pdb.pm()): at the REPL and in the Jupyter kernel, an exception that no frame handles is
 * copied before its frames unwind — each frame's function, file, line, source text and bound
 * locals (referenced, so they stay alive) — and `%debug` serves a post-mortem on that copy
 * (dbg_host.c: print, backtrace, up/down, list). The copy lives until the next uncaught
 * exception replaces it, as sys.last_traceback does. */
#include <stdlib.h>
#include <string.h>

#include "../vm/host/vm_debug.h"
#include "../vm/obj/objects.h"
#include "dbg.h"
#include "dbg_internal.h"

typedef struct PmFrame {
  char *name, *file;
  int line;
  int src;       /* index into last.srcs, -1: no text */
  int n;         /* bound locals */
  char **names;
  Value *values; /* referenced */
} PmFrame;

static struct {
  struct Vm *vm;
  char *what;
  int n; /* frames 0..n-1, 0 the module's */
  PmFrame *f;
  char **srcs; /* each distinct source text once (a recursion's frames share one) */
  const char **orig;
  int nsrcs;
} last;

static bool serving; /* a print in the kept post-mortem that raises must not replace it */
static bool keeping; /* at the REPL: dbg_keep_last_error was called */

static void forget(void) {
  for (int k = 0; k < last.n; k++) {
    PmFrame *f = &last.f[k];
    for (int i = 0; i < f->n; i++) {
      free(f->names[i]);
      rt_decref(f->values[i]);
    }
    free(f->names);
    free(f->values);
    free(f->name);
    free(f->file);
  }
  for (int k = 0; k < last.nsrcs; k++) free(last.srcs[k]);
  free(last.srcs);
  free(last.orig);
  free(last.f);
  free(last.what);
  memset(&last, 0, sizeof last);
}

static int keep_source(const char *text) {
  if (!text) return -1;
  for (int k = 0; k < last.nsrcs; k++)
    if (last.orig[k] == text) return k;
  last.srcs = realloc(last.srcs, (size_t)(last.nsrcs + 1) * sizeof *last.srcs);
  last.orig = realloc(last.orig, (size_t)(last.nsrcs + 1) * sizeof *last.orig);
  last.srcs[last.nsrcs] = strdup(text);
  last.orig[last.nsrcs] = text;
  return last.nsrcs++;
}

static void keep_frame(struct Vm *vm, int k, PmFrame *f) {
  enum { MAX_LOCALS = 200 };
  const char *name, *file, *names[MAX_LOCALS];
  Value values[MAX_LOCALS];
  vm_debug_frame(vm, k, &name, &file, &f->line);
  f->name = strdup(name);
  f->file = strdup(file);
  f->src = keep_source(vm_debug_frame_source(vm, k));
  f->n = vm_debug_frame_locals(vm, k, names, values, MAX_LOCALS);
  f->names = calloc((size_t)f->n + 1, sizeof *f->names);
  f->values = calloc((size_t)f->n + 1, sizeof *f->values);
  for (int i = 0; i < f->n; i++) {
    f->names[i] = strdup(names[i]);
    f->values[i] = values[i];
    rt_incref(values[i]);
  }
}

void dbg_pm_record(struct Vm *vm, int depth, const char *what) {
  if (serving || !keeping) return;
  forget();
  last.vm = vm;
  last.what = strdup(what);
  last.n = depth + 1;
  last.f = calloc((size_t)last.n, sizeof *last.f);
  for (int k = 0; k < last.n; k++) keep_frame(vm, k, &last.f[k]);
}

static void record_hook(struct Vm *vm, int depth, const char *what) { dbg_pm_record(vm, depth, what); }

void dbg_keep_last_error(void) {
  if (keeping) return;
  keeping = true;
  vm_debug_install_uncaught(record_hook);
}

void dbg_pm_reinstall(void) {
  if (keeping) vm_debug_install_uncaught(record_hook);
}

bool dbg_pm_kept(void) { return last.n > 0; }

void dbg_pm_serving(bool on) { serving = on; }

struct Vm *dbg_pm_vm(void) { return last.vm; }

const char *dbg_pm_what(void) { return last.what; }

int dbg_pm_depth(void) { return last.n - 1; }

void dbg_pm_frame(int k, const char **name, const char **file, int *line, const char **src) {
  const PmFrame *f = &last.f[k];
  *name = f->name;
  *file = f->file;
  *line = f->line;
  *src = f->src < 0 ? NULL : last.srcs[f->src];
}

int dbg_pm_locals(int k, const char *const **names, const Value **values) {
  *names = (const char *const *)last.f[k].names;
  *values = last.f[k].values;
  return last.f[k].n;
}
