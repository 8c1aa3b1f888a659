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
#include "vm_internal.h"

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ---- register helpers ---- */

static inline void setreg(Value *r, Value v) {
  Value old = *r;
  *r = v;
  rt_decref(old);
}

static inline void setint(Value *r, int64_t i) {
  if (UNLIKELY(r->tag == RT_OBJ)) rt_decref(*r);
  r->tag = RT_INT;
  r->as.i = i;
}

static inline void setfloat(Value *r, double f) {
  if (UNLIKELY(r->tag == RT_OBJ)) rt_decref(*r);
  r->tag = RT_FLOAT;
  r->as.f = f;
}

static inline void setbool(Value *r, bool b) {
  if (UNLIKELY(r->tag == RT_OBJ)) rt_decref(*r);
  r->tag = RT_BOOL;
  r->as.i = 0;
  r->as.b = b;
}

static inline bool truthy(Value v) {
  switch (v.tag) {
    case RT_BOOL: return v.as.b;
    case RT_INT: return v.as.i != 0;
    case RT_NONE: return false;
    case RT_FLOAT: return v.as.f != 0.0;
    default: return rt_truthy(v);
  }
}

/* ---- profiler hooks (reached only while profiling: PROF_ON() or the `trap` local) ---- */

/* A Python frame was entered: the function's span starts (its def line names it; a module's
 * is line 1), and its first line counts as a hit even where a sibling call left off. */
static __attribute__((noinline, cold)) void vm_prof_enter(const Proto *p) {
  p->vm->prof_fr = NULL;
  prof_func_enter(p->name, p->source->name, p->firstline ? p->firstline : 1);
}

/* Before each instruction while profiling: tell the profiler when the source line changes
 * (a call and its return change the line too, so the callee's time is not charged to the
 * caller's line; returning to the line that made the call resumes it, counting no new hit). */
static __attribute__((noinline, cold)) void vm_prof_step(const CallFrame *fr, const Instr *pc) {
  const Proto *p = fr->fn->proto;
  Vm *vm = p->vm;
  int line = p->spans[pc - p->code].line;
  if (line == vm->prof_line && fr == vm->prof_fr && p->source->name == vm->prof_file) return;
  int *at = &vm->prof_line_at[fr - vm->frames];
  bool resumed = fr < vm->prof_fr && *at == line;
  vm->prof_line = *at = line;
  vm->prof_fr = fr;
  vm->prof_file = p->source->name;
  if (resumed) prof_host_line_resume(vm->prof_file, line);
  else prof_host_line(vm->prof_file, line);
}

/* A sampling tick's trap (sampled host spans, prof/prof_sample.c): one sample of the Python
 * stack, charged to the instruction about to run, or, when the tick came during a native call,
 * to the one saved before it (SAVEPC precedes every call out; a saved pc outside the top
 * function's code is a stale one, from an earlier frame in the same slot). */
static __attribute__((noinline, cold)) void vm_prof_sample(const Vm *vm, const CallFrame *top, const Instr *pc) {
  const char *names[VM_MAX_DEPTH + 8];
  int def_lines[VM_MAX_DEPTH + 8];
  const Proto *p = top->fn->proto;
  if (prof_sample_rearm() && top->pc > p->code && top->pc <= p->code + p->ncode) pc = top->pc - 1;
  int n = 0;
  for (const CallFrame *f = vm->frames; f <= top; f++, n++) {
    names[n] = f->fn->proto->name;
    def_lines[n] = f->fn->proto->firstline ? f->fn->proto->firstline : 1;
  }
  prof_host_sample(n, names, def_lines, p->source->name, p->spans[pc - p->code].line);
}

#if !(defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__))
/* The table vm_execute dispatches through while sampling: the real handlers, except after a tick,
 * which points every entry at the trap until the trap has taken its sample. The handler runs on
 * this thread and writes through a volatile pointer; the dispatch reads it with plain loads, which
 * it cannot keep in registers since every dispatch indexes the table afresh (a volatile element
 * type made gcc merge the 195 dispatch jumps into 132 and slowed bench_fib.py by 4% when off).
 * It is the process's, not a VM's: the profiler is one per process, and its SIGPROF handler and
 * exit handler (which runs after vm_free) write the table it was given, so the table outlives
 * every VM. */
