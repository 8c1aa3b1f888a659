/* dbg_host.c — the debugger in host code: the VM's line hook (vm/host/vm_debug.h) stops at host
 * breakpoints and for step / next / finish at the Python level, `print` of any expression in
 * the stopped frame's scope (run by the VM, shown as repr() shows it), `backtrace` of the
 * Python frames, post-mortem at an uncaught exception (the raising frame, its variables kept
 * alive), and the breakpoint() builtin (it stops at the line after the call). Stepping
 * from host code into a kernel launch stops at the kernel's first line (dbg_sim.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/host/vm_debug.h"
#include "../vm/kir/kir.h"
#include "../vm/obj/objects.h"
#include "../vm/obj/ops.h"
#include "../vm/py/py.h"
#include "dbg_internal.h"

static struct {
  struct Vm *vm;
  int depth, line;
  const char *file;
  int sel; /* the frame print looks in (up/down): depth at the stop */
  bool kept; /* a post-mortem of frames that have unwound (dbg_pm.c's copy), not live ones */
} H; /* the host stop being served (vm NULL: none) */

/* Frame k (0: the module), live or kept; src: its source text (NULL: read the file). */
static void frame_at(int k, const char **name, const char **file, int *line, const char **src) {
  if (H.kept) return dbg_pm_frame(k, name, file, line, src);
  vm_debug_frame(H.vm, k, name, file, line);
  *src = vm_debug_frame_source(H.vm, k);
}

bool dbg_host_stopped(void) { return H.vm != NULL; }

/* The selected frame's depth: `finish` after `up` finishes that frame, as gdb's does. */
int dbg_host_depth(void) { return H.sel; }

/* Armed while something could stop host code: a breakpoint, or a step begun there. */
void dbg_host_rearm(void) {
  bool any = false;
  for (int k = 0; k < DBG_MAX_BPS; k++) any |= dbg.bps[k].used && dbg.bps[k].kind == BP_BREAK;
  bool stepping = dbg.mode_host && dbg.mode != ACT_CONTINUE;
  vm_debug_arm(dbg.on && !dbg.detached && (any || stepping));
}

static bool host_break(const char *file, int line) {
  for (int k = 0; k < DBG_MAX_BPS; k++) {
    DbgBp *b = &dbg.bps[k];
    if (!b->used || b->kind != BP_BREAK || b->line != line || !dbg_bp_in_file(b, file)) continue;
    char out[256];
    bool yes = true;
    if (b->cond && dbg_host_eval(b->cond, out, sizeof out, &yes) && !yes) {
      dbg_host_rearm();
      continue;
    }
    dbg_host_rearm();
    b->hits++;
    dbg_out("%s %d, ", b->temp ? "Temporary breakpoint" : "Breakpoint", b->num);
    if (b->temp) b->used = false;
    return true;
  }
  return false;
}

static void line_hook(struct Vm *vm, int depth, const char *file, int line) {
  if (dbg.detached) return;
  H.vm = vm; /* the conditions look at this frame */
  H.depth = depth;
  H.file = file;
  H.line = line;
  H.sel = depth;
  dbg.fault_served = false; /* host code ran on: the fault's exception was caught */
  bool stop = dbg.mode_host && ((dbg.mode == ACT_STEP) || (dbg.mode == ACT_NEXT && depth <= dbg.mode_depth) ||
                                (dbg.mode == ACT_FINISH && depth < dbg.mode_depth));
  if (!stop && !host_break(file, line)) {
    H.vm = NULL;
    return;
  }
  vm_debug_arm(false); /* repr() of an object may run Python code: no stops in there */
  const char *name, *f;
  int ln;
  vm_debug_frame(vm, depth, &name, &f, &ln);
  dbg_out("%s at %s:%d\n", name, dbg_basename(file), line);
  dbg_show_line(file, vm_debug_frame_source(vm, depth), line);
  DbgAction act = dbg_command_loop();
  H.vm = NULL;
  dbg.mode = act == ACT_DETACH ? ACT_CONTINUE : act;
  dbg.mode_host = true;
  dbg.mode_depth = act == ACT_FINISH ? H.sel : depth;
  dbg_host_rearm();
}

/* ---- print at a host stop: any Python expression, in the stopped frame's scope ---- */

typedef struct HostEval {
  const char *text;
  char *out;
  size_t n;
  bool *truth;
  bool ok;
} HostEval;

