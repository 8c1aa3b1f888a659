/* finalize.c — __del__ of user classes. CPython calls it when an instance's count reaches zero
 * (and for garbage cycles, before they are cleared). A count can reach zero anywhere, in C code
 * that holds borrowed references, so here the instance is kept and queued on the generators'
 * pending list (generator.c), which the VM runs at its next call or loop back-edge: `del x;
 * print(...)` prints __del__'s output first, as in CPython. At exit, the instances that only a
 * global holds go first, in the globals' order, then the rest as the globals are cleared. */
#include <stdio.h>

#include "../base/io.h"
#include "../obj/class.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

static bool queue_del(Obj *o) {
  Vm *vm = vm_current;
  if (!vm || (vm->nframes == 0 && !vm->pending.at_exit)) return false;
  if (!vm_pending_push(vm, o)) return false;
  return true;
}

void vm_install_del_hook(void) { rt_instance_del_hook = queue_del; }

static void call_del(void *ud) {
  Value self = rt_obj((Obj *)ud);
  Value m = rt_class_special(RT_AS(Instance, self)->cls, RT_SP_DEL);
  rt_decref(rt_call_method(m, self, 0, NULL));
}

/* What __del__ raises is reported as CPython's "Exception ignored in: <function ...>" and the
 * program goes on; the exception being handled around it, if any, is kept. */
void vm_run_del(Vm *vm, Obj *o) {
  Exception *saved = rt_error_take();
  int outer = vm->nframes; /* the frames running when it was called: not in its traceback */
  if (rt_pcall(call_del, o)) {
    Value m = rt_class_special(((Instance *)o)->cls, RT_SP_DEL);
    Value r = rt_repr(m);
    rt_stdout_flush();
    fprintf(stderr, "Exception ignored in: %s\n", rt_str_data(r));
    rt_decref(r);
    vm_print_exception_from(vm, rt_error_current(), outer, stderr);
    rt_error_clear();
  }
  if (saved) rt_error_restore(saved);
}

/* CPython's shutdown finalizes the instances its module's dict holds before the dict's other
 * values go (a list's items after every plain instance global). */
void vm_del_globals_at_exit(Vm *vm) {
  for (int k = 0; k < vm->nglobals; k++) {
    Value v = vm->globals[k];
    if (!rt_is_instance(v) || v.as.o->refcount != 1) continue;
    if (rt_is_undef(rt_class_special(RT_AS(Instance, v)->cls, RT_SP_DEL))) continue;
    vm->globals[k] = rt_undef();
    rt_decref(v);
    if (vm->pending.n) vm_gen_run_pending(vm);
  }
}