static void *sample_table[OP_COUNT];

static __attribute__((noinline, cold)) void *const *vm_prof_sampling(void *const *real, void *trap) {
  prof_sample_install((void *volatile *)sample_table, real, trap, OP_COUNT);
  return sample_table;
}
#else
static __attribute__((noinline, cold)) void vm_prof_hit(const Vm *vm, const CallFrame *fr, const Instr *pc, bool exact) {
  if (exact) vm_prof_step(fr, pc);
  else vm_prof_sample(vm, fr, pc);
}
#endif

/* ---- frames ---- */

/* Registers above the live frames hold no references (RETURN releases a frame's objects),
 * but may hold stale ints and floats; temporaries are always written before they are read,
 * so only the named locals need clearing at entry (an unbound local must read as unbound). */
void vm_push_frame(Vm *vm, Function *f, Value *base, int argc, Value kwnames, bool entry) {
  Proto *p = f->proto;
  if (UNLIKELY(vm->nframes >= VM_MAX_DEPTH || base + p->nregs > vm->stack + VM_STACK_SIZE)) {
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
  if (PROF_EXACT()) vm_prof_enter(p);
}

/* Release a frame's registers (they return to RT_UNDEF) and pop it. A running generator's
 * frame (R[-1] is the generator) finishes the generator: its registers are the ones released. */
void vm_pop_frame(Vm *vm) {
  if (PROF_EXACT()) prof_func_exit(); /* unwinding after an error keeps the profiler's stack */
  CallFrame *fr = &vm->frames[--vm->nframes];
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

/* ---- slow paths ---- */

static __attribute__((noinline, cold)) void err_unbound_local(Proto *p, int reg) {
  rt_raise(RT_EXC_UnboundLocalError,
           "cannot access local variable '%s' where it is not associated with a value",
           p->regnames[reg] ? p->regnames[reg] : "?");
}

static __attribute__((noinline)) Value load_global_slow(Vm *vm, const Proto *p, int64_t slot) {
  Value b = vm->gbuiltin[slot];
  if (rt_is_undef(b)) {
    b = rt_builtin_lookup(vm->gnames[slot]);
    if (rt_is_undef(b)) vm_name_error(vm, p, "name '%s' is not defined", vm->gnames[slot]);
    vm->gbuiltin[slot] = b;
  }
  return b;
}

/* CALLG's function when its global slot is unset: the builtin of that name, else NameError
 * with the caret under the name (which starts the call's span). */
static __attribute__((noinline)) Value callg_lookup(Vm *vm, const Proto *p, int64_t slot) {
  vm->tb_name_len = (int)strlen(vm->gnames[slot]);
  Value b = load_global_slow(vm, p, slot);
  vm->tb_name_len = 0;
  return b;
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
  return res;
}

/* A method found by LOADMETHOD: its C function, kept in the register before the receiver as
 * an RT_UNDEF value whose payload is the function (no reference, nothing to release). */
static inline void set_method_mark(Value *r, RtMethodFn fn) {
  setreg(r, rt_undef());
  r->as.i = (int64_t)(uintptr_t)fn;
}

/* LOADMETHOD: R[A] := the receiver's C method and R[A+1] := the receiver; or, for any other
 * attribute, R[A] := nothing and R[A+1] := the attribute, which CALLMETHOD calls as CALL would. */
static void load_method(Value *ra, Value recv, const char *name) {
  RtMethodFn fn = recv.tag == RT_OBJ && recv.as.o->type->method ? recv.as.o->type->method(recv, name) : NULL;
  if (fn) {
    rt_incref(recv);
    setreg(ra + 1, recv);
    set_method_mark(ra, fn);
    return;
  }
  Value attr = rt_getattr(recv, name);
  setreg(ra, rt_undef());
  setreg(ra + 1, attr);
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
  return res;
}

/* CALLMETHOD without a C method: the attribute moves to R[A] and the arguments down one, the
 * layout of CALL. */
static inline void method_to_call(Value *fa, int argc) {
  fa[0] = fa[1];
  for (int k = 1; k <= argc; k++) fa[k] = fa[k + 1];
  fa[argc + 1] = rt_undef();
}

/* Loop state in R[A..A+2]: (next int, remaining count, step) for ranges, or
 * (iterator, unused, None) for everything else. */
static void for_prep(Value *st) {
  Value v = st[0];
  if (rt_is_type(v, &rt_range_type)) {
    Range *r = RT_AS(Range, v);
    int64_t start = r->start, n = rt_range_len(r->start, r->stop, r->step), step = r->step;
    setint(&st[0], start);
    setint(&st[1], n);
    setint(&st[2], step);
    return;
  }
  setreg(&st[0], rt_iter(v));
  setreg(&st[2], rt_none());
}

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
  for_prep(st);
}

static void unpack(Value *dst, Value v, int n) {
  if ((rt_is_tuple(v) || rt_is_list(v))) {
    int64_t len = rt_is_tuple(v) ? RT_AS(Tuple, v)->n : RT_AS(List, v)->n;
    const Value *items = rt_is_tuple(v) ? RT_AS(Tuple, v)->items : RT_AS(List, v)->items;
    if (len == n) {
      for (int k = 0; k < n; k++) {
        rt_incref(items[k]);
        setreg(&dst[k], items[k]);
      }
      return;
    }
    if (len < n) {
      rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected %d, got %d)", n, (int)len);
    }
    rt_raise(RT_EXC_ValueError, "too many values to unpack (expected %d)", n);
  }
  if (v.tag != RT_OBJ || !v.as.o->type->iter) {
    if (!(v.tag == RT_OBJ && v.as.o->type->getitem && v.as.o->type->len)) {
      rt_raise(RT_EXC_TypeError, "cannot unpack non-iterable %s object", rt_type_name(v));
    }
  }
  Value it = rt_iter(v);
  int got = 0;
  Value item;
  while (rt_next(it, &item)) {
    if (got == n) {
      rt_decref(item);
      rt_decref(it);
      rt_raise(RT_EXC_ValueError, "too many values to unpack (expected %d)", n);
    }
    setreg(&dst[got++], item);
  }
  rt_decref(it);
  if (got < n) rt_raise(RT_EXC_ValueError, "not enough values to unpack (expected %d, got %d)", n, got);
}

