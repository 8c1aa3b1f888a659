/* kir_typer_call.c — typing calls inside compiled code: math.* (and the same NumPy ufuncs),
 * builtins (abs min max len float int bool print), dtype casts (np.float32(x)), random.random(),
 * the numba.cuda intrinsics (grid, gridsize, shared/local arrays, syncthreads, atomics, fma),
 * and device functions (inlined). Anything else is a host call: a compile error. */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"
#include "numba_types.h"

static Obj *lookup_obj(Value module, const char *name) {
  Value v = rt_is_undef(module) ? rt_builtin_lookup(name) : rt_module_lookup(module, name);
  return rt_is_obj(v) ? v.as.o : NULL;
}

/* NumPy's name for math function k where it spells it differently (np.arctan for math.atan). */
static const char *numpy_name(int k) {
  switch (k) {
  case KM_ATAN: return "arctan";
  case KM_ASIN: return "arcsin";
  case KM_ACOS: return "arccos";
  case KM_ATAN2: return "arctan2";
  case KM_ASINH: return "arcsinh";
  case KM_ACOSH: return "arccosh";
  case KM_ATANH: return "arctanh";
  case KM_POW: return "power";
  default: return kir_math_names[k];
  }
}

/* NumPy's elementwise maximum and minimum, NaN-propagating, then NaN-ignoring. */
static const char *const np_minmax_names[4] = {"maximum", "minimum", "fmax", "fmin"};

/* The first call typed by this compile finds them. */
static void known_init(KirKnown *known) {
  if (known->ready) return;
  Value math = rt_import("math"), np = rt_import("numpy"), rnd = rt_import("random");
  for (int k = 0; k < KM_COUNT; k++) {
    known->math[k][0] = lookup_obj(math, kir_math_names[k]);
    /* np.remainder is Python's %, not math.remainder's round-to-nearest quotient */
    known->math[k][1] = k == KM_REMAINDER ? NULL : lookup_obj(np, numpy_name(k));
  }
  known->abs = lookup_obj(rt_undef(), "abs");
  known->np_abs = lookup_obj(np, "absolute");
  for (int k = 0; k < 4; k++) known->np_minmax[k] = lookup_obj(np, np_minmax_names[k]);
  known->min = lookup_obj(rt_undef(), "min");
  known->max = lookup_obj(rt_undef(), "max");
  known->len = lookup_obj(rt_undef(), "len");
  known->print = lookup_obj(rt_undef(), "print");
  known->round = lookup_obj(rt_undef(), "round");
  known->divmod = lookup_obj(rt_undef(), "divmod");
  known->breakpoint = lookup_obj(rt_undef(), "breakpoint");
  known->random = lookup_obj(rnd, "random");
  known->seed = lookup_obj(rnd, "seed");
  known->ready = true; /* the modules stay alive in the import table */
  rt_decref(math);
  rt_decref(np);
  rt_decref(rnd);
}

/* One KIR_MATH instruction on registers already of type t (its result: t, or bool). */
static int math_inst(Typer *T, KirMath m, DType t, const int *regs, int argc, Span span) {
  bool pred = m == KM_ISNAN || m == KM_ISINF || m == KM_ISFINITE;
  KirInst *in = kir_emit(T->f, KIR_MATH, span);
  in->sub = (uint8_t)m;
  in->a = regs[0];
  in->b = argc > 1 ? regs[1] : -1;
  in->c = argc > 2 ? regs[2] : -1;
  in->d = kir_new_reg(T->f, pred ? DT_BOOL : t);
  return in->d;
}

/* The arguments as registers of one float type: float32 only if all are (ldexp's exponent, an
 * integer, does not count). py_math: Python's math module, whose functions a kernel computes in
 * double whatever its arguments unless it is typed for a device (KirFunc.device_math), as Numba's
 * CUDA simulator's math returns Python floats: math.exp(x[i]) * x[i] of a float32 x is a float64
 * product there; *widened says float32 arguments were so widened (compiled Numba computes in
 * float32 there: KIR_MATH_PYFLOAT). */
static DType math_args(Typer *T, KirMath m, int argc, TVal *argv, int *regs, Span span, bool py_math,
                       bool *widened) {
  if (argc != kir_math_arity[m])
    kir_type_error(T, span, "math.%s() takes %d argument(s) (%d given)", kir_math_names[m],
                   kir_math_arity[m], argc);
  DType t = DT_FLOAT32;
  for (int k = 0; k < argc; k++) {
    regs[k] = kir_to_reg(T, argv[k], span);
    if (m == KM_LDEXP && k == 1) {
      if (rt_dtypes[T->f->regs[regs[k]]].kind == 'f') kir_type_error(T, span, "Expected an int as second argument to ldexp.");
      continue;
    }
    if (T->f->regs[regs[k]] != DT_FLOAT32) t = DT_FLOAT64;
  }
  *widened = t == DT_FLOAT32 && py_math && T->f->target == KIR_TARGET_KERNEL && !T->f->device_math;
  if (*widened) t = DT_FLOAT64;
  for (int k = 0; k < argc; k++) regs[k] = kir_cast(T, regs[k], t, span);
  return t;
}

/* A math instruction's result, marked KIR_MATH_PYFLOAT when its arguments were widened. */
static int math_inst_of(Typer *T, KirMath m, DType t, const int *regs, int argc, Span span, bool widened) {
  int d = math_inst(T, m, t, regs, argc, span);
  if (widened) T->f->code[T->f->ncode - 1].imm.i = KIR_MATH_PYFLOAT;
  return d;
}

/* int_result: Python's math.floor/ceil/trunc return ints (NumPy's np.floor keeps floats); it
 * also marks Python's math module (math_args). */
static int math_call(Typer *T, KirMath m, int argc, TVal *argv, Span span, bool int_result) {
  int regs[3];
  bool widened;
  DType t = math_args(T, m, argc, argv, regs, span, int_result, &widened);
  int d = math_inst_of(T, m, t, regs, argc, span, widened);
  /* Python's math.floor/ceil/trunc return ints */
  if (int_result && (m == KM_FLOOR || m == KM_CEIL || m == KM_TRUNC)) return kir_cast(T, d, DT_INT64, span);
  return d;
}

/* math.frexp(x): (mantissa, exponent as int32); math.modf(x): (fractional part, integral part),
 * typed as Numba types them. */
