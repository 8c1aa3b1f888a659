/* generator.c — generator objects: a suspended frame of a generator function (its registers
 * and where it resumes), the iterator protocol over it (the `next` slot resumes the frame in
 * the VM), send(), throw() and close() (through a yield from to the generator it delegates
 * to), and how running frames are pushed, suspended and finished (vm_internal.h describes the
 * protocol; interp.c's GENSTART, YIELD, GENRETURN and FORITER use it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/io.h"
#include "../base/prof_sink.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

/* A suspended generator's registers (a running one's are on the stack). */
static void release_regs(Generator *g) {
  if (!g->regs || g->state != GEN_SUSPENDED) return;
  Value *r = g->regs;
  g->regs = NULL;
  for (int j = 0, n = g->fn->proto->nregs; j < n; j++) rt_decref(r[j]);
  free(r);
}

static bool defer_close(Generator *g);

static void generator_free(Obj *o) {
  Generator *g = (Generator *)o;
  if (defer_close(g)) return; /* back once it is closed */
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
  g->started = false;
  g->retval = rt_none();
  memcpy(g->regs, regs, sizeof(Value) * (size_t)n);
  for (int j = 0; j < n; j++) regs[j] = rt_undef();
  rt_gc_track(&g->hdr);
  return rt_obj(g);
}