static Value build_str(const Value *parts, int n) {
  StrBuf sb;
  rt_sb_init(&sb);
  for (int k = 0; k < n; k++) rt_sb_putn(&sb, rt_str_data(parts[k]), (size_t)RT_AS(Str, parts[k])->nbytes);
  if (!sb.data) rt_sb_putn(&sb, "", 0);
  return rt_sb_to_str(&sb);
}

static Value import_from(Value module, Value name) {
  const char *attr = rt_str_data(name);
  if (rt_is_type(module, &rt_module_type)) {
    Value v = rt_module_lookup(module, attr);
    if (!rt_is_undef(v)) {
      rt_incref(v);
      return v;
    }
    const char *mname = RT_AS(Module, module)->name;
    char full[512];
    snprintf(full, sizeof full, "%s.%s", mname, attr);
    Value sub;
    if (vm_try_import(full, &sub)) return sub;
    rt_raise(RT_EXC_ImportError, "cannot import name '%s' from '%s' (unknown location)", attr, mname);
  }
  return rt_getattr(module, attr);
}

static void assert_fail(bool has_msg, Value msg) {
  if (!has_msg) rt_raise(RT_EXC_AssertionError, "%s", "");
  Value s = rt_to_str(msg);
  rt_cleanup_push_value(&s); /* released after the message is made */
  rt_raise(RT_EXC_AssertionError, "%s", rt_str_data(s));
}