static TVal math_pair(Typer *T, KirMath m, int argc, TVal *argv, Span span, bool py_math) {
  int regs[3];
  bool widened;
  DType dt = math_args(T, m, argc, argv, regs, span, py_math, &widened);
  int first = math_inst_of(T, m, dt, regs, 1, span, widened);
  int second = math_inst_of(T, m == KM_FREXP ? KM_FREXP_EXP : KM_MODF_INT, dt, regs, 1, span, widened);
  if (m == KM_FREXP) second = kir_cast(T, second, DT_INT32, span);
  TVal t;
  memset(&t, 0, sizeof t);
  t.kind = TV_TUPLE;
  t.n = 2;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * 2);
  t.items[0] = kir_tval_reg(first);
  t.items[1] = kir_tval_reg(second);
  return t;
}

static int minmax(Typer *T, KirBin op, int argc, TVal *argv, Span span) {
  if (argc == 1 && argv[0].kind == TV_TUPLE && argv[0].n > 0) /* max(t): over the tuple's items */
    return minmax(T, op, argv[0].n, argv[0].items, span);
  if (argc == 1 && argv[0].kind == TV_TUPLE) kir_type_error(T, span, "min()/max() of an empty tuple");
  if (argc < 2) kir_type_error(T, span, "min()/max() of one value is supported in kernels for tuples only");
  int r = kir_to_reg(T, argv[0], span);
  for (int k = 1; k < argc; k++) r = kir_binop(T, op, r, kir_to_reg(T, argv[k], span), span);
  return r;
}

static int select_reg(Typer *T, int cond, int yes, int no, Span span) {
  KirInst *in = kir_emit(T->f, KIR_SELECT, span);
  in->a = cond;
  in->b = yes;
  in->c = no;
  in->d = kir_new_reg(T->f, T->f->regs[yes]);
  return in->d;
}

/* np.maximum(a, b) (which = 0), np.minimum (1), np.fmax (2), np.fmin (3) of two numbers, as
 * NumPy's loops give them under Numba's simulator: a > b ? a : b (a < b for the minimums), so an
 * equal pair (0.0 and -0.0) gives b; @jit code as Numba's np_real_maximum_impl and the others:
 * a >= b ? a : b (a <= b), so the pair gives a. maximum and minimum give a NaN a (a NaN b falls
 * through the comparison), fmax and fmin the other operand of a NaN (so NaN only when both are). */
static int np_minmax(Typer *T, int which, int argc, TVal *argv, Span span) {
  if (argc != 2)
    kir_type_error(T, span, "%s() takes from 2 to 3 positional arguments but %d were given (the third, out, is not "
                   "supported in kernels)", np_minmax_names[which], argc);
  int a = kir_to_reg(T, argv[0], span), b = kir_to_reg(T, argv[1], span);
  DType t = kir_arith_type(KB_MAX, T->f->regs[a], T->f->regs[b]);
  a = kir_cast(T, a, t, span);
  b = kir_cast(T, b, t, span);
  bool max = which == 0 || which == 2;
  bool jit = T->f->target == KIR_TARGET_CPU;
  int r = select_reg(T, kir_binop(T, max ? (jit ? KB_GE : KB_GT) : (jit ? KB_LE : KB_LT), a, b, span), a, b, span);
  if (rt_dtypes[t].kind != 'f') return r;
  int nan_in = which < 2 ? a : b;
  return select_reg(T, math_inst(T, KM_ISNAN, t, &nan_in, 1, span), a, r, span);
}

static void print_call(Typer *T, int argc, TVal *argv, Span span) {
  int first = T->f->nargs;
  for (int k = 0; k < argc; k++) {
    if (argv[k].kind == TV_STR) kir_add_print_arg(T->f, -1, argv[k].str);
    else kir_add_print_arg(T->f, kir_to_reg(T, argv[k], span), NULL);
  }
  KirInst *in = kir_emit(T->f, KIR_PRINT, span);
  in->args = first;
  in->nargs = argc;
}

static int64_t const_int_arg(Typer *T, TVal v, Span span, const char *what) {
  if (v.kind == TV_REG) {
    const KirInst *last = &T->f->code[T->f->ncode - 1];
    if (last->op == KIR_CONST && last->d == v.reg && rt_dtypes[T->f->regs[v.reg]].kind != 'f')
      return last->imm.i;
  }
  kir_type_error(T, span, "%s must be a constant integer", what);
}

/* cuda.shared.array(shape, dtype) / cuda.local.array(shape, dtype) */
/* The (shape, dtype) arguments of an array constructor, positional or by keyword. */
static void shape_dtype_args(Typer *T, Expr *e, TVal *argv, TVal *out, Expr **exprs, const char *what) {
  static const char *const names[2] = {"shape", "dtype"};
  int npos = e->as.call.nargs, got = 0;
  for (int k = 0; k < npos && k < 2; k++, got++) out[k] = argv[k], exprs[k] = e->as.call.args[k];
  for (int j = 0; j < e->as.call.nkw; j++) {
    int k = strcmp(e->as.call.kwnames[j], names[0]) == 0 ? 0 : strcmp(e->as.call.kwnames[j], names[1]) == 0 ? 1 : -1;
    if (k < npos) kir_type_error(T, e->span, "%s.array() got an unexpected or repeated keyword '%s'", what, e->as.call.kwnames[j]);
    out[k] = argv[npos + j];
    exprs[k] = e->as.call.kwvalues[j];
    got++;
  }
  if (got != 2 || npos > 2) kir_type_error(T, e->span, "%s.array() takes (shape, dtype)", what);
}

