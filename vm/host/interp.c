/* interp.c — the dispatch loop of the host VM, and frame push/pop for Python→Python calls
 * (which never recurse on the C stack). Hot state (pc, registers, constants) lives in locals
 * and is saved to the frame (SAVEPC) before anything that can raise, so tracebacks and
 * re-entrant calls see the right instruction. Slow paths are named helpers. It also reports
 * host spans to the profiler (vm/base/prof_sink.h): function entries and exits, and line changes
 * (`--profile=exact`), or one sample of the Python stack per timer tick (`--profile`). */
#include <stdio.h>
#include <string.h>

#include "../base/prof_sink.h"
#include "../np/array.h"
#include "../base/io.h"
#include "../obj/exc.h"
#include "../obj/dict.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../base/strbuf.h"
#include "user_module.h"
#include "vm_internal.h"

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

static inline bool truthy(Value v) {
  switch (v.tag) {
    case RT_BOOL: return v.as.b;
    case RT_INT: return v.as.i != 0;
    case RT_NONE: return false;
    case RT_FLOAT: return v.as.f != 0.0;
    default: /* a str (`if word:`) without the call */
      if (v.tag == RT_OBJ && v.as.o->type == &rt_str_type) return ((Str *)v.as.o)->nbytes != 0;
      return rt_truthy(v);
  }
}

/* The profiler's hooks (vm_prof_*) are in interp_prof.c. */

/* ---- frames ---- */

/* Registers above a frame's window hold stale values: ints and floats, or the dead
 * temporaries of an outer frame whose window the frame lies in (a call places the callee's
 * frame at its caller's arguments), which still own their objects: every store there
 * releases what it overwrites (setreg). Temporaries are always written before they are read,
 * so only the named locals need clearing at entry (an unbound local must read as unbound). */
void vm_push_frame(Vm *vm, Function *f, Value *base, int argc, Value kwnames, bool entry) {
  Proto *p = f->proto;
  if (UNLIKELY(vm_frames_full(vm) || base + p->nregs > vm->stack + VM_STACK_SIZE)) {
    rt_raise(RT_EXC_RecursionError, "maximum recursion depth exceeded");
  }
  if (LIKELY(argc == p->fast_argc && rt_is_undef(kwnames))) {
    for (int j = argc; j < p->nlocals; j++) setreg(&base[j], rt_undef());
  } else {
    vm_bind_args(f, base, argc, kwnames);
  }
  CallFrame *fr = &vm->frames[vm->nframes++];
  fr->fn = f;
  fr->pc = p->code;
  fr->base = base;
  fr->entry = entry;
  fr->kind = FRAME_CALL;
  if (PROF_EXACT()) vm_prof_enter(p);
}

/* Release a frame's registers (they return to RT_UNDEF) and pop it. A running generator's
 * frame (R[-1] is the generator) finishes the generator: its registers are the ones released. */
void vm_pop_frame(Vm *vm) {
  if (PROF_EXACT()) prof_func_exit(); /* unwinding after an error keeps the profiler's stack */
  CallFrame *fr = &vm->frames[--vm->nframes];
  if (fr->kind != FRAME_CALL) { /* what the frame owns besides its registers */
    Value *slot = fr->kind == FRAME_INIT ? &vm->init_self[fr - vm->frames] : &fr->base[-1];
    fr->kind = FRAME_CALL;
    Value old = *slot;
    *slot = rt_undef();
    rt_decref(old);
  }
  Value *r = fr->base;
  for (int j = 0, n = fr->fn->proto->nregs; j < n; j++) {
    Value old = r[j];
    r[j] = rt_undef();
    rt_decref(old);
  }
  if ((fr->fn->proto->flags & VM_GENERATOR) && vm_is_generator(r[-1])) {
    vm_gen_finish(RT_AS(Generator, r[-1]), rt_none());
    setreg(&r[-1], rt_undef());
  }
}

void vm_unwind_all(Vm *vm) {
  while (vm->nframes > 0) vm_pop_frame(vm);
  for (Value *r = vm->stack; r < vm->stack + 16; r++) setreg(r, rt_undef());
  setreg(&vm->handled, rt_none());
}

/* RETURN: release a frame's objects; other stale values are harmless (see vm_push_frame).
 * Unrolled by two: most registers hold no object, so the loop's own test costs as much as
 * theirs (by four, frames of three registers lost more than long ones gained). */
static inline void release_regs(Value *R, int n) {
#pragma GCC unroll 2
  for (int j = 0; j < n; j++) {
    if (UNLIKELY(R[j].tag == RT_OBJ)) {
      rt_decref(R[j]);
      R[j].tag = RT_UNDEF;
    }
  }
}

/* ---- slow paths ---- */

static __attribute__((noinline, cold)) void err_unbound_local(Proto *p, int reg) {
  rt_raise(RT_EXC_UnboundLocalError,
           "cannot access local variable '%s' where it is not associated with a value",
           p->regnames[reg] ? p->regnames[reg] : "?");
}

/* CALLG's function when its global slot is unset: the builtin of that name, else NameError
 * with the caret under the name (which starts the call's span). */
static __attribute__((noinline)) Value callg_lookup(Vm *vm, const Proto *p, int64_t slot) {
  vm->tb_name_len = (int)strlen(p->module ? p->module->gnames[slot] : vm->gnames[slot]);
  Value b = vm_load_global_slow(vm, p, slot);
  vm->tb_name_len = 0;
  return b;
}

/* A Ctrl-C that came while a C function ran (a long sort, a list of 10**8 items) is raised as the
 * call returns, at the call's line, whether or not a loop follows: never lost. */
static inline void interrupted_after(Value res) {
  if (UNLIKELY(rt_interrupted)) {
    rt_decref(res);
    rt_check_interrupt();
  }
}

static __attribute__((noinline)) Value call_native(Value *fa, int argc, Value kwnames) {
  const char *names[256];
  Kwargs kw, *kwp = NULL;
  int nkw = 0;
  if (!rt_is_undef(kwnames)) {
    Tuple *t = RT_AS(Tuple, kwnames);
    nkw = (int)t->n;
    for (int k = 0; k < nkw; k++) names[k] = rt_str_data(t->items[k]);
    kw.n = nkw;
    kw.names = names;
    kw.values = fa + 1 + (argc - nkw);
    kwp = &kw;
  }
  Value res = rt_call(*fa, argc - nkw, fa + 1, kwp);
  for (int k = 1; k <= argc; k++) setreg(&fa[k], rt_undef());
  interrupted_after(res);
  return res;
}

/* A method found by LOADMETHOD: its C function, kept in the register before the receiver as
 * an RT_UNDEF value whose payload is the function (no reference, nothing to release). */
static inline void set_method_mark(Value *r, RtMethodFn fn) {
  setreg(r, rt_undef());
  r->as.i = (int64_t)(uintptr_t)fn;
}

/* CALLMETHOD with a C method: fn(self, args) with the arguments of call_native. */
static __attribute__((noinline)) Value call_method(Value *fa, int argc, Value kwnames) {
  RtMethodFn fn = (RtMethodFn)(uintptr_t)fa->as.i;
  const char *names[256];
  Kwargs kw, *kwp = NULL;
  int nkw = 0;
  Value *args = fa + 2;
  if (!rt_is_undef(kwnames)) {
    Tuple *t = RT_AS(Tuple, kwnames);
    nkw = (int)t->n;
    for (int k = 0; k < nkw; k++) names[k] = rt_str_data(t->items[k]);
    kw.n = nkw;
    kw.names = names;
    kw.values = args + (argc - nkw);
    kwp = &kw;
  }
  Value res = fn(fa[1], argc - nkw, args, kwp);
  fa->as.i = 0;
  for (int k = 1; k <= argc + 1; k++) setreg(&fa[k], rt_undef());
  interrupted_after(res);
  return res;
}

/* Loop state in R[A..A+2]: (next int, remaining count, step) for ranges, or
 * (iterator, unused, None) for everything else. */