static void echo(Value v) {
  if (rt_is_none(v)) return;
  Value s = rt_repr(v);
  rt_stdout_write(rt_str_data(s), (size_t)RT_AS(Str, s)->nbytes);
  rt_stdout_write("\n", 1);
  rt_decref(s);
}

static Value format_value(Value v, const Value *spec, int c) {
  static const int convs[4] = {0, 'r', 's', 'a'};
  int conv = convs[c & 3];
  return rt_format(v, (c & 4) ? rt_str_data(*spec) : "", conv);
}

static Value make_closure(Proto *child, const Value *defaults, CallFrame *fr) {
  Value cells[256];
  for (int k = 0; k < child->nfree; k++) {
    int from = child->captures[k];
    cells[k] = from >= 0 ? fr->base[from] : fr->fn->cells[-1 - from];
  }
  return vm_function_new(child, defaults, cells);
}

/* Arithmetic off the inline paths. A dying operand register (dying bit 0: x, bit 1: y) is
 * read by nothing after this instruction, so an array in it may take the result in place
 * (rt_np_binop_reuse decides when that is invisible), and the register is released here so
 * the array's memory does not outlive the expression. */
static Value arith_slow(BinOp op, Value *x, Value *y, int dying, Value *dst) {
  Value res = rt_undef();
  if (dying && (rt_is_array(*x) || rt_is_array(*y)))
    res = rt_np_binop_reuse(op, *x, *y, dying & 1, (dying & 2) != 0);
  if (rt_is_undef(res)) res = rt_binop(op, *x, *y);
  if ((dying & 1) && x != dst) setreg(x, rt_undef());
  if ((dying & 2) && y != dst && y != x) setreg(y, rt_undef());
  return res;
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
#define RA (&R[I_A(i)])
#define RB (&R[I_B(i)])
#define RC (&R[I_C(i)])
#define KC (&K[I_C(i)])
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
  } while (0)
#define POLL()                                 \
  do {                                         \
    if (UNLIKELY(rt_interrupted)) {            \
      SAVEPC();                                \
      rt_check_interrupt();                    \
    }                                          \
  } while (0)
#define SLOW_BINOP(op, x, y)                   \
  do {                                         \
    SAVEPC();                                  \
    Value res_ = rt_binop(op, *(x), *(y));     \
    setreg(RA, res_);                          \
  } while (0)

/* Arithmetic that left the inline paths: dying is the VM_DYING_* flags >> 16 (bit 0: x,
 * bit 1: y). */
#define SLOW_ARITH(op, x, y, dying)                       \
  do {                                                    \
    SAVEPC();                                             \
    Value res_ = arith_slow(op, x, y, dying, RA);         \
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
      Value r_ = rt_binop(op, *a_, *b_);                                           \
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
      Value r_ = rt_binop(op, *a_, rt_int(k_));                                    \
      t_ = truthy(r_);                                                             \
      rt_decref(r_);                                                               \
    }                                                                              \
    if (!t_) pc += I_SC(i);                                                        \
    NEXT();                                                                        \
  } while (0)

