/* vm_engine.c — vm_engine.h: a Python function's syntax tree and module globals as the compiled
 * engines read them, and the one rebinding interpreted @jit code needs (vm_engine.h). */
#include "vm_engine.h"

#include <string.h>

#include "../obj/native.h"
#include "vm_internal.h"

const FuncNode *vm_function_node(Value fn) {
  if (!vm_is_function(fn)) return NULL;
  return RT_AS(Function, fn)->proto->node;
}

Value vm_function_global(Value fn, const char *name) {
  Vm *vm = vm_is_function(fn) ? RT_AS(Function, fn)->proto->vm : vm_current;
  if (vm) {
    for (int k = 0; k < vm->nglobals; k++)
      if (strcmp(vm->gnames[k], name) == 0 && !rt_is_undef(vm->globals[k])) return vm->globals[k];
  }
  return rt_builtin_lookup(name);
}

int vm_function_rebind_globals(Value fn, Value from, Value to) {
  Vm *vm = vm_is_function(fn) ? RT_AS(Function, fn)->proto->vm : vm_current;
  int n = 0;
  for (int k = 0; vm && k < vm->nglobals; k++) {
    if (!rt_is_obj(vm->globals[k]) || vm->globals[k].as.o != from.as.o) continue;
    rt_incref(to);
    rt_decref(vm->globals[k]);
    vm->globals[k] = to;
    n++;
  }
  return n;
}

Value vm_function_swap_global(Value fn, const char *name, Value v) {
  Vm *vm = vm_is_function(fn) ? RT_AS(Function, fn)->proto->vm : vm_current;
  for (int k = 0; vm && k < vm->nglobals; k++) {
    if (strcmp(vm->gnames[k], name) != 0) continue;
    Value old = vm->globals[k];
    rt_incref(v);
    vm->globals[k] = v;
    return old;
  }
  return rt_undef();
}

Value vm_function_free(Value fn, const char *name) {
  if (!vm_is_function(fn)) return rt_undef();
  const Function *f = RT_AS(Function, fn);
  for (int k = 0; k < f->proto->nfree; k++)
    if (strcmp(f->proto->freenames[k], name) == 0) return RT_AS(Cell, f->cells[k])->value;
  return rt_undef();
}
