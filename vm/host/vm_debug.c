/* vm_debug.c — the debugger's hook in the dispatch loop (vm_debug.h). Armed, vm_execute
 * dispatches through a table whose every entry is interp.c's L_DBGSTEP, which calls
 * vm_debug_step before the real handler; unarmed, the table is the real one again, so a
 * program that sets no host breakpoint runs at full speed. The table changes under a running
 * loop: arming from a kernel's stop or a breakpoint() call takes effect at the next instruction.
 *
 * Also the debugger's `print` in host code (vm_debug_eval: the expression compiled as a function
 * of the frame's locals, called) and its post-mortem (vm_catch calls vm_debug_uncaught before it
 * unwinds the outermost frames). */
#include "vm_debug.h"

#include <stdlib.h>
#include <string.h>

#include "../obj/ops.h"
#include "../base/error.h"
#include "../obj/exc.h"
#include "opcodes.h"
#include "proto.h"
#include "vm_internal.h"

static VmDebugLine hook;
static void *table[OP_COUNT];
static void *const *real;
static void *trap;
bool vm_debug_armed;
static int *line_at; /* per frame slot: the line it last ran (a callee's return resumes it) */
static const CallFrame *last_fr;
static int last_line;

void vm_debug_install(VmDebugLine h) { hook = h; }

static void fill(void) {
  if (!real) return;
  for (int k = 0; k < OP_COUNT; k++) table[k] = vm_debug_armed ? trap : real[k];
}

void vm_debug_arm(bool on) {
  vm_debug_armed = on && hook;
  fill();
}

void *const *vm_debug_table(void *const *labels, void *step) {
  if (!hook) return labels;
  if (!real) {
    real = labels;
    trap = step;
    fill();
  }
  return table;
}

__attribute__((noinline, cold)) void vm_debug_step(Vm *vm, const CallFrame *fr, const Instr *pc) {
  const Proto *p = fr->fn->proto;
  int line = p->spans[pc - p->code].line;
  if (fr == last_fr && line == last_line) return;
  int depth = (int)(fr - vm->frames);
  if (!line_at) line_at = calloc(VM_FRAME_CAP + 8, sizeof *line_at);
  bool resumed = last_fr && fr < last_fr && line_at[depth] == line;
  if (!last_fr || fr > last_fr) line_at[depth] = 0; /* a fresh frame in this slot */
  last_fr = fr;
  last_line = line_at[depth] = line;
  if (resumed || !line) return;
  hook(vm, depth, p->source ? p->source->name : "<unknown>", line);
}

int vm_debug_depth(Vm *vm) { return vm->nframes; }

void vm_debug_frame(Vm *vm, int k, const char **name, const char **file, int *line) {
  const CallFrame *fr = &vm->frames[k];
  const Proto *p = fr->fn->proto;
  *name = p->name;
  *file = p->source ? p->source->name : "<unknown>";
  const Instr *pc = fr->pc;
  if (pc > p->code) pc--; /* saved pcs are the next instruction's: the top frame's is the
                            instruction about to run, a caller's the call it made */
  *line = pc >= p->code && pc < p->code + p->ncode ? p->spans[pc - p->code].line : p->firstline;
}

bool vm_debug_lookup(Vm *vm, int k, const char *name, Value *out) {
  const CallFrame *fr = &vm->frames[k];
  const Proto *p = fr->fn->proto;
  if (k > 0 || strcmp(p->name, "<module>") != 0)
    for (int r = 0; r < p->nregs; r++)
      if (p->regnames && p->regnames[r] && strcmp(p->regnames[r], name) == 0 && !rt_is_undef(fr->base[r])) {
        *out = fr->base[r];
        return true;
      }
  for (int g = 0; g < vm->nglobals; g++)
    if (vm->gnames[g] && strcmp(vm->gnames[g], name) == 0 && !rt_is_undef(vm->globals[g])) {
      *out = vm->globals[g];
      return true;
    }
  return false;
}

/* Frame k's bound locals (a cell's content for a captured one): names[i] = values[i], borrowed;
 * each name once. The module's frame has none (its variables are the globals). */
int vm_debug_frame_locals(Vm *vm, int k, const char **names, Value *values, int max) {
  const CallFrame *fr = &vm->frames[k];
  const Proto *p = fr->fn->proto;
  if (k == 0 && strcmp(p->name, "<module>") == 0) return 0;
  return vm_regs_locals(p, fr->base, names, values, max);
}

