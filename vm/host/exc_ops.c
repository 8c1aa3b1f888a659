/* exc_ops.c — the VM's side of exceptions: vm_execute's protected dispatch, catching an
 * exception that unwinds into it (the frames' handler tables, the exception object made for an
 * error C code raised, PEP 479's RuntimeError for a StopIteration leaving a generator), raising
 * and re-raising from bytecode with implicit chaining, and the context manager protocol.
 *
 * The exception being handled (CPython's sys.exc_info(), what implicit chaining and a bare
 * `raise` use) is vm->handled: PUSHEXC/POPEXC save and restore it around every handler, and
 * each handler's protected clean-up restores it when an exception leaves the handler, so it is
 * right in every frame without any per-frame state. */
#include <stdlib.h>

#include "../obj/exc.h"
#include "../obj/ops.h"
#include "trace_index.h"
#include "vm_debug.h"
#include "vm_internal.h"

/* The exception object for the exception just taken: the one raised from Python, or a new
 * instance for an error raised by C code (whose implicit chaining happens here: nothing ran
 * between its raise and this first handler that could change the exception handled). */
static Value exception_object(Vm *vm, Exception *e) {
  if (!e) return rt_exc_from_message(RT_EXC_MemoryError, "");
  if (e->value) { /* chained at its raise, unless C code raised it (rt_raise_exc) */
    Value v = rt_obj(e->value);
    e->value = NULL;
    if (rt_is_exception(v) && rt_is_none(RT_AS(ExcObj, v)->context) && !rt_is_undef(vm->handled) &&
        !rt_is_none(vm->handled) && vm->handled.as.o != v.as.o)
      rt_exc_set_context(v, vm->handled);
    return v;
  }
  Value v = rt_exc_from_message(e->kind, e->message);
  rt_exc_set_context(v, vm->handled);
  return v;
}

static void raise_runtime_from(void *ud) {
  Value *stop = ud;
  Value err = rt_exc_from_message(RT_EXC_RuntimeError, "generator raised StopIteration");
  rt_exc_set_cause(err, *stop);
  rt_exc_set_context(err, *stop);
  rt_decref(*stop);
  vm_current->tb_reraise = false;
  rt_raise_value(RT_EXC_RuntimeError, err.as.o);
}

/* PEP 479: a StopIteration leaving a generator's frame k (popped here) becomes the current
 * exception's replacement RuntimeError, whose cause it is, raised from the frame below. */
static void stop_iteration_out_of(Vm *vm, int k) {
  while (vm->nframes > k) vm_pop_frame(vm);
  Exception *e = rt_error_take();
  Value stop = exception_object(vm, e);
  int at = vm_trace_index(vm, k, -1);
  if (e && e->ntrace > at) rt_exc_set_traceback(stop, e->trace + at, e->ntrace - at);
  rt_exception_free(e);
  rt_pcall(raise_runtime_from, &stop); /* always raises: the RuntimeError is now current */
}

static bool leaving_generator(const CallFrame *fr) {
  if (!(fr->fn->proto->flags & VM_GENERATOR) || !vm_is_generator(fr->base[-1])) return false;
  const Exception *e = rt_error_current();
  return e && rt_exc_kind_is(e->kind, RT_EXC_StopIteration);
}

/* The objects in the registers of the frames from `from` up, moved out of them (the frames
 * then pop with nothing to release): the caught exception keeps them, as CPython's traceback
 * keeps those frames, so their locals die when it does (at the end of `except E as e:`).
 * A generator's frame is its own and is left alone, and the exception itself (the register
 * `raise` read) is released, not kept: no cycle. NULL when there are none. */
static Value *take_frame_objects(Vm *vm, int from, const Obj *raised, Value *buf, int nbuf, int *n) {
  int total = 0;
  for (int k = from; k < vm->nframes; k++) {
    Proto *p = vm->frames[k].fn->proto;
    if (!(p->flags & VM_GENERATOR)) total += p->nregs;
  }
  Value *out = total <= nbuf ? buf : malloc(sizeof(Value) * (size_t)total);
  if (!out) return NULL; /* out of memory: the frames release their objects as they pop */
  for (int k = vm->nframes - 1; k >= from; k--) { /* the innermost frame's die first */
    Proto *p = vm->frames[k].fn->proto;
    if (p->flags & VM_GENERATOR) continue;
    Value *r = vm->frames[k].base;
    for (int j = 0; j < p->nregs; j++) {
      /* `raise X()`'s own register is released (no cycle), and strings, which nothing observes */
      if (r[j].tag != RT_OBJ || r[j].as.o == raised || rt_is_str(r[j])) continue;
      out[(*n)++] = r[j];
      r[j] = rt_undef();
    }
  }
  return out;
}

