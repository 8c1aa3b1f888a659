/* vm_debug.c — the debugger's hook in the dispatch loop (vm_debug.h). Armed, vm_execute
 * dispatches through a table whose every entry is interp.c's L_DBGSTEP, which calls
 * vm_debug_step before the real handler; unarmed, the table is the real one again, so a
 * program that sets no host breakpoint runs at full speed. The table changes under a running
 * loop: arming from a kernel's stop or a breakpoint() call takes effect at the next instruction. */
#include "vm_debug.h"

#include <stdlib.h>
#include <string.h>

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