int vm_regs_locals(const Proto *p, const Value *regs, const char **names, Value *values, int max) {
  int n = 0;
  if (!p->regnames) return 0;
  for (int r = 0; r < p->nregs && n < max; r++) {
    const char *name = p->regnames[r];
    Value v = regs[r];
    if (!name || rt_is_undef(v) || !name[0] || name[0] == '.' || name[0] == '$') continue;
    if (rt_is_type(v, &vm_cell_type)) v = RT_AS(Cell, v)->value;
    if (rt_is_undef(v)) continue;
    bool dup = false;
    for (int j = 0; j < n && !dup; j++) dup = strcmp(names[j], name) == 0;
    if (dup) continue;
    names[n] = name;
    values[n++] = v;
  }
  return n;
}

const char *vm_debug_frame_source(Vm *vm, int k) {
  const Source *s = vm->frames[k].fn->proto->source;
  return s ? s->text : NULL;
}

Value vm_debug_eval(Vm *vm, int k, const char *text) {
  enum { MAX_LOCALS = 200 };
  const char *names[MAX_LOCALS];
  Value values[MAX_LOCALS];
  int n = vm_debug_frame_locals(vm, k, names, values, MAX_LOCALS);
  return vm_debug_eval_locals(vm, n, names, values, text);
}

Value vm_debug_eval_locals(Vm *vm, int n, const char *const *names, const Value *values, const char *text) {
  if (strchr(text, '\n')) rt_raise(RT_EXC_SyntaxError, "one line, one expression");
  size_t cap = strlen(text) + 64;
  for (int i = 0; i < n; i++) cap += strlen(names[i]) + 2;
  char *src = rt_malloc(cap);
  size_t at = (size_t)snprintf(src, cap, "def __weft_debug_eval__(");
  for (int i = 0; i < n; i++) at += (size_t)snprintf(src + at, cap - at, "%s%s", i ? ", " : "", names[i]);
  snprintf(src + at, cap - at, "):\n return %s\n", text);
  char err[256];
  Proto *module = vm_compile_quiet(vm, "<debug>", src, err, sizeof err);
  free(src);
  if (!module) rt_raise(RT_EXC_SyntaxError, "%s", err);
  Proto *body = NULL;
  for (int c = 0; c < module->nconsts && !body; c++)
    if (rt_is_type(module->consts[c], &vm_proto_type)) body = RT_AS(Proto, module->consts[c]);
  Value fn = body ? vm_function_new(body, NULL, NULL) : rt_undef();
  rt_decref(rt_obj(module)); /* the function holds its code */
  if (rt_is_undef(fn)) rt_raise(RT_EXC_SystemError, "the debugger's expression did not compile to a function");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, n, values, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static VmDebugUncaught uncaught;

void vm_debug_install_uncaught(VmDebugUncaught hook) { uncaught = hook; }

typedef struct Describe {
  const Exception *e;
  char *out;
  size_t n;
} Describe;

static void describe_job(void *ud) {
  Describe *d = ud;
  Value v = rt_obj(d->e->value);
  Value text = rt_to_str(v);
  const char *msg = rt_str_data(text);
  snprintf(d->out, d->n, "%s%s%s", rt_exc_class_display(rt_exc_class_of(v)), *msg ? ": " : "", msg);
  rt_decref(text);
}

/* "ZeroDivisionError: division by zero", as the traceback's last line. */
static void describe(const Exception *e, char *out, size_t n) {
  if (!e->value) {
    const char *msg = e->message ? e->message : "";
    snprintf(out, n, "%s%s%s", rt_exc_names[e->kind], *msg ? ": " : "", msg);
    return;
  }
  Describe d = {e, out, n};
  if (rt_pcall(describe_job, &d)) {
    rt_error_clear();
    snprintf(out, n, "%s", rt_exc_names[e->kind]);
  }
}

void vm_debug_uncaught(Vm *vm) {
  if (!uncaught || vm->nframes == 0) return;
  Exception *e = rt_error_take();
  if (!e) return;
  if (!rt_exc_kind_is(e->kind, RT_EXC_SystemExit) && !rt_exc_kind_is(e->kind, RT_EXC_KeyboardInterrupt)) {
    char what[512];
    describe(e, what, sizeof what);
    uncaught(vm, vm->nframes - 1, what);
  }
  rt_error_restore(e);
}