bool vm_catch(Vm *vm, int entry) {
  for (int k = vm->nframes - 1; k >= entry; k--) {
    CallFrame *fr = &vm->frames[k];
    Proto *p = fr->fn->proto;
    const ExcHandler *h = p->nhandlers ? vm_find_handler(p, (int)(fr->pc - p->code) - 1) : NULL;
    if (!h) {
      if (leaving_generator(fr)) stop_iteration_out_of(vm, k);
      continue;
    }
    Exception *e = rt_error_take();
    int at = vm_trace_index(vm, k, h->target); /* before the frames above pop */
    int nkept = 0;
    Value buf[32];
    Value *kept = take_frame_objects(vm, k + 1, e ? e->value : NULL, buf, 32, &nkept);
    while (vm->nframes > k + 1) vm_pop_frame(vm);
    Value exc = exception_object(vm, e);
    if (nkept) rt_exc_keep_frames(exc, kept, nkept);
    if (kept != buf) free(kept);
    /* the frames it went through from here on: a re-raise puts the frames above in front */
    if (e && e->ntrace > at) rt_exc_set_traceback(exc, e->trace + at, e->ntrace - at);
    rt_exception_free(e);
    Value old = fr->base[h->reg];
    fr->base[h->reg] = exc;
    rt_decref(old);
    fr->pc = p->code + h->target;
    return true;
  }
  if (entry == 0) vm_debug_uncaught(vm); /* the debugger's post-mortem, the frames still alive */
  while (vm->nframes > entry) vm_pop_frame(vm);
  return false;
}

/* `raise X` where X is a class: X(). */
static Value instantiate(Value cls, const char *what) {
  if (rt_is_exception(cls)) {
    rt_incref(cls);
    return cls;
  }
  if (!rt_exc_is_class(cls)) rt_raise(RT_EXC_TypeError, "%s must derive from BaseException", what);
  Value v = rt_call(cls, 0, NULL, NULL);
  if (!rt_is_exception(v)) {
    rt_cleanup_push_value(&v);
    rt_raise(RT_EXC_TypeError, "calling %s should have returned an instance of BaseException, not %s",
             rt_exc_class_display(cls), rt_type_name(v));
  }
  return v;
}

void vm_raise(Vm *vm, Value exc, Value cause, bool has_cause) {
  Value v = instantiate(exc, "exceptions");
  int mark = rt_cleanup_push_value(&v);
  if (has_cause) {
    Value c = rt_is_none(cause) ? rt_none() : instantiate(cause, "exception causes");
    rt_exc_set_cause(v, c);
    rt_decref(c);
  }
  rt_exc_set_context(v, vm->handled);
  rt_cleanup_pop(mark, false);
  vm->tb_reraise = false;
  rt_raise_value(RT_AS(ExcObj, v)->kind, v.as.o);
}

void vm_reraise(Vm *vm, Value exc) {
  if (!rt_is_exception(exc)) rt_raise(RT_EXC_RuntimeError, "No active exception to reraise");
  rt_incref(exc);
  vm->tb_reraise = true; /* the traceback goes on from where the exception was caught */
  rt_raise_value(RT_AS(ExcObj, exc)->kind, exc.as.o);
}

/* ---- the context manager protocol (any object whose __enter__/__exit__ rt_getattr finds) ---- */

static bool find_method(Value obj, const char *name, Value *out) {
  return rt_try_getattr(obj, name, out);
}

void vm_with_enter(Value *dst, Value mgr) {
  Value enter, exit;
  if (!find_method(mgr, "__enter__", &enter)) {
    rt_raise(RT_EXC_TypeError, "'%s' object does not support the context manager protocol",
             rt_type_name(mgr));
  }
  int mark = rt_cleanup_push_value(&enter);
  if (!find_method(mgr, "__exit__", &exit)) {
    rt_raise(RT_EXC_TypeError,
             "'%s' object does not support the context manager protocol (missed __exit__ method)",
             rt_type_name(mgr));
  }
  Value old = dst[0];
  dst[0] = exit; /* the frame owns it now: __enter__ raising leaves it to be released there */
  rt_decref(old);
  Value r = rt_call(enter, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  old = dst[1];
  dst[1] = r;
  rt_decref(old);
}

void vm_with_exit(Value exit) {
  Value args[3] = {rt_none(), rt_none(), rt_none()};
  rt_decref(rt_call(exit, 3, args, NULL));
}

bool vm_with_except(Value exit, Value exc) {
  Value args[3] = {rt_exc_class_of(exc), exc, rt_none()};
  Value r = rt_call(exit, 3, args, NULL);
  int mark = rt_cleanup_push_value(&r);
  bool suppress = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return suppress;
}

/* ---- running frames under protection ---- */

typedef struct ExecJob {
  Vm *vm;
  Value result;
  void (*start)(Vm *vm, void *ud); /* runs once, first */
  void *ud;
} ExecJob;

static void exec_job(void *ud) {
  ExecJob *job = ud;
  if (job->start) {
    void (*start)(Vm *, void *) = job->start;
    job->start = NULL;
    start(job->vm, job->ud);
  }
  job->result = vm_dispatch(job->vm);
}

/* The one protected call per entry: an exception unwinds out of dispatch to here, and if a
 * frame handles it, dispatch starts again at the handler. */
Value vm_execute_from(Vm *vm, int entry, void (*start)(Vm *vm, void *ud), void *ud) {
  ExecJob job = {vm, rt_undef(), start, ud};
  while (rt_pcall(exec_job, &job)) {
    if (!vm_catch(vm, entry)) rt_reraise();
  }
  return job.result;
}

Value vm_execute(Vm *vm) {
  return vm_execute_from(vm, vm->nframes - 1, NULL, NULL);
}