void vm_gen_push(Vm *vm, Generator *g, Value *base, bool entry) {
  Proto *p = g->fn->proto;
  if (vm_frames_full(vm) || base + p->nregs > vm->stack + VM_STACK_SIZE) {
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  }
  /* registers above the running frame may still be the caller's dead temporaries (a call
   * places a frame at its caller's arguments), holding references: released */
  g->started = true;
  rt_incref(rt_obj(g));
  setreg(&base[-1], rt_obj(g));
  const Value *from = g->regs;
  for (int j = 0, n = p->nregs; j < n; j++) setreg(&base[j], from[j]); /* few: no memcpy call */
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

/* The first register above the topmost frame's: where a resumed frame's R[-1] goes. */
static Value *stack_top(Vm *vm) {
  /* no frame (a close run after the module's frame returned): above stack[0], which holds the
   * module's function without a reference of its own */
  if (vm->nframes == 0) return vm->stack + 1;
  CallFrame *fr = &vm->frames[vm->nframes - 1];
  return fr->base + fr->fn->proto->nregs;
}

/* The `next` slot: resume the frame in a nested dispatch loop, above the topmost frame. */
static bool generator_next(Value self, Value *out) {
  Generator *g = RT_AS(Generator, self);
  if (g->state == GEN_DONE) { /* its return value went with the call that finished it */
    setreg(&g->retval, rt_none());
    return false;
  }
  if (g->state == GEN_RUNNING) rt_raise(RT_EXC_ValueError, "generator already executing");
  Vm *vm = g->fn->proto->vm;
  vm_gen_push(vm, g, stack_top(vm) + 1, true);
  Value v = vm_execute(vm);
  if (g->state == GEN_DONE) return false;
  *out = v;
  return true;
}

/* next(g) of a generator that has just returned v (not None) raises StopIteration(v); the
 * value is handed over once. */
static Value generator_stop_value(Value self) {
  Generator *g = RT_AS(Generator, self);
  if (g->state != GEN_DONE || rt_is_none(g->retval)) return rt_undef();
  Value v = g->retval;
  g->retval = rt_none();
  return v;
}

static Value generator_iter(Value self) {
  rt_incref(self);
  return self;
}

static Value generator_repr(Value self) {
  Generator *g = RT_AS(Generator, self);
  return rt_str_printf("<generator object %s at %p>", g->fn->proto->qualname, (void *)g);
}

/* ---- send(), throw(), close() ---- */

/* The YIELD a suspended generator resumes after (GENSTART when it has not started). */
static Instr resume_point(const Generator *g) { return g->fn->proto->code[g->pc - 1]; }

static bool just_started(const Generator *g) { return I_OP(resume_point(g)) == OP_GENSTART; }

/* What a suspended generator delegates to in a yield from (the loop's state register), else
 * RT_UNDEF. */
static Value delegate_of(const Generator *g) {
  Instr y = resume_point(g);
  if (I_OP(y) != OP_YIELD || !I_B(y)) return rt_undef();
  return g->regs[I_A(y) - 3];
}

static Generator *suspended_generator(Value v) {
  if (!vm_is_generator(v) || RT_AS(Generator, v)->state != GEN_SUSPENDED) return NULL;
  return RT_AS(Generator, v);
}

/* What the innermost generator of a resume does first, in its frame (its pc is past the
 * yield it was suspended at): raise exc, or hand `sent` to its delegate, an iterator that is
 * not a generator (CPython calls its send()). */
typedef struct Resume {
  Value exc;  /* an exception instance to raise, or RT_UNDEF */
  Value sent; /* with exc RT_UNDEF: the value for the delegate's send() */
  Generator *last;
} Resume;

/* Above the frame of g (the top one), while g is suspended in a yield from over a suspended
 * generator, push that generator's frame as g's FORITER would have (its yields come back to
 * the loop's body after the FORITER), and so on; the innermost generator. */
static Generator *push_delegates(Vm *vm, Generator *g) {
  Generator *d;
  while ((d = suspended_generator(delegate_of(g))) != NULL) {
    vm->frames[vm->nframes - 1].pc++; /* past the FORITER */
    vm_gen_push(vm, d, stack_top(vm) + 1, false);
    g = d;
  }
  return g;
}

/* How CPython names the iterator a yield from loop holds (FORPREP keeps a list or a range
 * itself, not an iterator of it). */
static const char *iterator_name(const Value *st) {
  if (st[2].tag == RT_BOOL) return "list_iterator";
  if (st[2].tag == RT_INT) return "range_iterator";
  return rt_type_name(st[0]);
}

static void resume_start(Vm *vm, void *ud) {
  Resume *r = ud;
  r->last = push_delegates(vm, r->last);
  if (!rt_is_undef(r->exc)) vm_raise(vm, r->exc, rt_none(), false);
  CallFrame *fr = &vm->frames[vm->nframes - 1];
  Instr y = fr->fn->proto->code[r->last->pc - 1];
  Value *st = fr->base + I_A(y) - 3, send;
  if (st[2].tag != RT_NONE || !rt_try_getattr(st[0], "send", &send)) {
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'send'", iterator_name(st));
  }
  int mark = rt_cleanup_push_value(&send);
  Value v = rt_call(send, 1, &r->sent, NULL);
  rt_cleanup_pop(mark, true);
  setreg(&st[3], v);
  fr->pc--; /* the YIELD again: the generator yields what send() returned */
}

/* Resume g (suspended), the generators it delegates to, and r's first action at the
 * innermost; what g yields, or RT_UNDEF when it finished. */
static Value resume_with(Generator *g, Resume *r) {
  Vm *vm = g->fn->proto->vm;
  int entry = vm->nframes;
  vm_gen_push(vm, g, stack_top(vm) + 1, true);
  r->last = g;
  return vm_execute_from(vm, entry, resume_start, r);
}

/* A generator that finished while resumed by send() or throw(): StopIteration(value). */
static _Noreturn void stopped(Generator *g) {
  Value args = rt_is_none(g->retval) ? rt_tuple_new(0) : rt_tuple_from(1, &g->retval);
  int mark = rt_cleanup_push_value(&args);
  Value exc = rt_exc_instance_new(rt_exc_class(RT_EXC_StopIteration), RT_EXC_StopIteration, args);
  rt_cleanup_pop(mark, true);
  rt_cleanup_push_value(&exc);
  vm_raise(g->fn->proto->vm, exc, rt_none(), false);
}

static void check_not_running(const Generator *g) {
  if (g->state == GEN_RUNNING) rt_raise(RT_EXC_ValueError, "generator already executing");
}

/* The value sent becomes the value of the yield the generator is suspended at: in a yield
 * from over a generator, that generator's (its FORITER resumes it); false when a delegate
 * that is not a generator must be sent it. */
static bool deliver(Generator *g, Value v) {
  if (just_started(g)) return true; /* send(None) starts it: no yield takes the value */
  Instr y = resume_point(g);
  Generator *d = suspended_generator(delegate_of(g));
  if (d && !just_started(d)) return deliver(d, v);
  if (I_B(y) && !rt_is_none(v)) return false;
  if (!I_B(y)) {
    rt_incref(v);
    setreg(&g->regs[I_A(y)], v);
  }
  return true;
}

static Value generator_send(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (kw) rt_raise(RT_EXC_TypeError, "generator.send() takes no keyword arguments");
  if (argc != 1) rt_raise(RT_EXC_TypeError, "generator.send() takes exactly one argument (%d given)", argc);
  Generator *g = RT_AS(Generator, self);
  check_not_running(g);
  if (g->state == GEN_DONE) rt_raise(RT_EXC_StopIteration, "%s", "");
  if (just_started(g) && !rt_is_none(argv[0])) {
    rt_raise(RT_EXC_TypeError, "can't send non-None value to a just-started generator");
  }
  Value v;
  if (deliver(g, argv[0])) {
    if (!generator_next(self, &v)) stopped(g);
    return v;
  }
  Resume r = {rt_undef(), argv[0], NULL};
  v = resume_with(g, &r);
  if (g->state == GEN_DONE) stopped(g);
  return v;
}

/* throw(exc), throw(type, value): the exception instance to raise. */
static Value thrown(int argc, const Value *argv) {
  Value typ = argv[0], val = argc > 1 ? argv[1] : rt_none();
  if (rt_is_exception(typ)) {
    if (!rt_is_none(val)) rt_raise(RT_EXC_TypeError, "instance exception may not have a separate value");
    rt_incref(typ);
    return typ;
  }
  if (!rt_exc_is_class(typ)) {
    rt_raise(RT_EXC_TypeError, "exceptions must be classes or instances deriving from BaseException, not %s",
             rt_type_name(typ));
  }
  if (rt_is_exception(val) && rt_exc_issubclass(rt_exc_class_of(val), typ)) {
    rt_incref(val);
    return val;
  }
  if (rt_is_none(val)) return rt_call(typ, 0, NULL, NULL);
  if (rt_is_tuple(val)) return rt_call(typ, (int)RT_AS(Tuple, val)->n, RT_AS(Tuple, val)->items, NULL);
  return rt_call(typ, 1, &val, NULL);
}

/* Raise exc in g where it is suspended (at its def line when it has not started); what g
 * yields then, or RT_UNDEF when it finished. A finished generator raises exc right here. */
static Value throw_into(Generator *g, Value exc) {
  if (g->state == GEN_DONE) vm_raise(g->fn->proto->vm, exc, rt_none(), false);
  Resume r = {exc, rt_undef(), NULL};
  return resume_with(g, &r);
}

static Value generator_throw(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (kw) rt_raise(RT_EXC_TypeError, "generator.throw() takes no keyword arguments");
  rt_check_args("throw", argc, NULL, 1, 3, RT_ARGS_CLINIC);
  Generator *g = RT_AS(Generator, self);
  check_not_running(g);
  Value exc = thrown(argc, argv);
  int mark = rt_cleanup_push_value(&exc);
  Value v = throw_into(g, exc);
  rt_cleanup_pop(mark, true);
  if (g->state == GEN_DONE) stopped(g);
  return v;
}

typedef struct CloseJob {
  Generator *g;
  Value exc, yielded;
} CloseJob;

static void close_job(void *ud) {
  CloseJob *job = ud;
  job->yielded = throw_into(job->g, job->exc);
}

/* close(): GeneratorExit raised where it is suspended, so that its finally blocks run; it
 * must not yield again. */
static Value generator_close(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("generator.close", argc, kw, 0, 0, RT_ARGS_NONE);
  Generator *g = RT_AS(Generator, self);
  check_not_running(g);
  if (g->state == GEN_DONE) return rt_none();
  if (just_started(g)) {
    release_regs(g);
    vm_gen_finish(g, rt_none());
    return rt_none();
  }
  CloseJob job = {g, rt_exc_from_message(RT_EXC_GeneratorExit, ""), rt_undef()};
  int failed = rt_pcall(close_job, &job);
  rt_decref(job.exc);
  if (failed) {
    const Exception *e = rt_error_current();
    if (!e || !(rt_exc_kind_is(e->kind, RT_EXC_GeneratorExit) || rt_exc_kind_is(e->kind, RT_EXC_StopIteration)))
      rt_reraise();
    rt_error_clear();
    return rt_none();
  }
  if (g->state == GEN_DONE) return rt_none();
  rt_decref(job.yielded);
  rt_raise(RT_EXC_RuntimeError, "generator ignored GeneratorExit");
}

/* ---- closing a generator when its last reference goes ---- */

/* Append g to its VM's pending list (the caller gives it the list's reference); false when g
 * needs no close (or only a started one does) or there is no room. */
static bool queue_close(Generator *g, bool started_only) {
  if (g->state != GEN_SUSPENDED || (started_only && just_started(g))) return false;
  Vm *vm = g->fn->proto->vm;
  if (vm->nframes == 0 && !vm->pending.at_exit) return false;
  return vm_pending_push(vm, &g->hdr);
}

bool vm_pending_push(Vm *vm, Obj *o) {
  VmPending *q = &vm->pending;
  if (q->n == q->cap) {
    int cap = q->cap ? q->cap * 2 : 8;
    Obj **p = realloc(q->items, sizeof *p * (size_t)cap);
    if (!p) return false; /* out of memory inside a free: skip the close rather than raise */
    q->items = p;
    q->cap = cap;
  }
  q->items[q->n++] = o;
  return true;
}

static bool defer_close(Generator *g) {
  if (!queue_close(g, true)) return false;
  g->hdr.refcount = 1;
  return true;
}

/* The cycle collector found g in garbage: it is closed first (one not started lets go of its
 * arguments), before anything it reaches is cleared; what is still garbage after that is
 * collected next time. As in CPython, the close usually frees the whole cycle. */
static bool generator_finalize(Obj *o) {
  if (!queue_close((Generator *)o, false)) return false;
  o->refcount++;
  return true;
}

static void close_pending(void *ud) {
  rt_decref(generator_close(rt_obj((Generator *)ud), 0, NULL, NULL));
}

/* What close() raises is reported as CPython's "Exception ignored in" (the program goes on);
 * the exception being handled around it, if any, is kept. */
static void close_now(Vm *vm, Generator *g) {
  Exception *saved = rt_error_take();
  if (rt_pcall(close_pending, g)) {
    Value r = generator_repr(rt_obj(g));
    rt_stdout_flush();
    fprintf(stderr, "Exception ignored in: %s\n", rt_str_data(r));
    rt_decref(r);
    vm_print_exception(vm, rt_error_current(), stderr);
    rt_error_clear();
  }
  if (saved) rt_error_restore(saved);
}

/* In the order their references went (a close or __del__ may queue more: this loop runs
 * them next, in order). */
void vm_gen_run_pending(Vm *vm) {
  VmPending *q = &vm->pending;
  if (q->running) return;
  q->running = true;
  while (q->n > 0) {
    Obj *o = q->items[0];
    memmove(q->items, q->items + 1, sizeof *q->items * (size_t)--q->n);
    if (o->type == &vm_generator_type) close_now(vm, (Generator *)o);
    else vm_run_del(vm, o);
    rt_decref(rt_obj(o)); /* done now: freed for good unless it was stored somewhere */
  }
  q->running = false;
}

/* The program has ended: its globals go one by one (in slot order, the order their names first
 * appear in the program), and a suspended generator whose last reference goes with them is
 * closed then, as CPython closes those its module's dict held when it finalizes: their
 * `finally` blocks run after the program's last line. One that only a global holds is closed
 * before any global goes: CPython's collection of the module's dict finalizes it while the
 * dict is whole (its `finally` still sees the globals). */
void vm_gen_close_at_exit(Vm *vm) {
  vm->pending.at_exit = true;
  vm_del_globals_at_exit(vm);
  for (int k = 0; k < vm->nglobals; k++) {
    Value v = vm->globals[k];
    if (v.tag != RT_OBJ || v.as.o->type != &vm_generator_type || v.as.o->refcount != 1) continue;
    Generator *g = (Generator *)v.as.o;
    if (g->state != GEN_SUSPENDED || just_started(g)) continue;
    rt_incref(v); /* the finally block may rebind the global */
    close_now(vm, g);
    rt_decref(v);
    if (vm->pending.n) vm_gen_run_pending(vm);
  }
  for (int k = 0; k < vm->nglobals; k++) {
    Value v = vm->globals[k];
    if (v.tag != RT_OBJ) continue;
    vm->globals[k] = rt_undef();
    rt_decref(v);
    if (vm->pending.n) vm_gen_run_pending(vm);
  }
  vm->pending.at_exit = false;
}

void vm_gen_drop_pending(Vm *vm) {
  VmPending *q = &vm->pending;
  /* instances' __del__ still run (CPython finalizes what an uncaught exception's frames held at
   * exit); the generators are freed as they are */
  for (int k = 0; k < q->n;) {
    Obj *o = q->items[k];
    if (o->type == &vm_generator_type || !vm_current) {
      k++;
      continue;
    }
    memmove(q->items + k, q->items + k + 1, sizeof *q->items * (size_t)(--q->n - k));
    vm_run_del(vm_current, o);
    rt_decref(rt_obj(o));
  }
  while (q->n > 0) {
    Obj *o = q->items[--q->n];
    if (o->type != &vm_generator_type) { /* an instance: freed without its __del__ */
      rt_decref(rt_obj(o));
      continue;
    }
    Generator *g = (Generator *)o;
    release_regs(g);
    vm_gen_finish(g, rt_none()); /* not closed: freed as it is */
    rt_decref(rt_obj(g));
  }
}

static Value generator_getattr(Value self, const char *name) {
  Generator *g = RT_AS(Generator, self);
  if (strcmp(name, "send") == 0) return rt_native_bind("send", generator_send, self);
  if (strcmp(name, "throw") == 0) return rt_native_bind("throw", generator_throw, self);
  if (strcmp(name, "close") == 0) return rt_native_bind("close", generator_close, self);
  if (strcmp(name, "__name__") == 0) return rt_str_from_c(g->fn->proto->name);
  if (strcmp(name, "__qualname__") == 0) return rt_str_from_c(g->fn->proto->qualname);
  if (strcmp(name, "gi_running") == 0) return rt_bool(g->state == GEN_RUNNING);
  if (strcmp(name, "gi_suspended") == 0) return rt_bool(g->state == GEN_SUSPENDED && g->started);
  if (strcmp(name, "gi_code") == 0) return vm_code_object(g->fn->proto);
  if (strcmp(name, "gi_frame") == 0)
    return g->state == GEN_DONE ? rt_none()
                                : vm_suspended_frame(g->fn->proto, g->state == GEN_SUSPENDED ? g->pc : 0,
                                                     g->state == GEN_SUSPENDED ? g->regs : NULL);
  if (strcmp(name, "gi_yieldfrom") == 0) {
    Value d = g->state == GEN_SUSPENDED && g->regs ? delegate_of(g) : rt_undef();
    return rt_is_undef(d) ? rt_none() : (rt_incref(d), d);
  }
  return rt_undef();
}

/* The cycle collector (gc.h): a suspended frame's registers are the generator's own; a running
 * one's are on the VM's stack, owned by the frame. */
static void generator_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  Generator *g = (Generator *)o;
  visit(rt_obj(g->fn), arg);
  visit(g->retval, arg);
  if (g->regs && g->state == GEN_SUSPENDED) {
    for (int j = 0, n = g->fn->proto->nregs; j < n; j++) visit(g->regs[j], arg);
  }
}

/* A generator cleared as garbage needed no close (not started, or done; one that waits at a
 * yield was closed first: generator_finalize), or the program has ended; the function stays,
 * for repr. */
static void generator_clear(Obj *o) {
  Generator *g = (Generator *)o;
  if (g->state == GEN_RUNNING) return;
  release_regs(g);
  vm_gen_finish(g, rt_none());
}

const ObjType vm_generator_type = {
    .name = "generator",
    .traverse = generator_traverse,
    .clear = generator_clear,
    .finalize = generator_finalize,
    .free = generator_free,
    .repr = generator_repr,
    .getattr = generator_getattr,
    .iter = generator_iter,
    .next = generator_next,
    .stop_value = generator_stop_value,
};
