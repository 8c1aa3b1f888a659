/* generator.c — generator objects: a suspended frame of a generator function (its registers
 * and where it resumes), the iterator protocol over it (the `next` slot resumes the frame in
 * the VM), close(), and how running frames are pushed, suspended and finished (vm_internal.h
 * describes the protocol; interp.c's GENSTART, YIELD, GENRETURN and FORITER use it). */
#include <stdlib.h>
#include <string.h>

#include "../base/prof_sink.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "vm_internal.h"

/* A suspended generator's registers (a running one's are on the stack). */
static void release_regs(Generator *g) {
  if (!g->regs || g->state != GEN_SUSPENDED) return;
  Value *r = g->regs;
  g->regs = NULL;
  for (int j = 0, n = g->fn->proto->nregs; j < n; j++) rt_decref(r[j]);
  free(r);
}

static void generator_free(Obj *o) {
  Generator *g = (Generator *)o;
  release_regs(g);
  free(g->regs);
  rt_decref(g->retval);
  rt_decref(rt_obj(g->fn));
  free(g);
}

Value vm_generator_new(Function *f, Value *regs, int pc) {
  int n = f->proto->nregs;
  Generator *g = rt_malloc(sizeof *g);
  g->regs = NULL;
  int mark = rt_cleanup_push(free, g);
  g->regs = rt_malloc(sizeof(Value) * (size_t)(n ? n : 1));
  rt_cleanup_pop(mark, false);
  rt_obj_init(&g->hdr, &vm_generator_type);
  rt_incref(rt_obj(f));
  g->fn = f;
  g->pc = pc;
  g->state = GEN_SUSPENDED;
  g->retval = rt_none();
  memcpy(g->regs, regs, sizeof(Value) * (size_t)n);
  for (int j = 0; j < n; j++) regs[j] = rt_undef();
  return rt_obj(g);
}

void vm_gen_push(Vm *vm, Generator *g, Value *base, bool entry) {
  Proto *p = g->fn->proto;
  if (vm->nframes >= vm_depth_limit(vm) || base + p->nregs > vm->stack + VM_STACK_SIZE) {
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  }
  /* registers above the live frames hold no objects: they are overwritten, not released */
  rt_incref(rt_obj(g));
  base[-1] = rt_obj(g);
  const Value *from = g->regs;
  for (int j = 0, n = p->nregs; j < n; j++) base[j] = from[j]; /* few: no memcpy call */
  g->state = GEN_RUNNING;
  CallFrame *fr = &vm->frames[vm->nframes++];
  fr->fn = g->fn;
  fr->pc = p->code + g->pc;
  fr->base = base;
  fr->entry = entry;
  if (PROF_EXACT()) {
    vm->prof_fr = NULL;
    prof_func_enter(p->name, p->source->name, p->firstline ? p->firstline : 1);
  }
}

void vm_gen_suspend(Generator *g, Value *regs, int pc) {
  Value *to = g->regs;
  for (int j = 0, n = g->fn->proto->nregs; j < n; j++) {
    to[j] = regs[j];
    regs[j].tag = RT_UNDEF;
  }
  g->pc = pc;
  g->state = GEN_SUSPENDED;
  if (PROF_EXACT()) prof_func_exit();
}

void vm_gen_finish(Generator *g, Value result) {
  free(g->regs); /* the running frame's registers were on the stack: nothing left here */
  g->regs = NULL;
  g->state = GEN_DONE;
  rt_decref(g->retval);
  g->retval = result;
}

/* The `next` slot: resume the frame in a nested dispatch loop, above the topmost frame. */
static bool generator_next(Value self, Value *out) {
  Generator *g = RT_AS(Generator, self);
  if (g->state == GEN_DONE) return false;
  if (g->state == GEN_RUNNING) rt_raise(RT_EXC_ValueError, "generator already executing");
  Vm *vm = g->fn->proto->vm;
  Value *top = vm->stack;
  if (vm->nframes > 0) {
    CallFrame *fr = &vm->frames[vm->nframes - 1];
    top = fr->base + fr->fn->proto->nregs;
  }
  vm_gen_push(vm, g, top + 1, true);
  Value v = vm_execute(vm);
  if (g->state == GEN_DONE) return false;
  *out = v;
  return true;
}

static Value generator_iter(Value self) {
  rt_incref(self);
  return self;
}

static Value generator_repr(Value self) {
  Generator *g = RT_AS(Generator, self);
  return rt_str_printf("<generator object %s at %p>", g->fn->proto->qualname, (void *)g);
}

/* close(): a suspended generator finishes where it stands (no try/finally to run yet). */
static Value generator_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("close", argc, kw, 0, 0, RT_ARGS_NONE);
  Generator *g = RT_AS(Generator, self);
  if (g->state == GEN_RUNNING) rt_raise(RT_EXC_ValueError, "generator already executing");
  if (g->state == GEN_SUSPENDED) {
    release_regs(g);
    vm_gen_finish(g, rt_none());
  }
  return rt_none();
}

static Value generator_getattr(Value self, const char *name) {
  Generator *g = RT_AS(Generator, self);
  if (strcmp(name, "close") == 0) return rt_native_bind("close", generator_close, self);
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(g->fn->proto->name);
  if (strcmp(name, "__qualname__") == 0) return rt_str_from_c(g->fn->proto->qualname);
  return rt_undef();
}

const ObjType vm_generator_type = {
    .name = "generator",
    .free = generator_free,
    .repr = generator_repr,
    .getattr = generator_getattr,
    .iter = generator_iter,
    .next = generator_next,
};
