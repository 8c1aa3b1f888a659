/* vm_green.c — the VM's execution state as the green threads of vm/py/green.c see it: each
 * thread has its own register stack, frames and handled exception; the module globals, the
 * sources and the runtime stay shared. A switch saves the running thread's fields of the Vm
 * and loads the next one's. */
#include <stdlib.h>

#include "../py/green.h"
#include "vm_internal.h"

typedef struct VmExec {
  Value *stack;
  CallFrame *frames;
  Value *init_self;
  int *prof_line_at;
  int nframes;
  Value handled;
  bool tb_reraise;
  int tb_name_len;
  bool op_pending;
  Value op_result;
  const CallFrame *prof_fr;
  const char *prof_file;
  int prof_line;
} VmExec;

static void exec_release(void *p) {
  VmExec *e = p;
  if (!e) return;
  free(e->stack);
  free(e->frames);
  free(e->init_self);
  free(e->prof_line_at);
  free(e);
}

static void *exec_fresh(bool with_stack) {
  VmExec *e = calloc(1, sizeof *e);
  if (!e) return NULL;
  e->handled = rt_none();
  e->op_result = rt_undef();
  if (!with_stack) return e;
  e->stack = calloc(VM_STACK_SIZE, sizeof(Value));
  e->frames = calloc(VM_FRAME_CAP + 8, sizeof(CallFrame));
  e->init_self = calloc(VM_FRAME_CAP + 8, sizeof(Value));
  e->prof_line_at = calloc(VM_FRAME_CAP + 8, sizeof(int));
  if (!e->stack || !e->frames || !e->init_self || !e->prof_line_at) {
    exec_release(e);
    return NULL;
  }
  return e;
}

static void exec_save(void *p) {
  VmExec *e = p;
  Vm *vm = vm_current;
  *e = (VmExec){vm->stack, vm->frames, vm->init_self, vm->prof_line_at, vm->nframes, vm->handled,
                vm->tb_reraise, vm->tb_name_len, vm->op_pending, vm->op_result, vm->prof_fr,
                vm->prof_file, vm->prof_line};
}

static void exec_load(void *p) {
  VmExec *e = p;
  Vm *vm = vm_current;
  vm->stack = e->stack;
  vm->frames = e->frames;
  vm->init_self = e->init_self;
  vm->prof_line_at = e->prof_line_at;
  vm->nframes = e->nframes;
  vm->handled = e->handled;
  vm->tb_reraise = e->tb_reraise;
  vm->tb_name_len = e->tb_name_len;
  vm->op_pending = e->op_pending;
  vm->op_result = e->op_result;
  vm->prof_fr = NULL; /* a frame was entered since: the profiler looks again */
  vm->prof_file = e->prof_file;
  vm->prof_line = e->prof_line;
}

void vm_green_install(void) {
  static const PyGreenExecOps ops = {exec_fresh, exec_save, exec_load, exec_release};
  py_green_install(&ops);
}
