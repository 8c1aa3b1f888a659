/* vm_green.c — the VM's execution state as the green threads of vm/py/green.c see it: each
 * thread has its own register stack, frames and handled exception; the module globals, the
 * sources and the runtime stay shared. A switch saves the running thread's fields of the Vm
 * and loads the next one's. */
#include <stdlib.h>
#include <sys/mman.h>

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

/* The arrays come straight from mmap: zeroed pages, only those touched cost memory (calloc
 * would memset them once glibc's mmap threshold has grown past their size). */
#define STACK_BYTES ((size_t)VM_STACK_SIZE * sizeof(Value))
#define FRAMES_BYTES ((size_t)(VM_FRAME_CAP + 8) * sizeof(CallFrame))
#define INIT_BYTES ((size_t)(VM_FRAME_CAP + 8) * sizeof(Value))
#define LINES_BYTES ((size_t)(VM_FRAME_CAP + 8) * sizeof(int))

static void *zeroed(size_t n) {
  void *p = mmap(NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  return p == MAP_FAILED ? NULL : p;
}

static void unmap(void *p, size_t n) {
  if (p) munmap(p, n);
}

static void exec_release(void *p) {
  VmExec *e = p;
  if (!e) return;
  unmap(e->stack, STACK_BYTES);
  unmap(e->frames, FRAMES_BYTES);
  unmap(e->init_self, INIT_BYTES);
  unmap(e->prof_line_at, LINES_BYTES);
  free(e);
}

static void *exec_fresh(bool with_stack) {
  VmExec *e = calloc(1, sizeof *e);
  if (!e) return NULL;
  e->handled = rt_none();
  e->op_result = rt_undef();
  if (!with_stack) return e;
  e->stack = zeroed(STACK_BYTES);
  e->frames = zeroed(FRAMES_BYTES);
  e->init_self = zeroed(INIT_BYTES);
  e->prof_line_at = zeroed(LINES_BYTES);
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