static void for_range(Value *st, int nargs, Value range_builtin) {
  Value *a = st + 1;
  bool ints = true;
  for (int k = 0; k < nargs; k++) ints = ints && a[k].tag == RT_INT;
  if (st[0].tag == RT_OBJ && st[0].as.o == range_builtin.as.o && ints && nargs >= 1 &&
      nargs <= 3 && !(nargs == 3 && a[2].as.i == 0)) {
    int64_t start = nargs == 1 ? 0 : a[0].as.i, stop = nargs == 1 ? a[0].as.i : a[1].as.i;
    int64_t step = nargs == 3 ? a[2].as.i : 1;
    setint(&st[0], start);
    setint(&st[1], rt_range_len(start, stop, step));
    setint(&st[2], step);
    return;
  }
  Value it = call_native(st, nargs, rt_undef());
  setreg(&st[0], it);
  vm_for_prep(st);
}

/* A call of a class whose __init__ is a Python function, or of a bound method of one: the new
 * instance or the method's self becomes the first argument, in the register after the callee
 * (the arguments move up one; the compiler reserves that register at every call). Returns the
 * function to run in a frame at fa + 1 (now in fa), or NULL to call fa through its call slot.
 * *inst: the instance a class call made. */
/* (the arguments move by a plain loop: a call of memmove costs more than moving two or three) */
static __attribute__((noinline, optimize("no-tree-loop-distribute-patterns"))) Function *
bind_self(Value *fa, int argc, const Value *frame_end, Value *inst) {
  if (fa + argc + 2 > frame_end) return NULL;
  Value fn, self;
  if (fa->as.o->type == &rt_bound_method_type) {
    BoundMethod *m = RT_AS(BoundMethod, *fa);
    if (!vm_is_function(m->func)) return NULL;
    fn = m->func;
    self = m->self;
    rt_incref(self);
  } else {
    ClassObj *c = RT_AS(ClassObj, *fa);
    fn = rt_class_special(c, RT_SP_INIT);
    if (!vm_is_function(fn) || !rt_is_undef(rt_class_special(c, RT_SP_NEW))) return NULL;
    if (c->metacls) return NULL; /* its metaclass may define __call__ */
    self = *inst = rt_instance_new(c);
  }
  rt_incref(fn);
  setreg(&fa[argc + 1], rt_undef());
  for (int k = argc; k > 0; k--) fa[k + 1] = fa[k];
  fa[1] = self;
  setreg(fa, fn); /* the class or bound method goes; the instance keeps what it needs */
  return RT_AS(Function, fn);
}

/* Returning from a class call's __init__: the call's value is the instance; anything but None
 * returned is CPython's TypeError, raised at the call (the caller is the top frame then). */
static inline Value init_self_take(Vm *vm, CallFrame *fr) {
  Value self = vm->init_self[fr - vm->frames];
  vm->init_self[fr - vm->frames] = rt_undef();
  fr->kind = FRAME_CALL;
  return self;
}

static __attribute__((noinline)) Value init_return(Vm *vm, CallFrame *fr, Value res) {
  Value self = init_self_take(vm, fr);
  if (LIKELY(rt_is_none(res))) return self;
  rt_decref(self);
  vm->nframes = (int)(fr - vm->frames);
  rt_cleanup_push_value(&res);
  rt_raise(RT_EXC_TypeError, "__init__() should return None, not '%s'", rt_type_name(res));
}

/* ---- operators whose special method is a Python function ----
 * The method runs in a frame of its own above the current one (FRAME_OP), as a call would,
 * without re-entering vm_execute (vm_op_frame, interp_op.c). When it returns (vm_op_return), the
 * operator instruction runs again and takes the answer (op_take); an answer of NotImplemented
 * continues the protocol in C. */

/* The way of a two-way attribute cache to test for a tag (the caller checks the tag). */
static inline AttrCache *ic_way(AttrCache *ac, uint64_t tag) { return ac[1].tag == tag ? ac + 1 : ac; }

static inline bool is_instance(Value v) {
  return v.tag == RT_OBJ && v.as.o->type == &rt_instance_type;
}

static inline Value op_take(Vm *vm) {
  vm->op_pending = false;
  Value r = vm->op_result;
  vm->op_result = rt_undef();
  return r;
}

/* Arithmetic off the inline paths. A dying operand register (dying bit 0: x, bit 1: y) is
 * read by nothing after this instruction, so an array in it may take the result in place
 * (rt_np_binop_reuse decides when that is invisible), and the register is released here so
 * the array's memory does not outlive the expression. */
static inline void release_dying(Value *x, Value *y, int dying, const Value *dst) {
  if ((dying & 1) && x != dst) setreg(x, rt_undef());
  if ((dying & 2) && y != dst && y != x) setreg(y, rt_undef());
}

static Value arith_slow(BinOp op, Value *x, Value *y, int dying, Value *dst) {
  Value res = rt_undef();
  if (dying && (rt_is_array(*x) || rt_is_array(*y)))
    res = rt_np_binop_reuse(op, *x, *y, dying & 1, (dying & 2) != 0);
  if (rt_is_undef(res)) res = rt_binop(op, *x, *y);
  release_dying(x, y, dying, dst);
  return res;
}

/* CCALL's argument k (VM_CC_*). */
static inline Value cc_operand(Instr x, int k, const Value *R, const Value *K, const Value *G) {
  int at = VM_CC_ARG(x, k), kind = VM_CC_KIND(x, k);
  return kind == VM_CC_REG ? R[at] : kind == VM_CC_CONST ? K[at] : G[at];
}

/* ---- dispatch ---- */

#if defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__)
#define DISPATCH()  \
  dispatch_next:    \
  FETCH();          \
  switch ((int)I_OP(i))
#define CASE(name) case OP_##name:
#define NEXT() goto dispatch_next
#define DISPATCH_LOOP
/* The one unlikely branch profiling costs per instruction when off (STYLE.md 4): `trap` is a
 * local copy of PROF_ON(), loaded when vm_execute starts (profiling is switched on only between
 * runs: at startup or by the REPL's %prof, each of which enters vm_execute afresh). While
 * sampling, the volatile prof_sink.sample_due says a tick came. */
#define FETCH()                                                      \
  do {                                                               \
    i = *pc++;                                                       \
    if (UNLIKELY(trap) && (exact || prof_sink.sample_due))                \
      vm_prof_hit(vm, frame, pc - 1, exact);                         \
    if (UNLIKELY(vm_debug_armed)) {                                  \
      SAVEPC();                                                      \
      vm_debug_step(vm, frame, pc - 1);                              \
    }                                                                \
  } while (0)
#else
/* Threaded code pays nothing when profiling is off. With exact host spans, `disp` is a table
 * whose every entry is L_PROFSTEP, which reports the line and then jumps to the real handler;
 * while sampling, it is sample_table, whose entries a tick points at L_PROFTRAP. */
#define DISPATCH() goto *disp[I_OP(i = *pc++)];
#define CASE(name) L_##name:
#define NEXT() goto *disp[I_OP(i = *pc++)]
#define DISPATCH_LOOP
#endif

/* The frame count lives in `frame` while running; vm->nframes is synced with every SAVEPC,
 * i.e. before anything that can raise or call out (tracebacks and natives read it). */
#define SAVEPC() (frame->pc = pc, vm->nframes = (int)(frame - vm->frames) + 1)
/* After a store, del or return that may have dropped an instance's last reference: its __del__
 * runs now, as CPython's at count zero, before the next instruction sees what it changes. */