static TVal array_alloc(Typer *T, KirSlotKind kind, Expr *e, TVal *args, const char *name) {
  TVal argv[2];
  Expr *exprs[2] = {NULL, NULL};
  shape_dtype_args(T, e, args, argv, exprs, kind == KIR_SLOT_SHARED ? "cuda.shared" : "cuda.local");
  int64_t shape[KIR_MAX_INDEX];
  int ndim = kir_const_shape(T, exprs[0], shape, KIR_MAX_INDEX);
  if (ndim < 0 && (argv[0].kind == TV_TUPLE ? argv[0].n : 1) > KIR_MAX_INDEX) kir_type_error(T, e->span, "too many dimensions");
  if (ndim < 0) kir_type_error(T, exprs[0]->span, "an array shape in a kernel must be a constant integer or a tuple of them");
  int dt = argv[1].kind == TV_OBJ ? nb_dtype_of(argv[1].obj) : -1;
  if (argv[1].kind == TV_STR) {
    Value s = rt_str_from_c(argv[1].str);
    dt = nb_dtype_of(s);
    rt_decref(s);
  }
  if (dt < 0) kir_type_error(T, e->span, "the dtype of a kernel array must be a NumPy/Numba type");
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, kind, (DType)dt, ndim, name);
  KirSlot *s = &T->f->slots[r.slot];
  s->size = 1;
  for (int k = 0; k < ndim; k++) {
    if (shape[k] < 0 || (shape[k] == 0 && kind != KIR_SLOT_SHARED))
      kir_type_error(T, e->span, "an array shape in a kernel must be %s, not %lld",
                     kind == KIR_SLOT_SHARED ? "0 or more" : "positive", (long long)shape[k]);
    if (shape[k] && s->size > (INT64_C(1) << 48) / shape[k]) kir_type_error(T, e->span, "this array is too large for a kernel");
    s->shape[k] = shape[k];
    s->size *= shape[k];
  }
  int64_t bytes = s->size * rt_dtypes[dt].itemsize;
  if (kind == KIR_SLOT_LOCAL && bytes > 512 * 1024)
    kir_type_error(T, e->span, "a local array of %lld bytes is too large (a thread has at most 512 KiB of local memory)",
                   (long long)bytes);
  if (kir_is_cplx_dtype((DType)dt)) { /* the engines' float array with a last axis of 2 (its parts) */
    if (ndim + 1 > KIR_MAX_INDEX) kir_type_error(T, e->span, "too many dimensions");
    s->dtype = kir_cplx_part((DType)dt);
    s->shape[s->ndim++] = 2;
    s->size *= 2;
    return kir_cplx_array(T, r.slot, e->span);
  }
  return r;
}

/* The array dtypes each atomic works on, as bit sets: Numba's lists (numba/cuda/cudadecl.py),
 * widened where the GPU backend's prelude implements more exactly (exch and compare-and-swap on
 * floats, inc/dec on signed integers; LANGUAGE.md). Anything else would run in the simulator but
 * not compile for a GPU, so the typer refuses it, as Numba does. */
#define ATOMIC_DT(d) (1u << DT_##d)
enum {
  ATOMIC_INTS = ATOMIC_DT(INT32) | ATOMIC_DT(INT64) | ATOMIC_DT(UINT32) | ATOMIC_DT(UINT64),
  ATOMIC_ALL = ATOMIC_INTS | ATOMIC_DT(FLOAT32) | ATOMIC_DT(FLOAT64),
};

static void check_atomic_dtype(Typer *T, int intr, unsigned allowed, DType dt, Span span) {
  if (allowed & (1u << dt)) return;
  char list[128] = "";
  for (int d = 0; d < DT_COUNT; d++)
    if (allowed & (1u << d))
      snprintf(list + strlen(list), sizeof list - strlen(list), "%s%s", list[0] ? ", " : "", rt_dtypes[d].name);
  kir_type_error(T, span, "cuda.%s() does not support %s arrays (supported: %s)", kir_intrinsic_names[intr],
                 rt_dtypes[dt].name, list);
}

static int atomic_call(Typer *T, int intr, int argc, TVal *argv, Expr *e) {
  static const struct { int intr; KirAtomic op; int nval; unsigned dtypes; } table[] = {
      {KI_ATOMIC_ADD, KA_ADD, 1, ATOMIC_ALL}, {KI_ATOMIC_SUB, KA_SUB, 1, ATOMIC_ALL},
      {KI_ATOMIC_MAX, KA_MAX, 1, ATOMIC_ALL}, {KI_ATOMIC_MIN, KA_MIN, 1, ATOMIC_ALL},
      {KI_ATOMIC_NANMAX, KA_NANMAX, 1, ATOMIC_ALL}, {KI_ATOMIC_NANMIN, KA_NANMIN, 1, ATOMIC_ALL},
      {KI_ATOMIC_EXCH, KA_EXCH, 1, ATOMIC_ALL}, {KI_ATOMIC_INC, KA_INC, 1, ATOMIC_INTS},
      {KI_ATOMIC_DEC, KA_DEC, 1, ATOMIC_INTS}, {KI_ATOMIC_AND, KA_AND, 1, ATOMIC_INTS},
      {KI_ATOMIC_OR, KA_OR, 1, ATOMIC_INTS}, {KI_ATOMIC_XOR, KA_XOR, 1, ATOMIC_INTS},
      {KI_ATOMIC_CAS, KA_CAS, 2, ATOMIC_ALL}, {KI_ATOMIC_CAS2, KA_CAS, 2, ATOMIC_ALL}};
  int k = 0;
  while (table[k].intr != intr) k++;
  int nval = table[k].nval;
  /* compare_and_swap(ary, old, val) works on ary[0] of a 1-D array; the others take an index */
  int has_index = intr != KI_ATOMIC_CAS;
  if (argc != 1 + has_index + nval || argv[0].kind != TV_ARRAY)
    kir_type_error(T, e->span, "cuda.%s() takes (array, %s%s)", kir_intrinsic_names[intr],
                   has_index ? "index, " : "", nval == 2 ? "old, value" : "value");
  const KirSlot *s = &T->f->slots[argv[0].slot];
  if (s->kind == KIR_SLOT_CONST || s->kind == KIR_SLOT_LOCAL)
    kir_type_error(T, e->span, "atomics work on global and shared arrays only");
  check_atomic_dtype(T, intr, table[k].dtypes, s->dtype, e->span);
  KirInst tmp;
  if (has_index) {
    kir_index(T, argv[0], e->as.call.args[1], tmp.idx);
  } else {
    if (s->ndim - argv[0].nfixed != 1) kir_type_error(T, e->span, "compare_and_swap() needs a 1-D array");
    int ax = kir_view_axis(argv[0], 0);
    for (int k = 0; k < s->ndim; k++) tmp.idx[k] = argv[0].fixed[k];
    tmp.idx[ax] = kir_view_index(T, argv[0], ax, kir_const_int(T, 0, DT_INT64, e->span), e->span);
  }
  int vals[2];
  for (int j = 0; j < nval; j++)
    vals[j] = kir_cast(T, kir_to_reg(T, argv[1 + has_index + j], e->span), s->dtype, e->span);
  KirInst *in = kir_emit(T->f, KIR_ATOMIC, e->span);
  memcpy(in->idx, tmp.idx, sizeof tmp.idx);
  in->sub = (uint8_t)table[k].op;
  in->arr = argv[0].slot;
  in->a = vals[0];
  in->b = nval > 1 ? vals[1] : -1;
  in->d = kir_new_reg(T->f, s->dtype);
  return in->d;
}

