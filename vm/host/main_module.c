/* main_module.c — the program's module as an object: sys.modules['__main__'], `import
 * __main__`, sys.modules[__name__]. Its attributes are the VM's globals, read and written live
 * (the module's own table is only a copy, made when code walks it: dir, star imports). */
#include <string.h>

#include "../obj/dict.h"
#include "../obj/modules.h"
#include "../obj/native.h"
#include "vm_internal.h"

static const RtModuleLive main_live;

static Value main_lookup(Value module, const char *name) {
  (void)module;
  int slot = vm_global_slot_find(vm_current, name);
  if (slot < 0) return rt_is_undef(vm_current->globals_dict) ? rt_undef() : rt_dict_get_str(vm_current->globals_dict, name);
  Value v = vm_current->globals[slot];
  return rt_is_undef(v) ? vm_global_from_dict(vm_current, slot) : v;
}

static Value main_dict(Value module) {
  (void)module;
  return vm_globals_dict(vm_current);
}

static void main_store(Value module, const char *name, Value v) {
  (void)module;
  int slot = vm_global_slot(vm_current, name);
  Value old = vm_current->globals[slot];
  vm_current->globals[slot] = v;
  rt_decref(old);
}

static void main_refresh(Value module) {
  Vm *vm = vm_current;
  Module *m = RT_AS(Module, module);
  m->live = NULL; /* rt_module_set writes the table itself */
  for (int g = 0; g < vm->nglobals; g++) {
    Value v = vm->globals[g];
    rt_incref(v);
    rt_module_set(module, vm->gnames[g], v);
  }
  m->live = &main_live;
}

static const RtModuleLive main_live = {main_lookup, main_store, main_refresh, main_dict};

static Value make_main(void) {
  Value m = rt_module_new("__main__");
  RT_AS(Module, m)->live = &main_live;
  return m;
}

void vm_install_main_module(void) { rt_set_main_module_maker(make_main); }