#define RUN_PENDING() (UNLIKELY(vm->pending.n) ? (SAVEPC(), vm_gen_run_pending(vm)) : (void)0)
#define RA (&R[I_A(i)])
#define RB (&R[I_B(i)])
#define RC (&R[I_C(i)])
#define KC (&K[I_C(i)])
/* The attribute cache of the instruction before pc, from pc and Proto.ic_bias (no code base). */
#define ICACHE() ((AttrCache *)(frame->fn->proto->ic_bias + 8 * (uintptr_t)(pc - 1)))
#define RCD (&R[I_CREG(i)]) /* arithmetic: C is a register plus dying flags */
#define KCD (&K[I_CK(i)])   /* K arithmetic: C is a constant plus a dying flag */
#define DYING_RR ((I_C(i) >> 16) & 3)
#define DYING_RK (I_C(i) & VM_DYING_KB ? 1 : 0)
#define LOAD_FRAME()                      \
  do {                                    \
    frame = &vm->frames[vm->nframes - 1]; \
    pc = frame->pc;                       \
    R = frame->base;                      \
    K = frame->fn->proto->consts;         \
    G = MODULE_GLOBALS(frame->fn->proto); \
  } while (0)
/* The globals of p's module: an imported .py module's own table, or the program's. */
#define MODULE_GLOBALS(p) (UNLIKELY((p)->module != NULL) ? (p)->module->globals : vm->globals)
/* A display's items were built in temporaries (compile_expr.c's sequence_chunk) that nothing
 * reads again: the new list or tuple holds them now, so an item's count (and the time its
 * __del__ runs) is what CPython's would be. */
static inline void drop_temps(Value *r, int n) {
  for (int k = 0; k < n; k++) {
    Value v = r[k];
    r[k].tag = RT_UNDEF;
    rt_decref(v);
  }
}

#define POLL()                                 \
  do {                                         \
    if (UNLIKELY(rt_interrupted)) {            \
      SAVEPC();                                \
      rt_check_interrupt();                    \
    }                                          \
    if (UNLIKELY(rt_gc_pending)) { SAVEPC(); rt_gc_safepoint(); } \
  } while (0)
/* res := x op y, where an instance's Python method runs in a FRAME_OP frame: this jumps to
 * it, and the instruction runs again when it returns (and takes its answer here). */
#define OP_VALUE(op, x, y, res)                                                    \
  do {                                                                             \
    if (UNLIKELY(vm->op_pending)) {                                                \
      res = op_take(vm);                                                           \
    } else if ((is_instance(x) || is_instance(y)) && vm_op_frame(vm, frame, op, x, y)) { \
      LOAD_FRAME();                                                                \
      POLL();                                                                      \
      NEXT();                                                                      \
    } else {                                                                       \
      res = rt_binop(op, x, y);                                                    \
    }                                                                              \
  } while (0)

#define SLOW_BINOP(op, x, y)                   \
  do {                                         \
    SAVEPC();                                  \
    Value res_;                                \
    OP_VALUE(op, *(x), *(y), res_);            \
    setreg(RA, res_);                          \
  } while (0)

/* Arithmetic that left the inline paths: dying is the VM_DYING_* flags >> 16 (bit 0: x,
 * bit 1: y). */
/* The fusion site flagged on this instruction (opcodes.h), when an operand is an array: the
 * whole chain fused, its ordinary code skipped. */
#define FUSE_SITE(x, y)                                                                   \
  do {                                                                                    \
    if (UNLIKELY(I_C(i) & VM_FUSE_SITE) && !vm->op_pending &&                             \
        (rt_is_array(*(x)) || rt_is_array(*(y)))) {                                       \
      int skip_ = vm_fuse_site(frame, pc - 1, R, K, G);                                   \
      if (skip_ > 0) {                                                                    \
        pc += skip_;                                                                      \
        NEXT();                                                                           \
      }                                                                                   \
    }                                                                                     \
  } while (0)

#define SLOW_ARITH(op, x, y, dying)                       \
  do {                                                    \
    SAVEPC();                                             \
    FUSE_SITE(x, y);                                      \
    Value res_;                                           \
    if (UNLIKELY(vm->op_pending) || is_instance(*(x)) || is_instance(*(y))) { \
      OP_VALUE(op, *(x), *(y), res_);                     \
      release_dying(x, y, dying, RA);                     \
    } else {                                              \
      res_ = arith_slow(op, x, y, dying, RA);             \
    }                                                     \
    setreg(RA, res_);                                     \
  } while (0)

/* Arithmetic with inline int (overflow-checked) and float paths; anything else, and int
 * overflow, goes to rt_binop (which raises OverflowError or handles other types). */
#define ARITH(op, builtin, fop, x, y, dying)                                       \
  do {                                                                             \
    Value *a_ = (x), *b_ = (y);                                                    \
    if (LIKELY(a_->tag == RT_INT && b_->tag == RT_INT)) {                          \
      int64_t r_;                                                                  \
      if (LIKELY(!builtin(a_->as.i, b_->as.i, &r_))) {                             \
        setint(RA, r_);                                                            \
        NEXT();                                                                    \
      }                                                                            \
    } else if (a_->tag == RT_FLOAT && b_->tag == RT_FLOAT) {                       \
      setfloat(RA, a_->as.f fop b_->as.f);                                         \
      NEXT();                                                                      \
    } else if (a_->tag == RT_FLOAT && b_->tag == RT_INT) {                         \
      setfloat(RA, a_->as.f fop (double)b_->as.i);                                 \
      NEXT();                                                                      \
    } else if (a_->tag == RT_INT && b_->tag == RT_FLOAT) {                         \
      setfloat(RA, (double)a_->as.i fop b_->as.f);                                 \
      NEXT();                                                                      \
    }                                                                              \
    SLOW_ARITH(op, a_, b_, dying);                                                 \
    NEXT();                                                                        \
  } while (0)

#define INT_MOD(x, y, dying)                                                              \
  do {                                                                             \
    Value *a_ = (x), *b_ = (y);                                                    \
    if (LIKELY(a_->tag == RT_INT && b_->tag == RT_INT && b_->as.i > 0)) {          \
      int64_t r_ = a_->as.i % b_->as.i;                                            \
      if (r_ < 0) r_ += b_->as.i;                                                  \
      setint(RA, r_);                                                              \
      NEXT();                                                                      \
    }                                                                              \
    SLOW_ARITH(RT_OP_MOD, a_, b_, dying);                                          \
    NEXT();                                                                        \
  } while (0)

#define INT_FLOORDIV(x, y, dying)                                                         \
  do {                                                                             \
    Value *a_ = (x), *b_ = (y);                                                    \
    if (LIKELY(a_->tag == RT_INT && b_->tag == RT_INT && b_->as.i > 0)) {          \
      int64_t q_ = a_->as.i / b_->as.i;                                            \
      if (a_->as.i % b_->as.i < 0) q_--;                                           \
      setint(RA, q_);                                                              \
      NEXT();                                                                      \
    }                                                                              \
    SLOW_ARITH(RT_OP_FLOORDIV, a_, b_, dying);                                     \
    NEXT();                                                                        \
  } while (0)

#define COMPARE(op, cop, x, y)                                                     \
  do {                                                                             \
    Value *a_ = (x), *b_ = (y);                                                    \
    if (LIKELY(a_->tag == RT_INT && b_->tag == RT_INT)) {                          \
      setbool(RA, a_->as.i cop b_->as.i);                                          \
      NEXT();                                                                      \
    }                                                                              \
    if (a_->tag == RT_FLOAT && b_->tag == RT_FLOAT) {                              \
      setbool(RA, a_->as.f cop b_->as.f);                                          \
      NEXT();                                                                      \
    }                                                                              \
    SLOW_BINOP(op, a_, b_);                                                        \
    NEXT();                                                                        \
  } while (0)

/* Fused compare-and-jump: jump when the comparison is false. */
#define JUMP_UNLESS(op, cop)                                                       \
  do {                                                                             \
    Value *a_ = RA, *b_ = RB;                                                      \
    bool t_;                                                                       \
    if (LIKELY(a_->tag == RT_INT && b_->tag == RT_INT)) {                          \
      t_ = a_->as.i cop b_->as.i;                                                  \
    } else if (a_->tag == RT_FLOAT && b_->tag == RT_FLOAT) {                       \
      t_ = a_->as.f cop b_->as.f;                                                  \
    } else {                                                                       \
      SAVEPC();                                                                    \
      Value r_;                                                                    \
      OP_VALUE(op, *a_, *b_, r_);                                                  \
      t_ = truthy(r_);                                                             \
      rt_decref(r_);                                                               \
    }                                                                              \
    if (!t_) pc += I_SC(i);                                                        \
    NEXT();                                                                        \
  } while (0)