static TVal grid_call(Typer *T, bool size, int argc, TVal *argv, Span span) {
  if (argc != 1) kir_type_error(T, span, "cuda.%s() takes the number of dimensions", size ? "gridsize" : "grid");
  int64_t n = const_int_arg(T, argv[0], span, "the argument of cuda.grid()/gridsize()");
  TVal t;
  memset(&t, 0, sizeof t);
  t.kind = TV_TUPLE;
  if (n < 1 || n > 3) { /* the simulator's RuntimeError when a thread calls it; n zeros to type on */
    if (n < 0 || n > 64) kir_type_error(T, span, "cuda.grid()/gridsize() take 1, 2 or 3");
    char msg[80];
    snprintf(msg, sizeof msg, "Global %s has 1-3 dimensions. %d requested", size ? "grid" : "ID", (int)n);
    int arg = kir_add_print_arg(T->f, -1, msg);
    KirInst *in = kir_emit(T->f, KIR_RAISE, span);
    in->imm.i = RT_EXC_RuntimeError;
    in->args = arg;
    in->nargs = 1;
    t.n = (int)n;
    t.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(n ? n : 1));
    for (int k = 0; k < n; k++) t.items[k] = kir_tval_reg(kir_const_int(T, 0, DT_INT64, span));
    return t;
  }
  t.n = (int)n;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * 3);
  for (int k = 0; k < n; k++) {
    int regs[3];
    static const KirSreg base[3] = {KS_TID_X, KS_NTID_X, KS_CTAID_X};
    static const KirSreg sbase[3] = {KS_NTID_X, KS_NCTAID_X, KS_NTID_X};
    for (int j = 0; j < 2 + !size; j++) {
      KirInst *in = kir_emit(T->f, KIR_SREG, span);
      in->sub = (uint8_t)((size ? sbase[j] : base[j]) + k);
      in->d = kir_new_reg(T->f, DT_INT32);
      regs[j] = kir_cast(T, in->d, DT_INT64, span);
    }
    /* grid: tid + ctaid * ntid;  gridsize: ntid * nctaid */
    int r = size ? kir_binop(T, KB_MUL, regs[0], regs[1], span)
                 : kir_binop(T, KB_ADD, regs[0], kir_binop(T, KB_MUL, regs[2], regs[1], span), span);
    t.items[k] = kir_tval_reg(r);
  }
  return n == 1 ? t.items[0] : t;
}

static TVal none(void) {
  TVal v;
  memset(&v, 0, sizeof v);
  v.kind = TV_NONE;
  return v;
}

static TVal barrier(Typer *T, int sub, int argc, TVal *argv, Span span) {
  if (argc != (sub ? 1 : 0)) kir_type_error(T, span, "wrong number of arguments to syncthreads");
  int p = sub ? kir_truth(T, argv[0], span) : -1;
  KirInst *in = kir_emit(T->f, KIR_BARRIER, span);
  in->sub = (uint8_t)sub;
  in->a = p;
  if (!sub) return none();
  in->d = kir_new_reg(T->f, DT_INT32);
  return kir_tval_reg(in->d);
}

/* cuda.cg.this_grid() gives the grid group, a name only the typer sees; its sync() is a
 * barrier marked imm 1: the block barrier with one block, a grid barrier on a real GPU (the
 * launch refuses several blocks where no engine can keep them all waiting: kir_grid_sync_line). */
static TVal grid_group(Typer *T, int intr, int argc, Span span) {
  if (argc) kir_type_error(T, span, "cuda.%s() takes no arguments", kir_intrinsic_names[intr]);
  if (intr == KI_CG_THIS_GRID) {
    TVal g = none();
    g.kind = TV_INTR;
    g.intr = KI_CG_GRID;
    return g;
  }
  KirInst *in = kir_emit(T->f, KIR_BARRIER, span);
  in->imm.i = 1;
  return none();
}

/* syncwarp([mask]): Numba's default mask names the whole warp. */
static TVal syncwarp(Typer *T, int argc, TVal *argv, Span span) {
  if (argc > 1) kir_type_error(T, span, "cuda.syncwarp() takes at most 1 argument");
  int mask = argc ? kir_cast(T, kir_to_reg(T, argv[0], span), DT_UINT32, span)
                  : kir_const_int(T, 0xffffffff, DT_UINT32, span);
  kir_emit(T->f, KIR_SYNCWARP, span)->a = mask;
  return none();
}

static TVal fence(Typer *T, KirFence kind, int argc, Span span) {
  if (argc) kir_type_error(T, span, "cuda.%s() takes no arguments", kir_fence_names[kind]);
  kir_emit(T->f, KIR_FENCE, span)->sub = (uint8_t)kind;
  return none();
}

_Static_assert(KI_MATCH_ALL_SYNC - KI_SHFL_SYNC == KW_MATCH_ALL - KW_SHFL, "intrinsics follow KirWarp");

/* shfl*_sync(mask, value, lane), all/any/eq/ballot_sync(mask, pred), activemask(),
 * lanemask_lt(): the value keeps its type; votes give bool, ballot and masks uint32. */
static TVal warp_call(Typer *T, KirWarp op, int argc, TVal *argv, Span span) {
  bool match = op == KW_MATCH_ANY || op == KW_MATCH_ALL;
  int want = op <= KW_SHFL_XOR ? 3 : op <= KW_BALLOT || match ? 2 : 0;
  if (argc != want) kir_type_error(T, span, "cuda.%s() takes %d arguments", kir_warp_names[op], want);
  int mask = -1, val = -1, lane = -1;
  DType dt = DT_UINT32;
  if (want) mask = kir_cast(T, kir_to_reg(T, argv[0], span), DT_UINT32, span);
  if (op <= KW_SHFL_XOR) {
    val = kir_to_reg(T, argv[1], span);
    dt = T->f->regs[val];
    if (rt_dtypes[dt].itemsize < 4) val = kir_cast(T, val, dt = DT_INT32, span);
    lane = kir_cast(T, kir_to_reg(T, argv[2], span), DT_INT32, span);
  } else if (want) {
    bool by_value = op == KW_EQ || match;
    val = by_value ? kir_to_reg(T, argv[1], span) : kir_truth(T, argv[1], span);
    if (by_value && rt_dtypes[T->f->regs[val]].itemsize < 4) val = kir_cast(T, val, DT_INT32, span);
    dt = op == KW_BALLOT || match ? DT_UINT32 : DT_BOOL;
  }
  KirInst *in = kir_emit(T->f, KIR_WARP, span);
  in->sub = (uint8_t)op;
  in->a = mask;
  in->b = val;
  in->c = lane;
  int d = in->d = kir_new_reg(T->f, dt);
  if (op != KW_MATCH_ALL) return kir_tval_reg(d);
  /* match_all_sync returns (mask or 0, pred) */
  TVal t;
  memset(&t, 0, sizeof t);
  t.kind = TV_TUPLE;
  t.n = 2;
  t.items = vm_arena_alloc(T->arena, sizeof(TVal) * 2);
  t.items[0] = kir_tval_reg(d);
  t.items[1] = kir_tval_reg(kir_binop(T, KB_NE, d, kir_const_int(T, 0, DT_UINT32, span), span));
  return t;
}

