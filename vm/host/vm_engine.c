/* vm_engine.c — vm_engine.h: a Python function's syntax tree and module globals as the compiled
 * engines read them, and the one rebinding interpreted @jit code needs (vm_engine.h). */
#include "vm_engine.h"

#include <string.h>

#include "../obj/native.h"
#include "user_module.h"
#include "vm_internal.h"

/* The global table fn's code reads: its module's (an imported .py module's), else the Vm's. */
typedef struct Table {
  Value *globals;
  char **gnames;
  int n;
} Table;

static Table table_of(Value fn) {
  Vm *vm = vm_is_function(fn) ? RT_AS(Function, fn)->proto->vm : vm_current;
  VmModule *m = vm_is_function(fn) ? RT_AS(Function, fn)->proto->module : NULL;
  if (m && !m->swapped) return (Table){m->globals, m->gnames, m->nglobals};
  if (!vm) return (Table){NULL, NULL, 0};
  return (Table){vm->globals, vm->gnames, vm->nglobals};
}

const FuncNode *vm_function_node(Value fn) {
  if (!vm_is_function(fn)) return NULL;
  return RT_AS(Function, fn)->proto->node;
}

Value vm_function_global(Value fn, const char *name) {
  Table t = table_of(fn);
  for (int k = 0; k < t.n; k++)
    if (strcmp(t.gnames[k], name) == 0 && !rt_is_undef(t.globals[k])) return t.globals[k];
  return rt_builtin_lookup(name);
}

int vm_function_rebind_globals(Value fn, Value from, Value to) {
  Table t = table_of(fn);
  int n = 0;
  for (int k = 0; k < t.n; k++) {
    if (!rt_is_obj(t.globals[k]) || t.globals[k].as.o != from.as.o) continue;
    rt_incref(to);
    rt_decref(t.globals[k]);
    t.globals[k] = to;
    n++;
  }
  return n;
}

Value vm_function_swap_global(Value fn, const char *name, Value v) {
  Table t = table_of(fn);
  for (int k = 0; k < t.n; k++) {
    if (strcmp(t.gnames[k], name) != 0) continue;
    Value old = t.globals[k];
    rt_incref(v);
    t.globals[k] = v;
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