/* Compare-and-jump against a small int immediate (B - VM_IMM_BIAS). */
#define JUMP_UNLESS_IMM(op, cop)                                                   \
  do {                                                                             \
    Value *a_ = RA;                                                                \
    int64_t k_ = I_B(i) - VM_IMM_BIAS;                                             \
    bool t_;                                                                       \
    if (LIKELY(a_->tag == RT_INT)) {                                               \
      t_ = a_->as.i cop k_;                                                        \
    } else if (a_->tag == RT_FLOAT) {                                              \
      t_ = a_->as.f cop (double)k_;                                                \
    } else {                                                                       \
      SAVEPC();                                                                    \
      Value r_;                                                                    \
      OP_VALUE(op, *a_, rt_int(k_), r_);                                           \
      t_ = truthy(r_);                                                             \
      rt_decref(r_);                                                               \
    }                                                                              \
    if (!t_) pc += I_SC(i);                                                        \
    NEXT();                                                                        \
  } while (0)

__attribute__((noinline)) Value vm_dispatch(Vm *vm) {
#if !(defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__))
  static void *const labels[OP_COUNT] = {
#define OP(name, fmt) &&L_##name,
      VM_OPCODES(OP)
#undef OP
  };
#endif
  CallFrame *frame;
  const Instr *pc;
  Value *R, *K;
  Value *G = vm->globals;
  if (rt_is_undef(vm->range_builtin)) vm->range_builtin = rt_builtin_lookup("range");
  Value range_builtin = vm->range_builtin;
  Value *const stack_end = vm->stack + VM_STACK_SIZE;
  Instr i;
  int kwc;   /* CALL's keyword-names constant + 1 (0: none) */
  int nargs; /* CALL's argument count */
#if defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__)
  const bool trap = prof_sink.on, exact = prof_sink.host_exact;
#else
  static void *const prof_labels[OP_COUNT] = {
#define OP(name, fmt) &&L_PROFSTEP,
      VM_OPCODES(OP)
#undef OP
  };
  void *const *const disp = !PROF_ON() ? vm_debug_table(labels, &&L_DBGSTEP)
                            : prof_sink.host_exact ? prof_labels
                                              : vm_prof_sampling(labels, &&L_PROFTRAP);
#endif
  if (PROF_ON()) prof_note_run(); /* code ran: the summary at exit is worth printing */
  LOAD_FRAME();
  DISPATCH_LOOP {
    DISPATCH() {
#if !(defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__))
    L_PROFSTEP:
      vm_prof_step(frame, pc - 1);
      goto *labels[I_OP(i)];
    L_PROFTRAP:
      vm_prof_sample(vm, frame, pc - 1);
      goto *labels[I_OP(i)];
    L_DBGSTEP: /* the debugger is armed (vm_debug.c) */
      SAVEPC();
      vm_debug_step(vm, frame, pc - 1);
      goto *labels[I_OP(i)];
#endif
      CASE(MOVE) {
        Value v = *RB;
        rt_incref(v);
        setreg(RA, v);
        NEXT();
      }
      CASE(LOADK) {
        Value v = K[I_BX(i)];
        rt_incref(v);
        setreg(RA, v);
        NEXT();
      }
      CASE(LOADI) { setint(RA, I_SBX(i)); NEXT(); }
      CASE(LOADNONE) { setreg(RA, rt_none()); RUN_PENDING(); NEXT(); }
      CASE(LOADBOOL) { setbool(RA, I_B(i) != 0); NEXT(); }
      CASE(LOADUNBOUND) { setreg(RA, rt_undef()); RUN_PENDING(); NEXT(); }
      CASE(CLEAR) {
        for (Value *r = RA, *e = RA + I_B(i); r < e; r++) setreg(r, rt_undef());
        NEXT();
      }
      CASE(CHECKBOUND) {
        if (UNLIKELY(rt_is_undef(*RA))) {
          SAVEPC();
          err_unbound_local(frame->fn->proto, I_A(i));
        }
        NEXT();
      }
      CASE(GETGLOBAL) {
        int64_t slot = I_BX(i);
        Value v = G[slot];
        if (UNLIKELY(rt_is_undef(v))) {
          SAVEPC();
          v = vm_load_global_slow(vm, frame->fn->proto, slot);
        }
        rt_incref(v);
        setreg(RA, v);
        NEXT();
      }
      CASE(SETGLOBAL) {
        Value v = *RA;
        rt_incref(v);
        setreg(&G[I_BX(i)], v), RUN_PENDING();
        NEXT();
      }
      CASE(DELGLOBAL) {
        SAVEPC();
        vm_del_global(vm, frame->fn->proto, I_BX(i)), RUN_PENDING();
        NEXT();
      }
      CASE(MAKECELL) {
        SAVEPC();
        Value v = *RA;
        *RA = vm_cell_new(v);
        NEXT();
      }
      CASE(GETCELL) {
        Value v = RT_AS(Cell, *RB)->value;
        if (UNLIKELY(rt_is_undef(v))) {
          SAVEPC();
          err_unbound_local(frame->fn->proto, I_B(i));
        }
        rt_incref(v);
        setreg(RA, v);
        NEXT();
      }
      CASE(SETCELL) {
        Value v = *RB;
        rt_incref(v);
        setreg(&RT_AS(Cell, *RA)->value, v);
        NEXT();
      }
      CASE(DELCELL) {
        setreg(&RT_AS(Cell, *RA)->value, rt_undef());
        NEXT();
      }
      CASE(GETFREE) {
        Value v = RT_AS(Cell, frame->fn->cells[I_B(i)])->value;
        if (UNLIKELY(rt_is_undef(v))) {
          SAVEPC();
          vm_name_error(vm, frame->fn->proto,
                        "cannot access free variable '%s' where it is not associated with a "
                        "value in enclosing scope", frame->fn->proto->freenames[I_B(i)]);
        }
        rt_incref(v);
        setreg(RA, v);
        NEXT();
      }
      CASE(GETATTR) {
        Value o = *RB;
        if (LIKELY(o.tag == RT_OBJ && o.as.o->type == &rt_instance_type)) {
          Instance *in = (Instance *)o.as.o;
          AttrCache *ac = ICACHE(), *w = ic_way(ac, in->cls->tag);
          int s = w->slot;
          if (LIKELY(w->tag == in->cls->tag && w->kind == RT_AC_PLAIN &&
                     (unsigned)s < (unsigned)in->nslots && in->slots[s].tag != RT_UNDEF)) {
            Value v = in->slots[s];
            rt_incref(v);
            setreg(RA, v);
            NEXT();
          }
          SAVEPC();
          setreg(RA, rt_instance_getattr_ic(o, *KC, ac));
          NEXT();
        }
        SAVEPC();
        setreg(RA, rt_getattr(o, rt_str_data(*KC)));
        NEXT();
      }
      CASE(SETATTR) {
        Value o = *RA;
        if (LIKELY(o.tag == RT_OBJ && o.as.o->type == &rt_instance_type)) {
          Instance *in = (Instance *)o.as.o;
          AttrCache *ac = ICACHE(), *w = ic_way(ac, in->cls->tag);
          int s = w->slot;
          if (LIKELY(w->tag == in->cls->tag && w->kind == RT_AC_PLAIN &&
                     (unsigned)s < (unsigned)in->nslots)) {
            Value v = *RB, old = in->slots[s];
            rt_incref(v);
            in->slots[s] = v;
            rt_decref(old); /* frees run no Python code (no __del__) */
            NEXT();
          }
          SAVEPC();
          rt_instance_setattr_ic(o, *KC, *RB, ac);
          NEXT();
        }
        SAVEPC();
        rt_setattr(o, rt_str_data(*KC), *RB);
        NEXT();
      }
      CASE(GETITEM) {
        if (LIKELY(rt_is_list(*RB) && RC->tag == RT_INT)) { /* lst[i] in range */
          List *l = RT_AS(List, *RB);
          int64_t j = RC->as.i < 0 ? RC->as.i + l->n : RC->as.i;
          if (LIKELY((uint64_t)j < (uint64_t)l->n)) {
            rt_incref(l->items[j]);
            setreg(RA, l->items[j]);
            NEXT();
          }
        }
        SAVEPC();
        Value v = rt_getitem(*RB, *RC);
        setreg(RA, v);
        NEXT();
      }
      CASE(SETITEM) {
        if (LIKELY(rt_is_list(*RA) && RB->tag == RT_INT)) { /* lst[i] = v in range */
          List *l = RT_AS(List, *RA);
          int64_t j = RB->as.i < 0 ? RB->as.i + l->n : RB->as.i;
          if (LIKELY((uint64_t)j < (uint64_t)l->n)) {
            rt_incref(*RC);
            setreg(&l->items[j], *RC);
            NEXT();
          }
        }
        SAVEPC();
        if (RA->tag == RT_OBJ && RA->as.o->type == &rt_dict_type) { /* d[k] = v: no dispatch */
          rt_dict_set(*RA, *RB, *RC);
          NEXT();
        }
        rt_setitem(*RA, *RB, *RC);
        NEXT();
      }
      CASE(DELITEM) {
        SAVEPC();
        rt_delitem(*RA, *RB), RUN_PENDING();
        NEXT();
      }
      CASE(ADD) ARITH(RT_OP_ADD, __builtin_add_overflow, +, RB, RCD, DYING_RR);
      CASE(SUB) ARITH(RT_OP_SUB, __builtin_sub_overflow, -, RB, RCD, DYING_RR);
      CASE(MUL) ARITH(RT_OP_MUL, __builtin_mul_overflow, *, RB, RCD, DYING_RR);
      CASE(INPLACE) {
        Value *a = RA, *b = RB;
        BinOp op = (BinOp)I_C(i);
        if (LIKELY(a->tag == RT_INT && b->tag == RT_INT)) {
          int64_t r;
          if (op == RT_OP_ADD && !__builtin_add_overflow(a->as.i, b->as.i, &r)) {
            a->as.i = r;
            NEXT();
          }
          if (op == RT_OP_SUB && !__builtin_sub_overflow(a->as.i, b->as.i, &r)) {
            a->as.i = r;
            NEXT();
          }
          if (op == RT_OP_MUL && !__builtin_mul_overflow(a->as.i, b->as.i, &r)) {
            a->as.i = r;
            NEXT();
          }
        } else if (a->tag == RT_FLOAT && (b->tag == RT_FLOAT || b->tag == RT_INT)) {
          double y = b->tag == RT_FLOAT ? b->as.f : (double)b->as.i;
          if (op == RT_OP_ADD) { a->as.f += y; NEXT(); }
          if (op == RT_OP_SUB) { a->as.f -= y; NEXT(); }
          if (op == RT_OP_MUL) { a->as.f *= y; NEXT(); }
        }
        SAVEPC();
        setreg(RA, rt_inplace_binop(op, *a, *b));
        NEXT();
      }
      CASE(ADDK) ARITH(RT_OP_ADD, __builtin_add_overflow, +, RB, KCD, DYING_RK);
      CASE(SUBK) ARITH(RT_OP_SUB, __builtin_sub_overflow, -, RB, KCD, DYING_RK);
      CASE(MULK) ARITH(RT_OP_MUL, __builtin_mul_overflow, *, RB, KCD, DYING_RK);
      CASE(TRUEDIV) {
        Value *a = RB, *b = RCD;
        if (a->tag == RT_FLOAT && b->tag == RT_FLOAT && b->as.f != 0.0) {
          setfloat(RA, a->as.f / b->as.f);
          NEXT();
        }
        SLOW_ARITH(RT_OP_TRUEDIV, a, b, DYING_RR);
        NEXT();
      }
      CASE(FLOORDIV) INT_FLOORDIV(RB, RCD, DYING_RR);
      CASE(FLOORDIVK) INT_FLOORDIV(RB, KCD, DYING_RK);
      CASE(MOD) INT_MOD(RB, RCD, DYING_RR);
      CASE(MODK) INT_MOD(RB, KCD, DYING_RK);
      CASE(POW) {
        SLOW_ARITH(RT_OP_POW, RB, RCD, DYING_RR);
        NEXT();
      }
      CASE(BINOP) {
        if (LIKELY(RB->tag == RT_INT && RB[1].tag == RT_INT)) { /* i & 7: bitwise ops inline */
          int64_t x = RB->as.i, y = RB[1].as.i;
          switch ((BinOp)I_C(i)) {
            case RT_OP_AND: setint(RA, x & y); NEXT();
            case RT_OP_OR: setint(RA, x | y); NEXT();
            case RT_OP_XOR: setint(RA, x ^ y); NEXT();
            default: break;
          }
        }
        SLOW_BINOP((BinOp)I_C(i), RB, RB + 1);
        NEXT();
      }
      CASE(EQ) COMPARE(RT_OP_EQ, ==, RB, RC);
      CASE(NE) COMPARE(RT_OP_NE, !=, RB, RC);
      CASE(LT) COMPARE(RT_OP_LT, <, RB, RC);
      CASE(LE) COMPARE(RT_OP_LE, <=, RB, RC);
      CASE(GT) COMPARE(RT_OP_GT, >, RB, RC);
      CASE(GE) COMPARE(RT_OP_GE, >=, RB, RC);
      CASE(FUSE) { SAVEPC(); if (vm_fuse(frame->fn->proto, pc - 1, R, K, G)) pc += I_SC(i); NEXT(); }
      CASE(IS) { setbool(RA, rt_is(*RB, *RC)); NEXT(); }
      CASE(ISNOT) { setbool(RA, !rt_is(*RB, *RC)); NEXT(); }
      CASE(IN) {
        SAVEPC();
        setbool(RA, rt_contains(*RC, *RB));
        NEXT();
      }
      CASE(NOTIN) {
        SAVEPC();
        setbool(RA, !rt_contains(*RC, *RB));
        NEXT();
      }
      CASE(NEG) {
        Value *b = RB;
        if (b->tag == RT_INT && b->as.i != INT64_MIN) {
          setint(RA, -b->as.i);
          NEXT();
        }
        if (b->tag == RT_FLOAT) {
          setfloat(RA, -b->as.f);
          NEXT();
        }
        SAVEPC();
        FUSE_SITE(b, b);
        setreg(RA, rt_unop(RT_UOP_NEG, *b));
        NEXT();
      }
      CASE(POS) {
        SAVEPC();
        setreg(RA, rt_unop(RT_UOP_POS, *RB));
        NEXT();
      }
      CASE(INVERT) {
        SAVEPC();
        setreg(RA, rt_unop(RT_UOP_INVERT, *RB));
        NEXT();
      }
      CASE(NOT) {
        SAVEPC();
        setbool(RA, !truthy(*RB));
        NEXT();
      }
      CASE(JMP) {
        int64_t off = I_SBX(i);
        if (off < 0) POLL();
        pc += off;
        NEXT();
      }
      CASE(JMPIF) {
        Value v = *RA;
        bool t = v.tag == RT_BOOL ? v.as.b : (SAVEPC(), truthy(v));
        if (t) pc += I_SBX(i);
        NEXT();
      }
      CASE(JMPIFNOT) {
        Value v = *RA;
        bool t = v.tag == RT_BOOL ? v.as.b : (SAVEPC(), truthy(v));
        if (!t) pc += I_SBX(i);
        NEXT();
      }
      CASE(JNLT) JUMP_UNLESS(RT_OP_LT, <);
      CASE(JNLE) JUMP_UNLESS(RT_OP_LE, <=);
      CASE(JNGT) JUMP_UNLESS(RT_OP_GT, >);
      CASE(JNGE) JUMP_UNLESS(RT_OP_GE, >=);
      CASE(JNEQ) JUMP_UNLESS(RT_OP_EQ, ==);
      CASE(JNNE) JUMP_UNLESS(RT_OP_NE, !=);
      CASE(JNLTI) JUMP_UNLESS_IMM(RT_OP_LT, <);
      CASE(JNLEI) JUMP_UNLESS_IMM(RT_OP_LE, <=);
      CASE(JNGTI) JUMP_UNLESS_IMM(RT_OP_GT, >);
      CASE(JNGEI) JUMP_UNLESS_IMM(RT_OP_GE, >=);
      CASE(JNEQI) JUMP_UNLESS_IMM(RT_OP_EQ, ==);
      CASE(JNNEI) JUMP_UNLESS_IMM(RT_OP_NE, !=);
      CASE(FORPREP) {
        SAVEPC();
        vm_for_prep(RA);
        pc += I_SBX(i);
        NEXT();
      }
      CASE(FORRANGE) {
        SAVEPC();
        for_range(RA, I_B(i), range_builtin);
        pc += I_SC(i);
        NEXT();
      }
      CASE(FORITER) {
        Value *st = RA;
        if (LIKELY(st[2].tag == RT_INT)) {
          if (st[1].as.i > 0) {
            st[1].as.i--;
            int64_t cur = st[0].as.i;
            st[0].as.i = (int64_t)((uint64_t)cur + (uint64_t)st[2].as.i);
            setint(RB, cur);
            POLL();
            pc += I_SC(i);
          }
          NEXT();
        }
        if (LIKELY(st[2].tag == RT_BOOL)) { /* a list, by index (vm_for_prep) */
          List *l = RT_AS(List, st[0]);
          if (st[1].as.i < l->n) {
            Value v = l->items[st[1].as.i++];
            rt_incref(v);
            setreg(RB, v);
            POLL();
            pc += I_SC(i);
          }
          NEXT();
        }
        Value item;
        SAVEPC();
        if (st[0].tag == RT_OBJ && st[0].as.o->type == &vm_generator_type &&
            RT_AS(Generator, st[0])->state == GEN_SUSPENDED) {
          /* resume the generator here: its YIELD comes back to this loop's body */
          vm_gen_push(vm, RT_AS(Generator, st[0]), R + frame->fn->proto->nregs + 1, false);
          LOAD_FRAME();
          NEXT();
        }
        if (rt_next(st[0], &item)) {
          setreg(RB, item);
          POLL();
          pc += I_SC(i);
        }
        NEXT();
      }
      CASE(UNPACK) {
        SAVEPC();
        vm_unpack(RA, *RB, I_C(i));
        NEXT();
      }
      CASE(CALLG) {
        /* GETGLOBAL and CALL in one dispatch (the compiler emits it only when the arguments
         * call nothing, so loading the function after them is not observable) */
        Value f = G[I_C(i)];
        SAVEPC();
        if (UNLIKELY(rt_is_undef(f))) f = callg_lookup(vm, frame->fn->proto, I_C(i));
        rt_incref(f);
        setreg(RA, f);
        kwc = 0;
        nargs = I_B(i);
        goto call;
      }
      CASE(CALL) {
        kwc = I_C(i);
        nargs = I_B(i);
        SAVEPC();
      call:;
        if (UNLIKELY(vm->pending.n)) vm_gen_run_pending(vm);
        Value *fa = RA;
        int argc = nargs;
        if (LIKELY(fa->tag == RT_OBJ && fa->as.o->type == &vm_function_type)) {
          Function *fn = (Function *)fa->as.o;
          Proto *p = fn->proto;
          Value *nb = fa + 1;
          if (LIKELY(argc == p->fast_argc && kwc == 0 && frame - vm->frames + *vm->c_depth < vm_depth_limit(vm) - 1 &&
                     nb + p->nregs <= stack_end)) {
            /* the fast path of vm_push_frame: exact positional arguments */
            for (int j = argc, n = p->nlocals; j < n; j++) {
              if (UNLIKELY(nb[j].tag == RT_OBJ)) rt_decref(nb[j]);
              nb[j].tag = RT_UNDEF;
            }
            frame++;
            frame->fn = fn;
            frame->base = R = nb;
            frame->entry = false;
            frame->kind = FRAME_CALL;
            pc = p->code;
            K = p->consts;
            G = MODULE_GLOBALS(p);
            if (PROF_EXACT()) vm_prof_enter(p);
          } else {
            vm_push_frame(vm, fn, nb, argc, kwc ? K[kwc - 1] : rt_undef(), false);
            LOAD_FRAME();
          }
          POLL();
          NEXT();
        }
        if (fa->tag == RT_OBJ &&
            (fa->as.o->type == &rt_class_type || fa->as.o->type == &rt_bound_method_type)) {
          Value inst = rt_undef();
          Function *fn = bind_self(fa, argc, R + frame->fn->proto->nregs, &inst);
          if (fn) {
            Proto *p = fn->proto;
            Value *nb = fa + 1;
            if (LIKELY(argc + 1 == p->fast_argc && kwc == 0 &&
                       frame - vm->frames + *vm->c_depth < vm_depth_limit(vm) - 1 && nb + p->nregs <= stack_end)) {
              for (int j = argc + 1, n = p->nlocals; j < n; j++) setreg(&nb[j], rt_undef());
              frame++; /* as the function call's fast path above */
              *frame = (CallFrame){.fn = fn, .pc = pc = p->code, .base = R = nb, .kind = FRAME_CALL};
              K = p->consts;
              G = MODULE_GLOBALS(p);
              vm->nframes = (int)(frame - vm->frames) + 1;
              if (PROF_EXACT()) vm_prof_enter(p);
            } else {
              vm_push_frame(vm, fn, nb, argc + 1, kwc ? K[kwc - 1] : rt_undef(), false);
              LOAD_FRAME();
            }
            if (!rt_is_undef(inst)) {
              rt_incref(inst);
              frame->kind = FRAME_INIT;
              vm->init_self[frame - vm->frames] = inst;
            }
            POLL();
            NEXT();
          }
        }
        Value res = call_native(fa, argc, kwc ? K[kwc - 1] : rt_undef());
        setreg(fa, res);
        G = MODULE_GLOBALS(frame->fn->proto); /* importlib.reload, exec: the table may have grown */
        NEXT();
      }
      CASE(RETURN) {
        Value res = *RA;
        *RA = rt_undef();
        release_regs(R, frame->fn->proto->nregs);
        if (PROF_EXACT()) prof_func_exit();
        if (UNLIKELY(frame->entry | frame->kind)) {
          if (frame->entry) {
            vm->nframes = (int)(frame - vm->frames);
            if (UNLIKELY(vm->pending.n)) {
              int mark = rt_cleanup_push_value(&res);
              vm_gen_run_pending(vm);
              rt_cleanup_pop(mark, false);
            }
            return res;
          }
          if (frame->kind == FRAME_OP) {
            vm_op_return(vm, frame, res);
            frame--;
            pc = frame->pc - 1; /* the operator again: it takes op_result */
            R = frame->base;
            K = frame->fn->proto->consts;
            G = MODULE_GLOBALS(frame->fn->proto);
            NEXT();
          }
          res = init_return(vm, frame, res);
        }
        setreg(R - 1, res);
        frame--;
        pc = frame->pc;
        R = frame->base;
        K = frame->fn->proto->consts;
        G = MODULE_GLOBALS(frame->fn->proto), RUN_PENDING();
        NEXT();
      }
      CASE(RETURNNONE) {
        release_regs(R, frame->fn->proto->nregs);
        if (PROF_EXACT()) prof_func_exit();
        if (UNLIKELY(frame->entry | frame->kind)) {
          if (frame->entry) {
            vm->nframes = (int)(frame - vm->frames);
            if (UNLIKELY(vm->pending.n)) vm_gen_run_pending(vm);
            return rt_none();
          }
          if (frame->kind == FRAME_OP) {
            vm_op_return(vm, frame, rt_none());
            frame--;
            pc = frame->pc - 1;
            R = frame->base;
            K = frame->fn->proto->consts;
            G = MODULE_GLOBALS(frame->fn->proto);
            NEXT();
          }
          setreg(R - 1, init_self_take(vm, frame)); /* __init__ returned None */
        } else {
          setreg(R - 1, rt_none());
        }
        frame--;
        pc = frame->pc;
        R = frame->base;
        K = frame->fn->proto->consts;
        G = MODULE_GLOBALS(frame->fn->proto), RUN_PENDING();
        NEXT();
      }
      CASE(CLOSURE) {
        SAVEPC();
        Proto *child = RT_AS(Proto, K[I_B(i)]);
        setreg(RA, vm_make_closure(child, &R[I_C(i)], frame));
        NEXT();
      }
      CASE(BUILDTUPLE) {
        SAVEPC();
        setreg(RA, rt_tuple_from(I_C(i), RB));
        drop_temps(RB, I_C(i));
        NEXT();
      }
      CASE(BUILDLIST) {
        SAVEPC();
        setreg(RA, rt_list_display(I_C(i) & 0xFFFF, RB, I_C(i) & ~0xFFFF)); /* C: n | flag */
        drop_temps(RB, I_C(i) & 0xFFFF);
        NEXT();
      }
      CASE(LISTAPPEND) {
        SAVEPC();
        rt_list_append(*RA, *RB);
        NEXT();
      }
      CASE(BUILDSLICE) {
        SAVEPC();
        Value *b = RB;
        setreg(RA, rt_slice_new(b[0], b[1], I_C(i) == 3 ? b[2] : rt_none()));
        NEXT();
      }
      CASE(FORMAT) {
        SAVEPC();
        setreg(RA, vm_format_value(*RB, RB + 1, I_C(i)));
        NEXT();
      }
      CASE(BUILDSTR) {
        SAVEPC();
        setreg(RA, vm_build_str(RB, I_C(i)));
        NEXT();
      }
      CASE(IMPORT) {
        SAVEPC();
        setreg(RA, vm_module_import(rt_str_data(K[I_BX(i)])));
        NEXT();
      }
      CASE(IMPORTFROM) {
        SAVEPC();
        setreg(RA, vm_import_from(*RB, *KC));
        NEXT();
      }
      CASE(ASSERTFAIL) {
        SAVEPC();
        vm_assert_fail(I_A(i) != 0, *RB);
        NEXT();
      }
      CASE(ECHO) {
        SAVEPC();
        vm_echo(*RA);
        NEXT();
      }
      CASE(CALLEX) {
        SAVEPC();
        if (UNLIKELY(vm->pending.n)) vm_gen_run_pending(vm);
        int c = I_C(i);
        Value kwn = (c & VM_CALLEX_KMASK) ? K[(c & VM_CALLEX_KMASK) - 1] : rt_undef();
        if (vm_call_ex(vm, RA, I_B(i), kwn, c)) {
          LOAD_FRAME();
          POLL();
        }
        NEXT();
      }
      CASE(KWMERGE) {
        SAVEPC();
        vm_kw_merge(RA, *RB, I_C(i) ? K[I_C(i) - 1] : rt_undef());
        NEXT();
      }
      CASE(LISTEXTEND) {
        SAVEPC();
        vm_list_extend(*RA, *RB);
        NEXT();
      }
      CASE(LISTTOTUPLE) {
        SAVEPC();
        List *l = RT_AS(List, *RB);
        setreg(RA, rt_tuple_from(l->n, l->items));
        NEXT();
      }
      CASE(UNPACKEX) {
        SAVEPC();
        vm_unpack_ex(RA, *RB, I_C(i) >> 12, I_C(i) & 0xFFF);
        NEXT();
      }
      CASE(SETFREE) {
        Value v = *RB;
        rt_incref(v);
        setreg(&RT_AS(Cell, frame->fn->cells[I_A(i)])->value, v);
        NEXT();
      }
      CASE(DELFREE) {
        Value *cell = &RT_AS(Cell, frame->fn->cells[I_A(i)])->value;
        if (rt_is_undef(*cell)) {
          SAVEPC();
          vm_name_error(vm, frame->fn->proto,
                        "cannot access free variable '%s' where it is not associated with a "
                        "value in enclosing scope", frame->fn->proto->freenames[I_A(i)]);
        }
        setreg(cell, rt_undef());
        NEXT();
      }
      CASE(GETITER) {
        /* A range stays itself: its iterator would be private to the one loop that reads it
         * (a generator expression's), and FORPREP loops over a range without objects. */
        if (rt_is_type(*RB, &rt_range_type)) {
          Value v = *RB;
          rt_incref(v);
          setreg(RA, v);
          NEXT();
        }
        SAVEPC();
        setreg(RA, rt_iter(*RB));
        NEXT();
      }
      CASE(GENSTART) {
        /* the call bound the arguments and made the cells; the generator takes the frame's
         * registers, and the call returns it */
        SAVEPC();
        Value gen = vm_generator_new(frame->fn, R, (int)(pc - frame->fn->proto->code));
        if (PROF_EXACT()) prof_func_exit();
        if (frame->entry) {
          vm->nframes = (int)(frame - vm->frames);
          return gen;
        }
        setreg(R - 1, gen);
        frame--;
        pc = frame->pc;
        R = frame->base;
        K = frame->fn->proto->consts;
        G = MODULE_GLOBALS(frame->fn->proto);
        NEXT();
      }
      CASE(YIELD) {
        Value v = *RA;
        *RA = rt_none();
        Generator *g = RT_AS(Generator, R[-1]);
        vm_gen_suspend(g, R, (int)(pc - frame->fn->proto->code));
        R[-1] = rt_undef();
        rt_decref(rt_obj(g)); /* the resumer holds it too */
        if (frame->entry) {
          vm->nframes = (int)(frame - vm->frames);
          return v;
        }
        /* resumed by the FORITER before the caller's pc: the item, then the loop body */
        frame--;
        Instr fi = frame->pc[-1];
        pc = frame->pc + I_SC(fi);
        R = frame->base;
        K = frame->fn->proto->consts;
        G = MODULE_GLOBALS(frame->fn->proto);
        setreg(&R[I_B(fi)], v);
        POLL();
        NEXT();
      }
      CASE(GENRETURN) {
        Value res = I_B(i) ? rt_none() : *RA;
        if (!I_B(i)) *RA = rt_undef();
        for (int j = 0, n = frame->fn->proto->nregs; j < n; j++) setreg(&R[j], rt_undef());
        Generator *g = RT_AS(Generator, R[-1]);
        vm_gen_finish(g, res);
        R[-1] = rt_undef();
        rt_decref(rt_obj(g));
        if (PROF_EXACT()) prof_func_exit();
        if (frame->entry) {
          vm->nframes = (int)(frame - vm->frames);
          return rt_undef();
        }
        frame--; /* the loop that resumed it is over */
        pc = frame->pc;
        R = frame->base;
        K = frame->fn->proto->consts;
        G = MODULE_GLOBALS(frame->fn->proto);
        NEXT();
      }
      CASE(GENRESULT) {
        Value v = rt_none();
        if (vm_is_generator(*RB) && RT_AS(Generator, *RB)->state == GEN_DONE) v = RT_AS(Generator, *RB)->retval;
        rt_incref(v);
        setreg(RA, v);
        NEXT();
      }
      CASE(RAISE) {
        SAVEPC();
        vm_raise(vm, *RA, *RB, I_C(i) != 0);
      }
      CASE(RERAISE) {
        SAVEPC();
        vm_reraise(vm, I_B(i) ? vm->handled : *RA);
      }
      CASE(PUSHEXC) {
        Value prev = vm->handled;
        vm->handled = *RB;
        rt_incref(vm->handled);
        setreg(RA, prev);
        NEXT();
      }
      CASE(POPEXC) {
        Value cur = vm->handled;
        vm->handled = *RA;
        *RA = rt_undef();
        rt_decref(cur);
        NEXT();
      }
      CASE(EXCMATCH) {
        SAVEPC();
        setbool(RA, rt_exception_matches(*RB, *RC));
        NEXT();
      }
      CASE(WITHENTER) {
        SAVEPC();
        vm_with_enter(RA, *RB);
        NEXT();
      }
      CASE(WITHEXIT) {
        SAVEPC();
        vm_with_exit(*RA);
        NEXT();
      }
      CASE(WITHEXCEPT) {
        SAVEPC();
        setbool(RA, vm_with_except(*RB, *RC));
        NEXT();
      }
      CASE(BUILDDICT) {
        SAVEPC();
        setreg(RA, rt_dict_from_pairs(I_C(i), RB));
        NEXT();
      }
      CASE(BUILDSET) {
        SAVEPC();
        setreg(RA, rt_set_from_items(I_C(i), RB));
        NEXT();
      }
      CASE(SETADD) {
        SAVEPC();
        rt_set_add(*RA, *RB);
        NEXT();
      }
      CASE(SETUPDATE) {
        SAVEPC();
        rt_set_update(*RA, *RB);
        NEXT();
      }
      CASE(DICTUPDATE) {
        SAVEPC();
        rt_dict_merge_mapping(*RA, *RB);
        NEXT();
      }
      CASE(MAKECLASS) {
        SAVEPC();
        setreg(RA, vm_make_class(RB, I_C(i)));
        NEXT();
      }
      CASE(CLASSDONE) {
        SAVEPC();
        rt_class_done(RA, *KC, I_B(i) ? R[I_B(i) - 1] : rt_undef()); /* RA may be replaced */
        NEXT();
      }
      CASE(CLASSLOAD) {
        ClassObj *c = RT_AS(ClassObj, *RB);
        const Str *name = RT_AS(Str, *KC);
        size_t n = (size_t)name->nbytes;
        int e = rt_attrmap_find(&c->dict, name->data, n, rt_name_hash(name->data, n));
        if (e >= 0 && !rt_is_undef(c->dict.e[e].value)) {
          Value v = c->dict.e[e].value;
          rt_incref(v);
          setreg(RA, v);
          pc++;
        }
        NEXT();
      }
      CASE(DELATTR) {
        SAVEPC();
        rt_delattr(*RA, rt_str_data(*KC)), RUN_PENDING();
        NEXT();
      }
      CASE(LOADMETHOD) {
        Value o = *RB;
        AttrCache *ac = ICACHE();
        if (LIKELY(o.tag == RT_OBJ && o.as.o->type == &rt_instance_type)) {
          Instance *in = (Instance *)o.as.o;
          AttrCache *w = ic_way(ac, in->cls->tag);
          int s = w->slot;
          if (LIKELY(w->tag == in->cls->tag && w->kind == RT_AC_METHOD &&
                     !((unsigned)s < (unsigned)in->nslots && in->slots[s].tag != RT_UNDEF) &&
                     in->dict.tag == RT_UNDEF)) {
            Value f = rt_obj(w->u.cattr);
            rt_incref(f);
            rt_incref(o);
            setreg(RA, f);
            setreg(RA + 1, o);
            NEXT();
          }
        }
        /* a C method of the receiver's type (dict.get, list.append): no bound method (nothing
         * here raises or runs Python code: the pc is saved after) */
        RtMethodFn mfn = o.tag == RT_OBJ && o.as.o->type->method ? rt_type_method_ic(o, *KC, ac) : NULL;
        if (mfn) {
          rt_incref(o);
          setreg(RA + 1, o);
          set_method_mark(RA, mfn);
          NEXT();
        }
        SAVEPC();
        Value f, self;
        if (rt_load_method(o, *KC, ac, &f, &self)) {
          rt_incref(self);
          setreg(RA, f);
          setreg(RA + 1, self);
        } else {
          setreg(RA, rt_undef());
          setreg(RA + 1, f);
        }
        NEXT();
      }
      CASE(LOADSUPER) {
        Value sup = *RA, obj = *RB;
        AttrCache *ac = ICACHE(); /* see vm_load_super */
        if (LIKELY(sup.tag == RT_OBJ && obj.tag == RT_OBJ && obj.as.o->type == &rt_instance_type &&
                   ac[1].tag == (uint64_t)(uintptr_t)sup.as.o &&
                   (Obj *)ac[1].u.owner == RA[1].as.o && RA[1].tag == RT_OBJ &&
                   ac[0].tag == ((Instance *)obj.as.o)->cls->tag)) {
          Value f = rt_obj(ac[0].u.cattr);
          rt_incref(f);
          rt_incref(obj);
          setreg(RA, f);
          setreg(RA + 1, obj);
          NEXT();
        }
        SAVEPC();
        vm_load_super(RA, obj, *KC, ac);
        NEXT();
      }
      CASE(CALLMETHOD) {
        kwc = I_C(i);
        nargs = I_B(i);
        SAVEPC();
        if (UNLIKELY(vm->pending.n)) vm_gen_run_pending(vm);
        Value *fa = RA;
        if (LIKELY(fa->tag == RT_UNDEF && fa->as.i != 0)) { /* a C method (LOADMETHOD's mark) */
          Value res;
          if (LIKELY(kwc == 0)) {
            RtMethodFn fn = (RtMethodFn)(uintptr_t)fa->as.i;
            res = fn(fa[1], nargs, fa + 2, NULL);
            fa->as.i = 0;
            for (int k = 1; k <= nargs + 1; k++) { /* temporaries: only objects need clearing */
              if (fa[k].tag == RT_OBJ) {
                Obj *o = fa[k].as.o;
                fa[k].tag = RT_UNDEF;
                rt_decref(rt_obj(o));
              }
            }
          } else {
            res = call_method(fa, nargs, K[kwc - 1]);
          }
          setreg(fa, res);
          NEXT();
        }
        if (fa->tag == RT_UNDEF) { /* not a method: call the attribute's value */
          for (int k = 0; k <= nargs; k++) fa[k] = fa[k + 1];
          fa[nargs + 1].tag = RT_UNDEF;
        } else {
          nargs++;
        }
        goto call;
      }
      CASE(CCALL) { /* compile_class.c ccall_head: only a C method here, else the code after */
        Instr x = *pc;
        AttrCache *ac = ICACHE();
        Value o = VM_CC_RECV_GLOBAL(x) ? G[I_B(i)] : *RB, args[2];
        RtMethodFn mfn = LIKELY(o.tag == RT_OBJ && ac->tag == (uint64_t)(uintptr_t)o.as.o->type &&
                                ac->kind == RT_AC_CMETHOD)
                             ? ac->u.cmethod
                             : vm_ccall_method(o, K[VM_CC_NAME(x)], ac);
        int n = VM_CC_NARGS(x);
        /* both decoded whatever n is (an absent one reads R[0]); an unbound operand: the
         * ordinary code raises */
        args[0] = cc_operand(x, 0, R, K, G);
        args[1] = cc_operand(x, 1, R, K, G);
        bool unbound = (n > 0 && args[0].tag == RT_UNDEF) | (n > 1 && args[1].tag == RT_UNDEF);
        /* generators waiting to be closed: the ordinary code's CALLMETHOD closes them */
        if (LIKELY(mfn && !unbound && !vm->pending.n)) {
          SAVEPC();
          /* registers keep the operands alive through the call; globals are held */
          Value res = LIKELY(!VM_CC_GLOBALS(x)) ? mfn(o, n, args, NULL) : vm_ccall_held(mfn, o, n, args);
          setreg(RA, res);
          pc += I_SC(i);
          NEXT();
        }
        if (!mfn) vm_ccall_miss(frame->fn->proto, pc - 1, ac);
        pc++;
        NEXT();
      }
      CASE(CCARGS) { NEXT(); }
    }
  }
#if defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__)
  return rt_none(); /* not reached: every opcode ends in NEXT or returns */
#endif
}