static TVal bits_call(Typer *T, KirBits op, int argc, TVal *argv, Span span) {
  if (argc != 1) kir_type_error(T, span, "cuda.%s() takes one integer", kir_bits_names[op]);
  int a = kir_to_reg(T, argv[0], span);
  DType dt = T->f->regs[a];
  if (rt_dtypes[dt].kind == 'f') kir_type_error(T, span, "cuda.%s() needs an integer", kir_bits_names[op]);
  if (rt_dtypes[dt].itemsize < 4) a = kir_cast(T, a, dt = DT_INT32, span);
  KirInst *in = kir_emit(T->f, KIR_BITS, span);
  in->sub = (uint8_t)op;
  in->a = a;
  /* brev gives uint32 or uint64 (Numba's cudadecl: brev(uint32) and brev(uint64) only; a signed
   * operand converts), so brev(int32(1)) is 2147483648; the others' values fit an int32 */
  DType rd = op != KT_BREV ? DT_INT32 : rt_dtypes[dt].itemsize == 8 ? DT_UINT64 : DT_UINT32;
  in->d = kir_new_reg(T->f, rd);
  return kir_tval_reg(in->d);
}

/* cuda.selp(test, a, b): a where test holds, else b, both evaluated (PTX's selp); the result
 * has the type a and b promote to, as the simulator's `a if test else b` computes it. */
static TVal selp_call(Typer *T, int argc, TVal *argv, Span span) {
  if (argc != 3) kir_type_error(T, span, "cuda.selp() takes (test, a, b)");
  int c = kir_truth(T, argv[0], span);
  int a = kir_to_reg(T, argv[1], span), b = kir_to_reg(T, argv[2], span);
  DType t = kir_arith_type(KB_ADD, T->f->regs[a], T->f->regs[b]);
  if (T->f->regs[a] == T->f->regs[b]) t = T->f->regs[a];
  a = kir_cast(T, a, t, span);
  b = kir_cast(T, b, t, span);
  KirInst *in = kir_emit(T->f, KIR_SELECT, span);
  in->a = c;
  in->b = a;
  in->c = b;
  in->d = kir_new_reg(T->f, t);
  return kir_tval_reg(in->d);
}

static TVal intrinsic_call(Typer *T, int intr, Expr *e, int argc, TVal *argv) {
  Span span = e->span;
  switch (intr) {
  case KI_GRID: return grid_call(T, false, argc, argv, span);
  case KI_GRIDSIZE: return grid_call(T, true, argc, argv, span);
  case KI_SHARED_ARRAY: return array_alloc(T, KIR_SLOT_SHARED, e, argv, "$shared");
  case KI_LOCAL_ARRAY: return array_alloc(T, KIR_SLOT_LOCAL, e, argv, "$local");
  case KI_CONST_ARRAY_LIKE:
    if (argc != 1 || argv[0].kind != TV_ARRAY) kir_type_error(T, span, "cuda.const.array_like() takes a global array");
    return argv[0];
  case KI_SYNCTHREADS: return barrier(T, 0, argc, argv, span);
  case KI_SYNCTHREADS_COUNT: return barrier(T, 1, argc, argv, span);
  case KI_SYNCTHREADS_AND: return barrier(T, 2, argc, argv, span);
  case KI_SYNCTHREADS_OR: return barrier(T, 3, argc, argv, span);
  case KI_SYNCWARP: return syncwarp(T, argc, argv, span);
  case KI_CG_THIS_GRID: case KI_CG_GRID_SYNC: return grid_group(T, intr, argc, span);
  case KI_THREADFENCE: return fence(T, KF_DEVICE, argc, span);
  case KI_THREADFENCE_BLOCK: return fence(T, KF_BLOCK, argc, span);
  case KI_THREADFENCE_SYSTEM: return fence(T, KF_SYSTEM, argc, span);
  case KI_FMA: return kir_tval_reg(math_call(T, KM_FMA, argc, argv, span, false));
  case KI_CBRT: return kir_tval_reg(math_call(T, KM_CBRT, argc, argv, span, false));
  case KI_SELP: return selp_call(T, argc, argv, span);
  case KI_POPC: return bits_call(T, KT_POPC, argc, argv, span);
  case KI_BREV: return bits_call(T, KT_BREV, argc, argv, span);
  case KI_CLZ: return bits_call(T, KT_CLZ, argc, argv, span);
  case KI_FFS: return bits_call(T, KT_FFS, argc, argv, span);
  default:
    if (intr >= KI_SHFL_SYNC && intr <= KI_MATCH_ALL_SYNC)
      return warp_call(T, (KirWarp)(KW_SHFL + (intr - KI_SHFL_SYNC)), argc, argv, span);
    if (intr >= KI_ATOMIC_ADD && intr <= KI_ATOMIC_CAS2) return kir_tval_reg(atomic_call(T, intr, argc, argv, e));
    if (intr >= KI_XORO_NEXT && intr <= KI_XORO_NORMAL_F64) return kir_random_call(T, intr, argc, argv, span);
    kir_type_error(T, span, "cuda.%s cannot be called in compiled code", kir_intrinsic_names[intr]);
  }
}

/* round(x, n) of a float x, as the simulator's NumPy scalar computes it (np.round): rint(x * 10**n)
 * / 10**n, or for n < 0 rint(x / 10**-n) * 10**-n, in x's type. */
