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
  if (strcmp(name, "__module__") == 0) return rt_str_from_c("__main__");
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

typedef struct CallJob {
  Vm *vm;
  Function *f;
  Value *base;
  int argc;
  Value kwnames;
  Value result;
} CallJob;

static void run_call(void *ud) {
  CallJob *job = ud;
  vm_push_frame(job->vm, job->f, job->base, job->argc, job->kwnames, true);
  job->result = vm_execute(job->vm);
}

/* Copy the current exception so that re-raising it keeps its traceback. */
static Exception *copy_exception(const Exception *e) {
  Exception *x = calloc(1, sizeof *x);
  if (!x) return NULL;
  x->kind = e->kind;
  x->message = strdup(e->message ? e->message : "");
  x->ntrace = e->ntrace;
  x->trace = calloc((size_t)(e->ntrace ? e->ntrace : 1), sizeof(TraceEntry));
  for (int k = 0; k < e->ntrace; k++) {
    x->trace[k] = e->trace[k];
    x->trace[k].file = strdup(e->trace[k].file);
    x->trace[k].func = strdup(e->trace[k].func);
  }
  return x;
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
  Value kwnames = rt_undef();
  if (nkw) {
    kwnames = rt_tuple_new(nkw);
    for (int k = 0; k < nkw; k++) {
      rt_tuple_set(kwnames, k, rt_str_from_c(kw->names[k]));
      rt_incref(kw->values[k]);
      top[1 + argc + k] = kw->values[k];
    }
  }
  int depth = vm->nframes;
  CallJob job = {vm, f, top + 1, argc + nkw, kwnames, rt_undef()};
  int failed = rt_pcall(run_call, &job);
  rt_decref(kwnames);
  Value fn = top[0];
  top[0] = rt_undef();
  if (failed) {
    while (vm->nframes > depth) vm_pop_frame(vm);
    for (int k = 1; k <= argc + nkw; k++) {
      rt_decref(top[k]);
      top[k] = rt_undef();
    }
    rt_decref(fn);
    const Exception *e = rt_error_current();
    vm->saved_trace = copy_exception(e);
    rt_raise(e->kind, "%s", vm->saved_trace ? vm->saved_trace->message : "");
  }
  rt_decref(fn);
  return job.result;
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
  for (int k = 0; k < p->nfree; k++) {
    rt_incref(cells[k]);
    f->cells[k] = cells[k];
  }
  return rt_obj(f);
}
