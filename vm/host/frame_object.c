/* frame_object.c — frame objects for sys._getframe, inspect.currentframe and inspect.stack
 * (the hook py_frame_hook, installed at start-up): a snapshot of one running frame taken when
 * asked for, with f_code, f_lineno, f_locals (a dict of its variables then; the module's frame
 * gives the globals() dict, read when asked), f_globals and f_back (the caller's snapshot,
 * taken with it), which is what debugging helpers read (the caller's name and line). While
 * its frame runs, f_lineno and f_locals are read from it, as CPython's; after, the snapshot's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/py.h"
#include "user_module.h"
#include "vm_internal.h"

typedef struct FrameObj {
  Obj hdr;
  Value code;   /* its function's code object */
  Value locals; /* f_locals of a function's frame (a dict); unset for the module's */
  Value back;   /* the calling frame's snapshot, or None */
  int lineno;
  Span span;             /* the instruction it was at (inspect's positions) */
  int k;                 /* its index in the VM's frames, while it runs: */
  const Value *base;     /* identified by its registers and function (never dereferenced) */
  const Function *fn;
  VmModule *module;      /* its code's imported .py module (NULL: the program's); lives as the VM */
  bool detached;         /* a suspended generator's (gi_frame): no f_locals, never running */
} FrameObj;

static void frame_free(Obj *o) {
  FrameObj *f = (FrameObj *)o;
  rt_decref(f->code);
  rt_decref(f->locals);
  rt_decref(f->back);
  free(o);
}

static Value frame_repr(Value self) {
  FrameObj *f = RT_AS(FrameObj, self);
  Value file = rt_getattr(f->code, "co_filename"), name = rt_getattr(f->code, "co_name");
  Value r = rt_str_printf("<frame at %p, file '%s', line %d, code %s>", (void *)self.as.o,
                          rt_str_data(file), f->lineno, rt_str_data(name));
  rt_decref(file);
  rt_decref(name);
  return r;
}

static int frame_line(const CallFrame *fr);
static Span frame_span(const CallFrame *fr);

/* (lineno, end_lineno, col_offset, end_col_offset) of the instruction, as dis.Positions holds
 * them (columns from 0, the end's exclusive); the hidden attribute inspect.getframeinfo reads. */
static Value positions(Span s) {
  Value t = rt_tuple_new(4);
  int v[4] = {s.line, s.end_line ? s.end_line : s.line, s.col - 1, s.end_col - 1};
  for (int k = 0; k < 4; k++) rt_tuple_set(t, k, v[k] < 0 || (k < 2 && v[k] == 0) ? rt_none() : rt_int(v[k]));
  return t;
}

/* Is the frame the snapshot was taken of still running? Then its line and variables are read
 * now, as CPython's frame objects show them. */
static const CallFrame *still_running(const FrameObj *f) {
  Vm *vm = vm_current;
  if (!vm || f->detached || f->k >= vm->nframes) return NULL;
  const CallFrame *fr = &vm->frames[f->k];
  return fr->base == f->base && fr->fn == f->fn ? fr : NULL;
}

static Value frame_getattr(Value self, const char *name) {
  FrameObj *f = RT_AS(FrameObj, self);
  const CallFrame *live = still_running(f);
  Value v;
  if (!strcmp(name, "f_code")) v = f->code;
  else if (!strcmp(name, "f_back")) v = f->back;
  else if (!strcmp(name, "f_lineno")) return rt_int(live ? frame_line(live) : f->lineno);
  else if (f->detached && !strcmp(name, "f_locals")) v = f->locals; /* the generator's at the time */
  else if (!strcmp(name, "f_locals") && live && !rt_is_undef(f->locals))
    return vm_frame_locals(vm_current, f->k, false);
  else if ((!strcmp(name, "f_globals") || (!strcmp(name, "f_locals") && rt_is_undef(f->locals))) && f->module)
    return rt_module_dict(f->module->module); /* an imported .py module's code */
  else if (!strcmp(name, "f_globals") || (!strcmp(name, "f_locals") && rt_is_undef(f->locals)))
    return vm_frame_locals(vm_current, 0, true);
  else if (!strcmp(name, "f_locals")) v = f->locals;
  else if (!strcmp(name, "f_trace")) return rt_none();
  else if (!strcmp(name, "_weft_positions")) return positions(live ? frame_span(live) : f->span);
  else return rt_undef();
  rt_incref(v);
  return v;
}