static void host_eval_job(void *ud) {
  HostEval *e = ud;
  const char *const *names = NULL;
  const Value *values = NULL;
  int n = H.kept ? dbg_pm_locals(H.sel, &names, &values) : 0;
  Value v = H.kept ? vm_debug_eval_locals(H.vm, n, names, values, e->text) : vm_debug_eval(H.vm, H.sel, e->text);
  int mark = rt_cleanup_push_value(&v);
  if (e->truth) *e->truth = rt_truthy(v);
  Value r = rt_repr(v);
  snprintf(e->out, e->n, "%s", rt_str_data(r));
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  e->ok = true;
}

/* Python's NameError says "name 'x' is not defined"; the debugger says it as gdb does. */
static void eval_error(const Exception *x, char *out, size_t n) {
  const char *msg = x->message ? x->message : "";
  char text[512]; /* an exception raised as an object (AttributeError with name/obj): its str */
  if (!x->message && x->value) {
    Value s = rt_to_str(rt_obj(x->value));
    snprintf(text, sizeof text, "%s", rt_str_data(s));
    rt_decref(s);
    msg = text;
  }
  char name[128];
  if (x->kind == RT_EXC_NameError && sscanf(msg, "name '%127[^']' is not defined", name) == 1)
    snprintf(out, n, "No symbol \"%s\" in the current context.", name);
  else if (*msg)
    snprintf(out, n, "%s: %s", rt_exc_names[x->kind], msg);
  else
    snprintf(out, n, "%s", rt_exc_names[x->kind]);
}

/* Evaluate text at the host stop; its repr() in out, or the error's one line. The program's
 * code it calls runs with the trap off (no stops inside a print). */
bool dbg_host_eval(const char *text, char *out, size_t n, bool *truth) {
  HostEval e = {text, out, n, truth, false};
  vm_debug_arm(false);
  if (rt_pcall(host_eval_job, &e)) {
    eval_error(rt_error_current(), out, n);
    rt_error_clear();
    return false;
  }
  return e.ok;
}

/* Frame k (0: the module) as backtrace numbers it (0: the stopped one); with its line. */
static void show_host_frame(int k, bool with_line) {
  const char *name, *file, *src;
  int line;
  frame_at(k, &name, &file, &line, &src);
  if (k == H.depth) line = H.line;
  dbg_out("#%d  %s at %s:%d\n", H.depth - k, name, dbg_basename(file), line);
  if (with_line) dbg_show_line(file, src, line);
}

/* `up [N]`, `down [N]`, `frame [N]` among the Python frames: the one print looks in. */
static void host_frame_command(const char *cmd, const char *args) {
  char *end;
  long n = strtol(args, &end, 10);
  if (*end || (end == args && *args)) return dbg_out("Bad frame number \"%s\".\n", args);
  bool given = end != args;
  int num = H.depth - H.sel; /* backtrace's numbering */
  int want = cmd[0] == 'f' ? (given ? (int)n : num) : cmd[0] == 'u' ? num + (given ? (int)n : 1) : num - (given ? (int)n : 1);
  if (cmd[0] == 'f' && (want < 0 || want > H.depth)) return dbg_out("No frame at level %s.\n", args);
  if (want > H.depth) return dbg_out("Initial frame selected; you cannot go up.\n");
  if (want < 0) return dbg_out("Bottom (innermost) frame selected; you cannot go down.\n");
  H.sel = H.depth - want;
  show_host_frame(H.sel, true);
}

/* A host stop's commands: true when cmd was one (print, backtrace). */
bool dbg_host_command(const char *cmd, const char *args) {
  if (!H.vm) return false;
  if (strcmp(cmd, "print") == 0 || strcmp(cmd, "p") == 0) {
    if (!*args) dbg_out("Argument required (an expression: print EXPR).\n");
    else {
      char out[4096];
      bool ok = dbg_host_eval(args, out, sizeof out, NULL);
      dbg_out(ok ? "%s = %s\n" : "%s%s\n", ok ? args : "", out);
    }
    return true;
  }
  if (strcmp(cmd, "backtrace") == 0 || strcmp(cmd, "bt") == 0 || strcmp(cmd, "where") == 0) {
    for (int k = H.depth; k >= 0; k--) show_host_frame(k, false);
    return true;
  }
  if (strcmp(cmd, "up") == 0 || strcmp(cmd, "down") == 0 || strcmp(cmd, "frame") == 0 || strcmp(cmd, "f") == 0) {
    host_frame_command(cmd, args);
    return true;
  }
  return false;
}