static int round_digits(Typer *T, int x, int n, Span span) {
  DType t = T->f->regs[x];
  int n64 = kir_cast(T, n, DT_INT64, span);
  int mag = kir_cast(T, kir_emit_op(T, KIR_UN, KU_ABS, n64, -1, DT_INT64, span), DT_FLOAT64, span);
  KirInst *ten = kir_emit(T->f, KIR_CONST, span);
  ten->imm.f = 10.0;
  int ten_r = ten->d = kir_new_reg(T->f, DT_FLOAT64);
  int f = kir_cast(T, kir_emit_op(T, KIR_MATH, KM_POW, ten_r, mag, DT_FLOAT64, span), t, span);
  int up = kir_binop(T, KB_DIV, kir_emit_op(T, KIR_MATH, KM_RINT, kir_binop(T, KB_MUL, x, f, span), -1, t, span), f, span);
  int down = kir_binop(T, KB_MUL, kir_emit_op(T, KIR_MATH, KM_RINT, kir_binop(T, KB_DIV, x, f, span), -1, t, span), f, span);
  return kir_select(T, kir_binop(T, KB_LT, n64, kir_const_int(T, 0, DT_INT64, span), span), down, up, span);
}

static TVal builtin_call(Typer *T, Obj *o, Expr *e, int argc, TVal *argv, bool *handled) {
  Span span = e->span;
  *handled = true;
  if ((o == T->known.abs || o == T->known.np_abs) && argc == 1) {
    int a = kir_to_reg(T, argv[0], span);
    /* Numba's Abs template keeps every integer and float type (abs(int8(-128)) is -128, as it
     * wraps); a bool is taken as the integer it adds as */
    if (T->f->regs[a] == DT_BOOL) a = kir_cast(T, a, kir_arith_type(KB_ADD, DT_BOOL, DT_BOOL), span);
    if (rt_dtypes[T->f->regs[a]].kind == 'u') return kir_tval_reg(a); /* unsigned: itself */
    /* int8 and int16 in int64 and back: the engines keep a narrow register's low bytes only,
     * where the sign of the value is not (abs(int8(-1)) came out -1) */
    DType t = T->f->regs[a], w = rt_dtypes[t].itemsize < 4 ? DT_INT64 : t;
    int wide = kir_cast(T, a, w, span); /* may emit: before kir_emit */
    KirInst *in = kir_emit(T->f, KIR_UN, span);
    in->sub = KU_ABS;
    in->a = wide;
    in->d = kir_new_reg(T->f, w);
    return kir_tval_reg(kir_cast(T, in->d, t, span));
  }
  if (o == T->known.round && argc == 2 && T->f->target == KIR_TARGET_KERNEL) {
    int x = kir_to_reg(T, argv[0], span), n = kir_to_reg(T, argv[1], span);
    char kn = rt_dtypes[T->f->regs[n]].kind;
    if (rt_dtypes[T->f->regs[x]].kind == 'f' && (kn == 'i' || kn == 'u')) return kir_tval_reg(round_digits(T, x, n, span));
  }
  if (o == T->known.round && argc == 1) { /* round(x): to nearest, ties to even, as an int */
    int r = math_call(T, KM_RINT, argc, argv, span, false);
    return kir_tval_reg(kir_cast(T, r, DT_INT64, span));
  }
  if (o == T->known.divmod && argc == 2) { /* divmod(a, b): (a // b, a % b), Python's signs */
    int a = kir_to_reg(T, argv[0], span), b = kir_to_reg(T, argv[1], span);
    TVal t;
    memset(&t, 0, sizeof t);
    t.kind = TV_TUPLE;
    t.n = 2;
    t.items = vm_arena_alloc(T->arena, sizeof(TVal) * 2);
    t.items[0] = kir_tval_reg(kir_binop(T, KB_FLOORDIV, a, b, span));
    t.items[1] = kir_tval_reg(kir_binop(T, KB_MOD, a, b, span));
    return t;
  }
  for (int k = 0; k < 4; k++)
    if (o == T->known.np_minmax[k]) return kir_tval_reg(np_minmax(T, k, argc, argv, span));
  if (o == T->known.min) return kir_tval_reg(minmax(T, KB_MIN, argc, argv, span));
  if (o == T->known.max) return kir_tval_reg(minmax(T, KB_MAX, argc, argv, span));
  if (o == T->known.len && argc == 1 && argv[0].kind == TV_ARRAY) {
    if (T->f->slots[argv[0].slot].ndim == argv[0].nfixed) kir_type_error(T, span, "len() of a 0-d array");
    return kir_tval_reg(kir_view_extent(T, argv[0], kir_view_axis(argv[0], 0), span));
  }
  if (o == T->known.len && argc == 1 && argv[0].kind == TV_TUPLE) return kir_tval_reg(kir_const_int(T, argv[0].n, DT_INT64, span));
  if (o == T->known.print) {
    print_call(T, argc, argv, span);
    return none();
  }
  if (o == T->known.breakpoint && argc == 0) { /* a place for the debugger to stop (weft --debug) */
    kir_emit(T->f, KIR_FENCE, span)->sub = KF_BREAKPOINT;
    return none();
  }
  if (o == T->known.seed && argc == 1 && T->f->target == KIR_TARGET_CPU) { /* Numba's numba_rnd_init */
    int r = argv[0].kind == TV_REG ? argv[0].reg : -1;
    char k = r >= 0 ? rt_dtypes[T->f->regs[r]].kind : 0;
    if (k != 'i' && k != 'u' && k != 'b') kir_type_error(T, span, "random.seed() takes an integer in compiled code");
    int seed = kir_cast(T, r, DT_INT64, span); /* before the RANDOM: a cast after it would be read first */
    KirInst *in = kir_emit(T->f, KIR_RANDOM, span);
    in->sub = KIR_RANDOM_SEED;
    in->a = seed;
    in->d = kir_new_reg(T->f, DT_FLOAT64);
    return none();
  }
  if (o == T->known.random && argc == 0) {
    if (T->f->target != KIR_TARGET_CPU) kir_type_error(T, span, "random.random() is only supported in @jit functions");
    KirInst *in = kir_emit(T->f, KIR_RANDOM, span);
    in->d = kir_new_reg(T->f, DT_FLOAT64);
    return kir_tval_reg(in->d);
  }
  for (int k = 0; k < KM_COUNT; k++) {
    if (o != T->known.math[k][0] && o != T->known.math[k][1]) continue;
    if (k == KM_FREXP || k == KM_MODF) return math_pair(T, (KirMath)k, argc, argv, span, o == T->known.math[k][0]);
    int r = math_call(T, (KirMath)k, argc, argv, span, o == T->known.math[k][0]);
    KirInst *last = &T->f->code[T->f->ncode - 1];
    if (o != T->known.math[k][0] && T->f->target == KIR_TARGET_KERNEL && last->op == KIR_MATH && last->d == r) {
      last->imm.i = KIR_MATH_NUMPY;
      kir_warn_numpy_math(T, (KirMath)k, last->a, r, span); /* moves the code: last is stale after */
    }
    return kir_tval_reg(r);
  }
  *handled = false;
  return none();
}

