/* function.c — Python function objects: a Proto with its defaults and closure cells. Their
 * `call` slot re-enters the VM, so natives (sorted(key=f), map-like helpers, decorators
 * written in C) can call Python functions; such re-entry counts toward the recursion limit
 * like any frame, so the C stack cannot overflow. */
#include <stdlib.h>
#include <string.h>

#include "../obj/objects.h"
#include "vm_internal.h"

static void function_free(Obj *o) {
  Function *f = (Function *)o;
  Proto *p = f->proto;
  for (int k = 0; k < p->ndefaults; k++) rt_decref(f->defaults[k]);
  free(f->defaults);
  if (f->kwdefaults) {
    for (int k = 0; k < p->nkwonly; k++) rt_decref(f->kwdefaults[k]);
    free(f->kwdefaults);
  }
  for (int k = 0; k < p->nfree; k++) rt_decref(f->cells[k]);
  rt_decref(rt_obj(p));
  free(f);
}

static Value function_repr(Value self) {
  Function *f = RT_AS(Function, self);
  return rt_str_printf("<function %s at %p>", f->proto->qualname, (void *)f);
}

static Value function_getattr(Value self, const char *name) {
  Function *f = RT_AS(Function, self);
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(f->proto->name);
  if (strcmp(name, "__qualname__") == 0) return rt_str_from_c(f->proto->qualname);
  return rt_undef();
}

/* The registers a call from C fills: released if the call raises before its frame owns them
 * (binding the arguments failed); the frame's own unwinding releases them otherwise. */
typedef struct CallSlots {
  Value *base;
  int n;
} CallSlots;

static void release_slots(void *p) {
  CallSlots *s = p;
  for (int k = 0; k < s->n; k++) {
    Value old = s->base[k];
    s->base[k] = rt_undef();
    rt_decref(old);
  }
}

static Value function_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Function *f = RT_AS(Function, self);
  Vm *vm = f->proto->vm;
  int nkw = kw ? kw->n : 0;
  Value *top = vm->stack;
  if (vm->nframes > 0) {
    CallFrame *fr = &vm->frames[vm->nframes - 1];
    top = fr->base + fr->fn->proto->nregs;
  }
  if (top + 1 + argc + nkw + f->proto->nregs >= vm->stack + VM_STACK_SIZE) {
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  }
  rt_incref(self);
  top[0] = self;
  for (int k = 0; k < argc; k++) {
    rt_incref(argv[k]);
    top[1 + k] = argv[k];
  }
  int nargs = argc + nkw;
  CallSlots slots = {top, 1 + (nargs > f->proto->nregs ? nargs : f->proto->nregs)};
  int mark = rt_cleanup_push(release_slots, &slots);
  Value kwnames = rt_undef();
  if (nkw) {
    for (int k = 0; k < nkw; k++) {
      rt_incref(kw->values[k]);
      top[1 + argc + k] = kw->values[k];
    }
    kwnames = rt_tuple_new(nkw);
    rt_cleanup_push_value(&kwnames);
    for (int k = 0; k < nkw; k++) rt_tuple_set(kwnames, k, rt_str_from_c(kw->names[k]));
  }
  vm_push_frame(vm, f, top + 1, nargs, kwnames, true);
  Value result = vm_execute(vm); /* raising, it pops the frame and its registers */
  rt_cleanup_pop(mark, false);
  rt_decref(kwnames);
  Value fn = top[0];
  top[0] = rt_undef();
  rt_decref(fn);
  return result;
}

const ObjType vm_function_type = {
    .name = "function",
    .free = function_free,
    .repr = function_repr,
    .getattr = function_getattr,
    .call = function_call,
};

Value vm_function_new(Proto *p, const Value *defaults, const Value *cells) {
  Function *f = rt_malloc(sizeof *f + sizeof(Value) * (size_t)p->nfree);
  rt_obj_init(&f->hdr, &vm_function_type);
  rt_incref(rt_obj(p));
  f->proto = p;
  f->defaults = NULL;
  if (p->ndefaults) {
    f->defaults = rt_malloc(sizeof(Value) * (size_t)p->ndefaults);
    for (int k = 0; k < p->ndefaults; k++) {
      rt_incref(defaults[k]);
      f->defaults[k] = defaults[k];
    }
  }
  f->kwdefaults = NULL;
  if (p->has_kwdefaults) {
    f->kwdefaults = rt_malloc(sizeof(Value) * (size_t)p->nkwonly);
    for (int k = 0; k < p->nkwonly; k++) {
      rt_incref(defaults[p->ndefaults + k]);
      f->kwdefaults[k] = defaults[p->ndefaults + k];
    }
  }
  for (int k = 0; k < p->nfree; k++) {
    rt_incref(cells[k]);
    f->cells[k] = cells[k];
  }
  return rt_obj(f);
}