static __attribute__((noinline)) Value dispatch(Vm *vm) {
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
  CallFrame *const frames_end = vm->frames + VM_MAX_DEPTH - 1;
  Instr i;
  int kwc; /* CALL's keyword-names constant + 1 (0: none) */
#if defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__)
  const bool trap = prof_sink.on, exact = prof_sink.host_exact;
#else
  static void *const prof_labels[OP_COUNT] = {
#define OP(name, fmt) &&L_PROFSTEP,
      VM_OPCODES(OP)
#undef OP
  };
  void *const *const disp = !PROF_ON() ? labels
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
      CASE(LOADNONE) { setreg(RA, rt_none()); NEXT(); }
      CASE(LOADBOOL) { setbool(RA, I_B(i) != 0); NEXT(); }
      CASE(LOADUNBOUND) { setreg(RA, rt_undef()); NEXT(); }
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
          v = load_global_slow(vm, frame->fn->proto, slot);
        }
        rt_incref(v);
        setreg(RA, v);
        NEXT();
      }
      CASE(SETGLOBAL) {
        Value v = *RA;
        rt_incref(v);
        setreg(&G[I_BX(i)], v);
        NEXT();
      }
      CASE(DELGLOBAL) {
        int64_t slot = I_BX(i);
        if (rt_is_undef(G[slot])) {
          SAVEPC();
          vm_name_error(vm, frame->fn->proto, "name '%s' is not defined", vm->gnames[slot]);
        }
        setreg(&G[slot], rt_undef());
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
        SAVEPC();
        Value v = rt_getattr(*RB, rt_str_data(*KC));
        setreg(RA, v);
        NEXT();
      }
      CASE(SETATTR) {
        SAVEPC();
        rt_setattr(*RA, rt_str_data(*KC), *RB);
        NEXT();
      }
      CASE(GETITEM) {
        SAVEPC();
        Value v = rt_getitem(*RB, *RC);
        setreg(RA, v);
        NEXT();
      }
      CASE(SETITEM) {
        SAVEPC();
        rt_setitem(*RA, *RB, *RC);
        NEXT();
      }
      CASE(DELITEM) {
        SAVEPC();
        rt_delitem(*RA, *RB);
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
        SLOW_BINOP((BinOp)I_C(i), RB, RB + 1);
        NEXT();
      }
      CASE(EQ) COMPARE(RT_OP_EQ, ==, RB, RC);
      CASE(NE) COMPARE(RT_OP_NE, !=, RB, RC);
      CASE(LT) COMPARE(RT_OP_LT, <, RB, RC);
      CASE(LE) COMPARE(RT_OP_LE, <=, RB, RC);
      CASE(GT) COMPARE(RT_OP_GT, >, RB, RC);
      CASE(GE) COMPARE(RT_OP_GE, >=, RB, RC);
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
        for_prep(RA);
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
        unpack(RA, *RB, I_C(i));
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
        goto call;
      }
      CASE(CALLMETHOD) {
        Value *fa = RA;
        kwc = I_C(i);
        SAVEPC();
        if (LIKELY(fa->tag == RT_UNDEF && fa->as.i != 0)) {
          Value res;
          if (LIKELY(kwc == 0)) { /* call_method's common case, inline */
            RtMethodFn fn = (RtMethodFn)(uintptr_t)fa->as.i;
            int argc = I_B(i);
            res = fn(fa[1], argc, fa + 2, NULL);
            fa->as.i = 0;
            for (int k = 1; k <= argc + 1; k++) setreg(&fa[k], rt_undef());
          } else {
            res = call_method(fa, I_B(i), K[kwc - 1]);
          }
          setreg(fa, res);
          NEXT();
        }
        method_to_call(fa, I_B(i));
        goto call;
      }
      CASE(CALL) {
        kwc = I_C(i);
        SAVEPC();
      call:;
        Value *fa = RA;
        int argc = I_B(i);
        if (LIKELY(fa->tag == RT_OBJ && fa->as.o->type == &vm_function_type)) {
          Function *fn = (Function *)fa->as.o;
          Proto *p = fn->proto;
          Value *nb = fa + 1;
          if (LIKELY(argc == p->fast_argc && kwc == 0 && frame < frames_end &&
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
            pc = p->code;
            K = p->consts;
            if (PROF_EXACT()) vm_prof_enter(p);
          } else {
            vm_push_frame(vm, fn, nb, argc, kwc ? K[kwc - 1] : rt_undef(), false);
            LOAD_FRAME();
          }
          POLL();
          NEXT();
        }
        Value res = call_native(fa, argc, kwc ? K[kwc - 1] : rt_undef());
        setreg(fa, res);
        NEXT();
      }
      CASE(RETURN) {
        Value res = *RA;
        *RA = rt_undef();
        /* release the frame's objects; other stale values are harmless (see vm_push_frame) */
        for (int j = 0, n = frame->fn->proto->nregs; j < n; j++) {
          if (UNLIKELY(R[j].tag == RT_OBJ)) {
            rt_decref(R[j]);
            R[j].tag = RT_UNDEF;
          }
        }
        if (PROF_EXACT()) prof_func_exit();
        if (frame->entry) {
          vm->nframes = (int)(frame - vm->frames);
          return res;
        }
        setreg(R - 1, res);
        frame--;
        pc = frame->pc;
        R = frame->base;
        K = frame->fn->proto->consts;
        NEXT();
      }
      CASE(RETURNNONE) {
        for (int j = 0, n = frame->fn->proto->nregs; j < n; j++) {
          if (UNLIKELY(R[j].tag == RT_OBJ)) {
            rt_decref(R[j]);
            R[j].tag = RT_UNDEF;
          }
        }
        if (PROF_EXACT()) prof_func_exit();
        if (frame->entry) {
          vm->nframes = (int)(frame - vm->frames);
          return rt_none();
        }
        setreg(R - 1, rt_none());
        frame--;
        pc = frame->pc;
        R = frame->base;
        K = frame->fn->proto->consts;
        NEXT();
      }
      CASE(CLOSURE) {
        SAVEPC();
        Proto *child = RT_AS(Proto, K[I_B(i)]);
        setreg(RA, make_closure(child, &R[I_C(i)], frame));
        NEXT();
      }
      CASE(BUILDTUPLE) {
        SAVEPC();
        setreg(RA, rt_tuple_from(I_C(i), RB));
        NEXT();
      }
      CASE(BUILDLIST) {
        SAVEPC();
        setreg(RA, rt_list_from(I_C(i), RB));
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
        setreg(RA, format_value(*RB, RB + 1, I_C(i)));
        NEXT();
      }
      CASE(BUILDSTR) {
        SAVEPC();
        setreg(RA, build_str(RB, I_C(i)));
        NEXT();
      }
      CASE(IMPORT) {
        SAVEPC();
        setreg(RA, rt_import(rt_str_data(K[I_BX(i)])));
        NEXT();
      }
      CASE(IMPORTFROM) {
        SAVEPC();
        setreg(RA, import_from(*RB, *KC));
        NEXT();
      }
      CASE(ASSERTFAIL) {
        SAVEPC();
        assert_fail(I_A(i) != 0, *RB);
        NEXT();
      }
      CASE(ECHO) {
        SAVEPC();
        echo(*RA);
        NEXT();
      }
      CASE(CALLEX) {
        SAVEPC();
        int c = I_C(i);
        Value kwn = (c & VM_CALLEX_KMASK) ? K[(c & VM_CALLEX_KMASK) - 1] : rt_undef();
        if (vm_call_ex(vm, RA, I_B(i), kwn, (c & VM_CALLEX_RAW) != 0)) {
          LOAD_FRAME();
          POLL();
        }
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
      CASE(LOADMETHOD) {
        SAVEPC();
        load_method(RA, *RB, rt_str_data(*KC));
        NEXT();
      }
    }
  }
#if defined(WEFT_SWITCH_DISPATCH) || !defined(__GNUC__)
  return rt_none(); /* not reached: every opcode ends in NEXT or returns */
#endif
}

typedef struct ExecJob {
  Vm *vm;
  Value result;
} ExecJob;

static void exec_job(void *ud) {
  ExecJob *job = ud;
  job->result = dispatch(job->vm);
}

/* The one protected call per entry: an exception unwinds out of dispatch to here, and if a
 * frame handles it, dispatch starts again at the handler. */
Value vm_execute(Vm *vm) {
  int entry = vm->nframes - 1;
  ExecJob job = {vm, rt_undef()};
  while (rt_pcall(exec_job, &job)) {
    if (!vm_catch(vm, entry)) rt_reraise();
  }
  return job.result;
}