/* The threads that reach float('abc') raise Python's ValueError, as in Numba's simulator. */
static void raise_not_a_float(Typer *T, const char *text, Span span) {
  Value s = rt_str_new(text, strlen(text));
  Value r = rt_repr(s);
  rt_decref(s);
  char msg[200];
  snprintf(msg, sizeof msg, "could not convert string to float: %s", rt_str_data(r));
  rt_decref(r);
  int first = T->f->nargs;
  kir_add_print_arg(T->f, -1, msg);
  KirInst *in = kir_emit(T->f, KIR_RAISE, span);
  in->imm.i = RT_EXC_ValueError;
  in->args = first;
  in->nargs = 1;
}

/* float('inf'), float('-inf'), float('nan'), float('1e-3'): the float64 constant Python's
 * float() makes of the text, as Numba's simulator computes it (a course's running minimum
 * starts at float('inf')). A string given to another type is a compile error. */
static TVal float_of_text(Typer *T, Value f, const char *text, Span span) {
  Obj *builtin_float = lookup_obj(rt_undef(), "float");
  if (!rt_is_obj(f) || f.as.o != builtin_float) kir_type_error(T, span, "strings are only allowed in print() in kernels");
  char buf[64];
  size_t n = 0;
  for (const char *p = text; *p && n + 1 < sizeof buf; p++)
    if (*p != ' ' && *p != '\t' && *p != '\n') buf[n++] = (char)tolower((unsigned char)*p);
  buf[n] = 0;
  const char *body = buf[0] == '+' || buf[0] == '-' ? buf + 1 : buf;
  double v;
  if (!strcmp(body, "inf") || !strcmp(body, "infinity")) v = INFINITY;
  else if (!strcmp(body, "nan")) v = NAN;
  else {
    char *stop;
    v = strtod(buf, &stop);
    if (!n || *stop || strpbrk(buf, "x_(")) {
      raise_not_a_float(T, text, span);
      v = 0;
    }
    body = NULL;
  }
  if (body && buf[0] == '-') v = -v;
  KirInst *in = kir_emit(T->f, KIR_CONST, span);
  in->d = kir_new_reg(T->f, DT_FLOAT64);
  in->imm.f = v;
  return kir_tval_reg(in->d);
}

/* z.conjugate() (of a real number too, as Numba has it). */
static bool conjugate_call(Typer *T, Expr *e, TVal *out) {
  Expr *func = e->as.call.func;
  if (func->kind != EX_ATTR || strcmp(func->as.attr.name, "conjugate") != 0) return false;
  TVal self = kir_expr(T, func->as.attr.obj);
  if (self.kind != TV_CPLX && self.kind != TV_REG) kir_type_error(T, e->span, "conjugate() is a method of numbers");
  *out = kir_cplx_method(T, self, "conjugate", e->as.call.nargs + e->as.call.nkw, e->span);
  return true;
}

/* len(range(...)): the range's item count, without making a range. */
static bool len_of_range(Typer *T, Expr *e, TVal *out) {
  Expr *f = e->as.call.func;
  if (f->kind != EX_NAME || strcmp(f->as.name.id, "len") || e->as.call.nargs != 1 || e->as.call.nkw) return false;
  Expr *a = e->as.call.args[0];
  if (a->kind != EX_CALL || a->as.call.func->kind != EX_NAME || strcmp(a->as.call.func->as.name.id, "range"))
    return false;
  if (kir_find_var(T, "len") || kir_find_var(T, "range")) return false;
  KirSeq seq;
  *out = kir_tval_reg(kir_seq_open(T, a, &seq));
  return true;
}

/* a.dot(b) of an array in @jit code (kir_typer_dot.c). */
static bool dot_method(Typer *T, Expr *e, TVal *out) {
  Expr *f = e->as.call.func;
  if (T->f->target != KIR_TARGET_CPU || f->kind != EX_ATTR || strcmp(f->as.attr.name, "dot") || e->as.call.nargs != 1 ||
      e->as.call.nkw)
    return false;
  TVal a = kir_expr_lazy(T, f->as.attr.obj);
  if (!kir_arrayish(T, a) && a.kind != TV_CPLXARR) kir_type_error(T, e->span, "dot() is a method of arrays");
  *out = kir_dot(T, a, kir_expr_lazy(T, e->as.call.args[0]), false, e->span);
  return true;
}

