/* function.c — Python function objects: a Proto with its defaults and closure cells. Their
 * `call` slot re-enters the VM, so natives (sorted(key=f), map-like helpers, decorators
 * written in C) can call Python functions; such re-entry counts toward the recursion limit
 * like any frame, so the C stack cannot overflow. */
#include <stdlib.h>
#include <string.h>

#include "../obj/dict.h"
#include "../obj/gc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "user_module.h"
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
  rt_decref(f->attrs);
  rt_decref(f->names);
  rt_decref(rt_obj(p));
  free(f);
}

static void function_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Function *f = (Function *)o;
  Proto *p = f->proto;
  visit(rt_obj(p), arg);
  for (int k = 0; k < p->ndefaults; k++) visit(f->defaults[k], arg);
  for (int k = 0; f->kwdefaults && k < p->nkwonly; k++) visit(f->kwdefaults[k], arg);
  for (int k = 0; k < p->nfree; k++) visit(f->cells[k], arg);
  visit(f->attrs, arg);
  visit(f->names, arg);
}

static void drop(Value *slot) {
  Value old = *slot;
  *slot = rt_undef();
  rt_decref(old);
}

/* The code stays: function_free reads its counts (and code is not tracked). */
static void function_clear(Obj *o) {
  Function *f = (Function *)o;
  Proto *p = f->proto;
  for (int k = 0; k < p->ndefaults; k++) drop(&f->defaults[k]);
  for (int k = 0; f->kwdefaults && k < p->nkwonly; k++) drop(&f->kwdefaults[k]);
  for (int k = 0; k < p->nfree; k++) drop(&f->cells[k]);
  drop(&f->attrs);
  drop(&f->names);
}

static bool is_named_attr(const char *name) {
  return strcmp(name, "__name__") == 0 || strcmp(name, "__qualname__") == 0 ||
         strcmp(name, "__module__") == 0 || strcmp(name, "__doc__") == 0 ||
         strcmp(name, "__annotations__") == 0;
}

/* An attribute the program set (f.x = 1, or __name__ through functools.wraps): borrowed, or
 * RT_UNDEF. */
static Value own_attr(Function *f, const char *name) {
  Value d = is_named_attr(name) ? f->names : f->attrs;
  return rt_is_undef(d) ? rt_undef() : rt_dict_get_str(d, name);
}

static Value function_repr(Value self) {
  Function *f = RT_AS(Function, self);
  Value q = own_attr(f, "__qualname__");
  const char *qualname = rt_is_str(q) ? rt_str_data(q) : f->proto->qualname;
  return rt_str_printf("<function %s at %p>", qualname, (void *)f);
}

static bool function_setattr(Value self, const char *name, Value v);

/* {'c': 3} for the keyword-only parameters that have a default, or None. */
static Value kwdefaults(const Function *f) {
  Value d = rt_undef();
  for (int k = 0; f->kwdefaults && k < f->proto->nkwonly; k++) {
    if (rt_is_undef(f->kwdefaults[k])) continue;
    if (rt_is_undef(d)) d = rt_dict_new();
    rt_dict_set_str(d, f->proto->params[f->proto->nparams + k], f->kwdefaults[k]);
  }
  return rt_is_undef(d) ? rt_none() : d;
}

/* __closure__: the cells in co_freevars' order, or None when the function has none. */
static Value closure_of(const Function *f) {
  int n = f->proto->nfree;
  if (n == 0) return rt_none();
  int *order = rt_malloc(sizeof(int) * (size_t)n);
  vm_free_order(f->proto, order);
  Value *cells = rt_malloc(sizeof(Value) * (size_t)n);
  for (int k = 0; k < n; k++) cells[k] = f->cells[order[k]];
  Value t = rt_tuple_from(n, cells);
  free(cells);
  free(order);
  return t;
}

static Value function_getattr(Value self, const char *name) {
  Function *f = RT_AS(Function, self);
  Value own = own_attr(f, name);
  if (!rt_is_undef(own)) return (rt_incref(own), own);
  if (strcmp(name, "__dict__") == 0) {
    if (rt_is_undef(f->attrs)) f->attrs = rt_dict_new();
    return (rt_incref(f->attrs), f->attrs);
  }
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(f->proto->name);
  if (strcmp(name, "__qualname__") == 0) return rt_str_from_c(f->proto->qualname);
  if (strcmp(name, "__module__") == 0) return rt_str_from_c(vm_module_name(f->proto->module));
  if (strcmp(name, "__globals__") == 0) { /* its module's namespace, what globals() gives there */
    Value m = rt_import(vm_module_name(f->proto->module));
    int mark = rt_cleanup_push_value(&m);
    Value d = rt_getattr(m, "__dict__");
    rt_cleanup_pop(mark, true);
    return d;
  }
  if (strcmp(name, "__annotations__") == 0) { /* none in the def: an empty dict, kept */
    Value d = rt_dict_new();
    function_setattr(self, name, d);
    return d;
  }
  if (strcmp(name, "__defaults__") == 0) {
    return f->proto->ndefaults ? rt_tuple_from(f->proto->ndefaults, f->defaults) : rt_none();
  }
  if (strcmp(name, "__kwdefaults__") == 0) return kwdefaults(f);
  if (strcmp(name, "__code__") == 0) return vm_code_object(f->proto);
  if (strcmp(name, "__closure__") == 0) return closure_of(f);
  if (strcmp(name, "__doc__") == 0) { /* the docstring: a string as the first statement */
    const FuncNode *n = f->proto->node;
    if (n && n->nbody > 0 && n->body[0]->kind == ST_EXPR && n->body[0]->as.expr->kind == EX_STR) {
      const Expr *e = n->body[0]->as.expr;
      return rt_str_new(e->as.str.s, (size_t)e->as.str.len);
    }
    return rt_none();
  }
  return rt_undef();
}