static void frame_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  FrameObj *f = (FrameObj *)o;
  visit(f->locals, arg);
  visit(f->back, arg);
}

static const ObjType frame_type = {
    .name = "frame",
    .free = frame_free,
    .repr = frame_repr,
    .getattr = frame_getattr,
    .traverse = frame_traverse,
};

static Span frame_span(const CallFrame *fr) {
  const Proto *p = fr->fn->proto;
  long pc = (long)(fr->pc - p->code) - 1;
  if (p->ncode <= 0) return (Span){p->firstline, 0, 0, 0};
  if (pc < 0) pc = 0;
  if (pc >= p->ncode) pc = p->ncode - 1;
  return p->spans[pc];
}

static int frame_line(const CallFrame *fr) { return frame_span(fr).line; }

/* Frame k's snapshot, with its callers' below it. */
static Value snapshot(Vm *vm, int k) {
  Value back = k > 0 ? snapshot(vm, k - 1) : rt_none();
  int mark = rt_cleanup_push_value(&back);
  const CallFrame *fr = &vm->frames[k];
  Proto *p = fr->fn->proto;
  bool module = k == 0 && strcmp(p->name, "<module>") == 0;
  FrameObj *f = rt_calloc(1, sizeof *f);
  rt_obj_init(&f->hdr, &frame_type);
  f->back = back;
  f->code = rt_none();
  f->locals = rt_undef();
  f->span = frame_span(fr);
  f->lineno = f->span.line;
  f->k = k;
  f->base = fr->base;
  f->fn = fr->fn;
  f->module = p->module;
  Value self = rt_obj(&f->hdr);
  rt_cleanup_pop(mark, false);
  mark = rt_cleanup_push_value(&self);
  f->code = vm_code_object(p);
  if (!module) f->locals = vm_frame_locals(vm, k, false);
  rt_cleanup_pop(mark, false);
  return self;
}

/* The frame of a suspended generator (gi_frame), at the instruction it resumes after: its
 * code and line, no caller, and f_locals the variables its registers regs hold now (a dict
 * made here: CPython's is a snapshot too until the frame runs again). */
Value vm_suspended_frame(Proto *p, int pc, const Value *regs) {
  FrameObj *f = rt_calloc(1, sizeof *f);
  rt_obj_init(&f->hdr, &frame_type);
  f->back = rt_none();
  f->locals = rt_dict_new();
  f->detached = true;
  f->module = p->module;
  f->span = pc > 0 && pc <= p->ncode ? p->spans[pc - 1] : (Span){p->firstline, 0, 0, 0};
  if (f->span.line <= 0) f->span.line = p->firstline;
  f->lineno = f->span.line;
  f->code = rt_none();
  Value self = rt_obj(&f->hdr);
  int mark = rt_cleanup_push_value(&self);
  f->code = vm_code_object(p);
  if (regs) {
    enum { MAX_LOCALS = 4096 };
    const char **names = rt_malloc(sizeof *names * MAX_LOCALS);
    rt_cleanup_push(free, names);
    Value *values = rt_malloc(sizeof *values * MAX_LOCALS);
    rt_cleanup_push(free, values);
    int n = vm_regs_locals(p, regs, names, values, MAX_LOCALS);
    for (int i = 0; i < n; i++) rt_dict_set_str(f->locals, names[i], values[i]);
    rt_cleanup_pop(mark + 1, true);
  }
  rt_cleanup_pop(mark, false);
  return self;
}

/* The frame `depth` calls above the Python code that called the builtin (0: that code's). */
static Value frame_at(int depth) {
  Vm *vm = vm_current;
  int k = (vm ? vm->nframes : 0) - 1 - depth;
  if (depth < 0 || k < 0) rt_raise(RT_EXC_ValueError, "call stack is not deep enough");
  return snapshot(vm, k);
}

/* How many Python frames are running (the module's included), CPython's recursion depth. */
static int frame_depth(void) { return vm_current ? vm_current->nframes : 0; }

void vm_install_frame_hook(void) {
  py_set_frame_hook(frame_at);
  py_set_depth_hook(frame_depth);
}
