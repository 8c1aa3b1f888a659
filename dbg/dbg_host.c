/* dbg_host.c — the debugger in host code: the VM's line hook (vm/host/vm_debug.h) stops at host
 * breakpoints and for step / next / finish at the Python level, `print` of a variable of the
 * stopped frame (with .attr and [key] after it, shown as repr() shows it), `backtrace` of the
 * Python frames, and the breakpoint() builtin (it stops at the line after the call). Stepping
 * from host code into a kernel launch stops at the kernel's first line (dbg_sim.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/host/vm_debug.h"
#include "../vm/obj/objects.h"
#include "../vm/obj/ops.h"
#include "../vm/py/py.h"
#include "dbg_internal.h"

static struct {
  struct Vm *vm;
  int depth, line;
  const char *file;
} H; /* the host stop being served (vm NULL: none) */

bool dbg_host_stopped(void) { return H.vm != NULL; }

int dbg_host_depth(void) { return H.depth; }

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
    if (b->cond && dbg_host_eval(b->cond, out, sizeof out) && strcmp(out, "True") != 0) continue;
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
  dbg_show_line(file, NULL, line);
  DbgAction act = dbg_command_loop();
  H.vm = NULL;
  dbg.mode = act == ACT_DETACH ? ACT_CONTINUE : act;
  dbg.mode_host = true;
  dbg.mode_depth = depth;
  dbg_host_rearm();
}

/* ---- print at a host stop: NAME, then .attr and [key] (a number, a string or a name) ---- */

typedef struct HostEval {
  const char *text;
  char *out;
  size_t n;
  bool ok;
} HostEval;

static bool name_char(char c, bool first) {
  return c == '_' || ((c | 32) >= 'a' && (c | 32) <= 'z') || (!first && c >= '0' && c <= '9');
}

static Value host_key(const char **s) {
  const char *p = *s + strspn(*s, " ");
  if (*p == '\'' || *p == '"') {
    const char *e = strchr(p + 1, *p);
    if (!e) rt_raise(RT_EXC_SyntaxError, "unterminated string");
    *s = e + 1;
    return rt_str_new(p + 1, (size_t)(e - p - 1));
  }
  char *end;
  long long num = strtoll(p, &end, 10);
  if (end != p) {
    *s = end;
    return rt_int(num);
  }
  char name[64];
  size_t n = 0;
  while (name_char(*p, n == 0) && n < 63) name[n++] = *p++;
  name[n] = 0;
  Value v;
  if (!n) rt_raise(RT_EXC_SyntaxError, "syntax error at '%s'", p);
  if (!vm_debug_lookup(H.vm, H.depth, name, &v)) rt_raise(RT_EXC_NameError, "No symbol \"%s\" in the current context.", name);
  *s = p;
  rt_incref(v);
  return v;
}

static void host_eval_job(void *ud) {
  HostEval *e = ud;
  const char *s = e->text;
  Value v = host_key(&s);
  int mark = rt_cleanup_push_value(&v);
  for (;;) {
    s += strspn(s, " ");
    if (*s == '.') {
      char attr[64];
      size_t n = 0;
      for (s++; name_char(*s, n == 0) && n < 63;) attr[n++] = *s++;
      attr[n] = 0;
      Value a = rt_getattr(v, attr);
      rt_decref(v);
      v = a;
    } else if (*s == '[') {
      s++;
      Value k = host_key(&s);
      s += strspn(s, " ");
      if (*s != ']') {
        rt_decref(k);
        rt_raise(RT_EXC_SyntaxError, "expected ']' at '%s'", s);
      }
      s++;
      Value item = rt_getitem(v, k);
      rt_decref(k);
      rt_decref(v);
      v = item;
    } else if (*s) {
      rt_raise(RT_EXC_SyntaxError, "host code: print NAME, NAME.attr or NAME[key] (syntax error at '%s')", s);
    } else {
      break;
    }
  }
  Value r = rt_repr(v);
  snprintf(e->out, e->n, "%s", rt_str_data(r));
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  e->ok = true;
}

bool dbg_host_eval(const char *text, char *out, size_t n) {
  HostEval e = {text, out, n, false};
  if (rt_pcall(host_eval_job, &e)) {
    const Exception *x = rt_error_current();
    if (x->kind == RT_EXC_NameError || x->kind == RT_EXC_SyntaxError) snprintf(out, n, "%s", x->message ? x->message : "");
    else snprintf(out, n, "%s: %s", rt_exc_names[x->kind], x->message ? x->message : "");
    rt_error_clear();
    return false;
  }
  return e.ok;
}

/* A host stop's commands: true when cmd was one (print, backtrace). */
bool dbg_host_command(const char *cmd, const char *args) {
  if (!H.vm) return false;
  if (strcmp(cmd, "print") == 0 || strcmp(cmd, "p") == 0) {
    if (!*args) dbg_out("Argument required (an expression: print EXPR).\n");
    else {
      char out[4096];
      bool ok = dbg_host_eval(args, out, sizeof out);
      dbg_out(ok ? "%s = %s\n" : "%s%s\n", ok ? args : "", out);
    }
    return true;
  }
  if (strcmp(cmd, "backtrace") == 0 || strcmp(cmd, "bt") == 0 || strcmp(cmd, "where") == 0) {
    for (int k = H.depth; k >= 0; k--) {
      const char *name, *file;
      int line;
      vm_debug_frame(H.vm, k, &name, &file, &line);
      if (k == H.depth) line = H.line;
      dbg_out("#%d  %s at %s:%d\n", H.depth - k, name, dbg_basename(file), line);
    }
    return true;
  }
  return false;
}

int dbg_host_line(const char **file) {
  if (!H.vm) return 0;
  *file = H.file;
  return H.line;
}

/* breakpoint() in host code: stop at the next line run. */
static void on_breakpoint(void) {
  if (!dbg.on || dbg.detached) return;
  dbg.mode = ACT_STEP;
  dbg.mode_host = true;
  dbg_host_rearm();
}

void dbg_host_install(void) {
  vm_debug_install(line_hook);
  py_set_breakpoint_hook(on_breakpoint);
}