static bool function_setattr(Value self, const char *name, Value v) {
  Function *f = RT_AS(Function, self);
  if (strcmp(name, "__dict__") == 0) {
    if (!rt_is_dict(v)) {
      rt_raise(RT_EXC_TypeError, "__dict__ must be set to a dictionary, not a '%s'", rt_type_name(v));
    }
    rt_incref(v);
    rt_decref(f->attrs);
    f->attrs = v;
    return true;
  }
  if ((strcmp(name, "__name__") == 0 || strcmp(name, "__qualname__") == 0) && !rt_is_str(v)) {
    rt_raise(RT_EXC_TypeError, "%s must be set to a string object", name);
  }
  Value *d = is_named_attr(name) ? &f->names : &f->attrs;
  if (rt_is_undef(*d)) *d = rt_dict_new();
  rt_dict_set_str(*d, name, v);
  return true;
}

/* What a call from C leaves on the VM stack if an exception unwinds through it: the frames it
 * pushed (and their registers, the arguments among them) and the callee's slot below them.
 * Registered as a cleanup, so unwinding frees it without a protected call per call (the
 * traceback was taken when the exception was raised, with every frame still there). */
typedef struct CallUnwind {
  Vm *vm;
  int depth;
  Value *top;  /* top[0]: the function; top[1 ..= nargs]: the arguments until bound */
  int nargs;
  Value kwnames;
} CallUnwind;

static void call_unwind(void *p) {
  CallUnwind *u = p;
  while (u->vm->nframes > u->depth) vm_pop_frame(u->vm);
  for (int k = 0; k <= u->nargs; k++) {
    Value old = u->top[k];
    u->top[k] = rt_undef();
    rt_decref(old);
  }
  rt_decref(u->kwnames);
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
  /* top may lie inside the caller's registers (a CALL places the callee's frame at its
   * arguments), where a dead temporary can still hold a reference: release it */
  rt_incref(self);
  setreg(&top[0], self);
  for (int k = 0; k < argc; k++) {
    rt_incref(argv[k]);
    setreg(&top[1 + k], argv[k]);
  }
  int nargs = argc + nkw;
  /* the registers binding may fill before the frame owns them */
  CallUnwind u = {vm, vm->nframes, top, nargs > f->proto->nregs ? nargs : f->proto->nregs, rt_undef()};
  int mark = rt_cleanup_push(call_unwind, &u);
  if (nkw) {
    u.kwnames = rt_tuple_new(nkw);
    for (int k = 0; k < nkw; k++) {
      rt_tuple_set(u.kwnames, k, rt_str_from_c(kw->names[k]));
      rt_incref(kw->values[k]);
      setreg(&top[1 + argc + k], kw->values[k]);
    }
  }
  vm_push_frame(vm, f, top + 1, argc + nkw, u.kwnames, true);
  Value result = vm_execute(vm);
  rt_cleanup_pop(mark, false);
  rt_decref(u.kwnames);
  /* a generator closed as the frame returned (its last reference gone in the frame) ran
   * with its frame at top + 1 and R[-1] = top[0]: that store released self already */
  setreg(&top[0], rt_undef());
  return result;
}

const ObjType vm_function_type = {
    .name = "function",
    .free = function_free,
    .repr = function_repr,
    .getattr = function_getattr,
    .setattr = function_setattr,
    .call = function_call,
    .traverse = function_traverse,
    .clear = function_clear,
};

Value vm_function_new(Proto *p, const Value *defaults, const Value *cells) {
  Function *f = rt_malloc(sizeof *f + sizeof(Value) * (size_t)p->nfree);
  rt_obj_init(&f->hdr, &vm_function_type);
  rt_incref(rt_obj(p));
  f->proto = p;
  f->defaults = NULL;
  f->attrs = f->names = rt_undef();
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
  rt_gc_track(&f->hdr);
  return rt_obj(f);
}