TVal kir_call_expr(Typer *T, Expr *e) {
  known_init(&T->known);
  TVal conj;
  if (conjugate_call(T, e, &conj)) return conj;
  if (len_of_range(T, e, &conj)) return conj;
  if (kir_reduce_call(T, e, &conj)) return conj; /* a.sum(), a.min(), ... (kir_typer_reduce.c) */
  if (kir_sort_method(T, e, &conj)) return conj; /* a.sort() (kir_typer_sort.c) */
  if (dot_method(T, e, &conj)) return conj;
  if (kir_reshape_call(T, e, &conj)) return conj; /* a.reshape(...), a.ravel() (kir_typer_reshape.c) */
  Expr *callee = e->as.call.func; /* an undefined function: its NameError, before the arguments */
  if (callee->kind == EX_NAME && T->f->target == KIR_TARGET_KERNEL && kir_name_unbound(T, callee->as.name.id))
    return kir_expr(T, callee);
  TVal fn = kir_expr(T, e->as.call.func);
  if (fn.kind == TV_OBJ && rt_is_obj(fn.obj) && fn.obj.as.o == T->known.print && T->f->target == KIR_TARGET_KERNEL) {
    kir_print_call(T, e);
    return none();
  }
  if (fn.kind == TV_OBJ && kir_array_literal_call(T, fn.obj, e, &conj)) return conj; /* np.array([x, y]) */
  int argc = e->as.call.nargs + e->as.call.nkw;
  TVal *argv = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)(argc ? argc : 1));
  for (int k = 0; k < e->as.call.nargs; k++) {
    if (e->as.call.args[k]->kind == EX_STARRED) kir_type_error(T, e->span, "*args is not supported in kernels");
    argv[k] = kir_expr_lazy(T, e->as.call.args[k]);
  }
  /* keyword arguments are only accepted by the array constructors and device functions */
  for (int k = 0; k < e->as.call.nkw; k++)
    if (!e->as.call.kwnames[k]) kir_type_error(T, e->span, "**kwargs is not supported in kernels");
  for (int k = 0; k < e->as.call.nkw; k++) argv[e->as.call.nargs + k] = kir_expr(T, e->as.call.kwvalues[k]);
  TVal made;
  /* np.sqrt(a), np.where(c, x, y), ... of arrays (kir_typer_ufunc.c); other callees take them
   * computed */
  if (fn.kind == TV_OBJ && rt_is_obj(fn.obj) && kir_reduce_func_axis(T, fn.obj.as.o, e, argv, &made))
    return made; /* np.sum(a, axis=0), np.argmax(a, 1) (kir_typer_reduce_axis.c) */
  if (fn.kind == TV_OBJ && rt_is_obj(fn.obj) && !e->as.call.nkw && kir_reduce_func(T, fn.obj.as.o, argc, argv, e->span, &made))
    return made; /* np.sum(a), np.argmax(a * b), ... (kir_typer_reduce.c) */
  if (fn.kind == TV_OBJ && rt_is_obj(fn.obj) && kir_ae_call(T, fn.obj.as.o, e->as.call.nargs, argv, e->span, &made)) {
    if (e->as.call.nkw) kir_type_error(T, e->span, "keyword arguments of ufuncs are not compiled yet");
    return made;
  }
  for (int k = 0; k < e->as.call.nargs; k++) argv[k] = kir_ae_force(T, argv[k], e->span);
  if (fn.kind == TV_OBJ && kir_alloc_call(T, fn.obj, e, argc, argv, &made)) return made; /* kir_typer_alloc.c */
  if (fn.kind == TV_OBJ && kir_np_random_call(T, fn.obj, e, argc, argv, &made)) return made; /* kir_typer_nprandom.c */
  if (fn.kind == TV_OBJ && kir_join_call(T, fn.obj, e, argv, &made)) return made; /* kir_typer_join.c */
  if (fn.kind == TV_OBJ && kir_sort_call(T, fn.obj, e, argv, &made)) return made; /* kir_typer_sort.c */
  if (fn.kind == TV_OBJ && kir_stat_call(T, fn.obj, e, argv, &made)) return made; /* np.median, np.percentile */
  if (fn.kind == TV_OBJ && kir_dot_call(T, fn.obj, e, argc, argv, &made)) return made; /* kir_typer_dot.c */
  if (fn.kind == TV_OBJ && kir_np_reshape_call(T, fn.obj, e, argv, &made)) return made;
  if (e->as.call.nkw && !(fn.kind == TV_INTR && (fn.intr == KI_SHARED_ARRAY || fn.intr == KI_LOCAL_ARRAY)) &&
      !(fn.kind == TV_OBJ && rt_is_type(fn.obj, &kir_dispatcher_type))) /* device functions bind them by name */
    kir_type_error(T, e->span, "keyword arguments are not supported in kernel calls");
  if (fn.kind == TV_INTR) return intrinsic_call(T, fn.intr, e, argc, argv);
  if (fn.kind != TV_OBJ) kir_type_error(T, e->span, "this value is not callable in a kernel");
  Value f = fn.obj;
  if (rt_is_type(f, &kir_dispatcher_type)) {
    const KirDispatcher *d = RT_AS(KirDispatcher, f);
    if (d->kind == KIR_DISP_KERNEL) kir_type_error(T, e->span, "a kernel cannot be called from compiled code (launch it from the host)");
    return kir_inline_call(T, f, e, argv);
  }
  if (rt_is_type(f, &kir_libdevice_type)) return kir_libdevice_call(T, f.as.o, argc, argv, e->span);
  if (rt_is_obj(f)) {
    bool handled;
    TVal r = kir_cplx_call(T, f.as.o, argc, argv, e->span, &handled);
    if (handled) return r;
    r = builtin_call(T, f.as.o, e, argc, argv, &handled);
    if (handled) return r;
  }
  int dt = nb_dtype_of(f);
  if (dt >= 0 && argc == 1 && argv[0].kind == TV_STR && T->f->target == KIR_TARGET_KERNEL) /* @jit: the interpreter tier */
    return float_of_text(T, f, argv[0].str, e->span);
  if (dt >= 0 && argc == 1 && kir_is_cplx_dtype((DType)dt)) return kir_cplx_from(T, argv[0], (DType)dt, e->span);
  if (dt >= 0 && argc == 1) return kir_tval_reg(kir_cast(T, kir_to_reg(T, argv[0], e->span), (DType)dt, e->span));
  if (vm_is_function(f) && !rt_is_undef(kir_overload_find(f))) {
    if (e->as.call.nkw) kir_type_error(T, e->span, "keyword arguments are not supported in calls of @overload functions");
    return kir_overload_call(T, f, kir_overload_find(f), e, argv);
  }
  if (vm_is_function(f))
    kir_type_error(T, e->span, "cannot call the host function '%s' from compiled code (decorate it with @cuda.jit(device=True) or @jit)",
                   RT_AS(Function, f)->proto->name);
  if (rt_is_native(f)) {
    Value np = rt_import("numpy");
    Value same = rt_module_lookup(np, RT_AS(NativeFunc, f)->name);
    rt_decref(np); /* the module stays in the import table */
    if (rt_is_obj(same) && same.as.o == f.as.o)
      kir_type_error(T, e->span, "NumPy functions such as np.%s() are not supported in kernels (no allocation or host calls)",
                     RT_AS(NativeFunc, f)->name);
    kir_type_error(T, e->span, "cannot call '%s' from compiled code", RT_AS(NativeFunc, f)->name);
  }
  if (np_ufunc_name(f))
    kir_type_error(T, e->span, "NumPy functions such as np.%s() are not supported in kernels (no allocation or host calls)",
                   np_ufunc_name(f));
  kir_type_error(T, e->span, "cannot call a '%s' object from compiled code", rt_type_name(f));
}
