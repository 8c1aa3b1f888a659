/* kir_bridge.c — what the typed engine (vm/kir) reads from the host VM: a compiled function's
 * module globals, looked up by name at compile time (Numba freezes globals as constants). It only
 * reads the VM's state. */
#include <string.h>

#include "../kir/kir_typer.h"
#include "../obj/native.h"
#include "vm_internal.h"

Value vm_kir_global(const char *name) {
  Vm *vm = vm_current;
  if (vm) {
    for (int k = 0; k < vm->nglobals; k++)
      if (strcmp(vm->gnames[k], name) == 0 && !rt_is_undef(vm->globals[k])) return vm->globals[k];
  }
  return rt_builtin_lookup(name);
}