int dbg_host_line(const char **file) {
  if (!H.vm) return 0;
  *file = H.file;
  return H.line;
}

/* The source text of the host stop's frame (NULL: read its file). */
const char *dbg_host_source(void) {
  const char *name, *file, *src;
  int line;
  if (!H.vm) return NULL;
  frame_at(H.depth, &name, &file, &line, &src);
  return src;
}

/* `%debug` after the statement that raised: the kept frames, the raising one selected. Code a
 * print calls runs unwatched (no hooks are in). */
void dbg_host_serve_kept(void) {
  const char *name, *file, *src;
  H.kept = true;
  H.vm = dbg_pm_vm();
  H.depth = H.sel = dbg_pm_depth();
  frame_at(H.depth, &name, &file, &H.line, &src);
  H.file = file;
  dbg_out("Post-mortem of the last error: %s\n%s at %s:%d\n", dbg_pm_what(), name, dbg_basename(file), H.line);
  dbg_show_line(file, src, H.line);
  dbg_pm_serving(true);
  dbg_command_loop();
  dbg_pm_serving(false);
  H.vm = NULL;
  H.kept = false;
}

/* breakpoint() in host code: stop at the next line run. */
static void on_breakpoint(void) {
  if (!dbg.on || dbg.detached) return;
  dbg.mode = ACT_STEP;
  dbg.mode_host = true;
  dbg_host_rearm();
}

/* An exception no frame handles: stop at the frame that raised it, its variables still there
 * (pdb's post-mortem); when the commands resume, the exception goes on to its traceback. */
static void on_uncaught(struct Vm *vm, int depth, const char *what) {
  dbg_pm_record(vm, depth, what); /* a later %debug at the REPL looks at it again */
  bool served = dbg.fault_served; /* a simulator fault's exception: its post-mortem was the kernel's */
  dbg.fault_served = false;
  if (!dbg.on || dbg.detached || served) return;
  vm_debug_arm(false);
  const char *name, *file;
  int line;
  vm_debug_frame(vm, depth, &name, &file, &line);
  H.vm = vm;
  H.depth = depth;
  H.file = file;
  H.line = line;
  H.sel = depth;
  dbg_out("Uncaught exception (post-mortem): %s\n%s at %s:%d\n", what, name, dbg_basename(file), line);
  dbg_show_line(file, vm_debug_frame_source(vm, depth), line);
  dbg_command_loop();
  H.vm = NULL;
  dbg.mode = ACT_CONTINUE;
  dbg_host_rearm();
}

/* Whether lines first..last of src call breakpoint(): remembered per function, as a hot @jit
 * function is asked at every call. */
static bool calls_breakpoint(const char *src, int first, int last) {
  static struct { const char *src; int first, last; bool yes; } seen[64];
  static int next;
  for (int k = 0; k < 64; k++)
    if (seen[k].src == src && seen[k].first == first && seen[k].last == last) return seen[k].yes;
  bool yes = false;
  const char *p = src;
  for (int line = 1; p && *p && line <= last && !yes; line++) {
    size_t n = strcspn(p, "\n");
    yes = line >= first && memmem(p, n, "breakpoint(", 11);
    p += n + (p[n] == '\n');
  }
  seen[next].src = src, seen[next].first = first, seen[next].last = last, seen[next].yes = yes;
  next = (next + 1) % 64;
  return yes;
}

/* Whether a @jit function's call should run in the interpreter (vm/kir's hook): when the
 * debugger could stop in it — a breakpoint among its lines, a breakpoint() call in its text,
 * or a step from host code into it. Else it runs compiled, at full speed. */
static bool jit_stops(const char *file, const char *src, int first, int last) {
  if (!dbg.on || dbg.detached) return false;
  if (dbg.mode_host && dbg.mode == ACT_STEP) return true;
  for (int k = 0; k < DBG_MAX_BPS; k++) {
    const DbgBp *b = &dbg.bps[k];
    if (b->used && b->kind == BP_BREAK && b->line >= first && b->line <= last && dbg_bp_in_file(b, file)) return true;
  }
  return calls_breakpoint(src, first, last);
}

void dbg_host_install(void) {
  kir_set_jit_debug(jit_stops);
  vm_debug_install(line_hook);
  vm_debug_install_uncaught(on_uncaught);
  py_set_breakpoint_hook(on_breakpoint);
}
