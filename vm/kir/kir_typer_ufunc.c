/* kir_typer_ufunc.c — elementwise array expressions in @jit code (the CPU engine): a * b + 1.0,
 * np.sqrt(a) * 2, -a, a > 0.5, (a > 0) & (b < 1), np.where(c, x, y), a += b, out[:] = e.
 *
 * An operator or ufunc with an array operand emits nothing: it makes a TV_AEXPR node over its
 * operands (arrays, numbers, other nodes), which were evaluated already, in Python's order. The
 * tree becomes ONE loop nest when its value is needed, as Numba's array-expression rewrite fuses
 * it: kir_ae_force fills a new array, kir_ae_store and kir_ae_inplace an existing one.
 * - types: a node's loop is the first of its ufunc's NumPy loops ('??', 'bb', 'BB', ... 'ff',
 *   'dd') that every operand casts to safely, where an integer casts to any float when the
 *   operands mix integers and floats (numba.np.numpy_support.ufunc_find_matching_loop); a
 *   Python int is int64 there and a float float64 (float32 array * 2.5 is float64, * 2 float32);
 * - shape: the operands' shapes broadcast onto an all-ones shape of the result's ndim, operand
 *   by operand (Numba's _broadcast_onto), the first that does not fit raising its ValueError
 *   "unable to broadcast argument K to output array" (K counts the operands that are not
 *   literal constants, each array or variable once);
 * - errors: NumPy's (x / 0 is inf or nan), never Python's ZeroDivisionError.
 * Loops of narrow integers compute in 64 bits and wrap back, as the engines take them.
 * np.where is not fused (Numba's is a function of whole arrays): its operands are computed
 * first, then one loop selects. */
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../np/array.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "kir_reduce_axis.h"
#include "kir_typer.h"

enum { AE_BIN, AE_UN, AE_MATH, AE_EXT }; /* AE_EXT: np.maximum (sub 0), np.minimum (sub 1) */
enum { L_BOOL = 1, L_INT = 2, L_FLOAT = 4, L_ALL = 7 };
#define AE_POS (-1) /* AE_UN's +a: the element itself */

bool kir_arrayish(const Typer *T, TVal v) {
  return T->f->target == KIR_TARGET_CPU && (v.kind == TV_ARRAY || v.kind == TV_AEXPR);
}

static int own_ndim(const Typer *T, TVal v) {
  if (v.kind == TV_AEXPR) return v.andim;
  if (v.kind != TV_ARRAY) return 0;
  const KirSlot *s = &T->f->slots[v.slot];
  return s->ndim - __builtin_popcount(v.fixmask & ((1u << s->ndim) - 1));
}

/* An operand as a node takes it: an array view, an expression or a number's register. */
static TVal operand(Typer *T, TVal v, Span span) {
  if (v.kind == TV_ARRAY || v.kind == TV_AEXPR) return v;
  if (v.kind == TV_CPLX || v.kind == TV_CPLXARR)
    kir_type_error(T, span, "complex operands of array expressions are not compiled yet");
  return kir_tval_reg(kir_to_reg(T, v, span));
}

static DType elem_type(Typer *T, TVal v, Span span) {
  DType dt = v.kind == TV_AEXPR ? v.adt : v.kind == TV_ARRAY ? T->f->slots[v.slot].dtype : T->f->regs[v.reg];
  char k = rt_dtypes[dt].kind;
  if ((k != 'b' && k != 'i' && k != 'u' && k != 'f') || dt == DT_FLOAT16 || dt == DT_LONGDOUBLE)
    kir_type_error(T, span, "array expressions of %s are not compiled yet", rt_dtypes[dt].name);
  return dt;
}

/* np.can_cast(from, to, 'safe'), and any integer to any float when the operands are mixed. */
static bool safe_cast(DType from, DType to, bool mixed) {
  char kf = rt_dtypes[from].kind, kt = rt_dtypes[to].kind;
  int sf = rt_dtypes[from].itemsize, st = rt_dtypes[to].itemsize;
  if (from == to || kf == 'b') return true;
  if (kt == 'b') return false;
  if ((kf == 'i' || kf == 'u') && kt == 'f') return mixed || st > sf || st == 8;
  if (kf == 'f') return kt == 'f' && st >= sf;
  if (kf == kt) return st >= sf;
  return kf == 'u' && kt == 'i' && st > sf;
}

/* The loop type of a ufunc with the loops `has` for operands of types dts. */
static DType loop_type(Typer *T, int has, int n, const DType *dts, const char *what, Span span) {
  static const DType loops[] = {DT_BOOL,   DT_INT8,   DT_UINT8,  DT_INT16,   DT_UINT16,  DT_INT32,
                                DT_UINT32, DT_INT64,  DT_UINT64, DT_FLOAT16, DT_FLOAT32, DT_FLOAT64};
  bool ints = false, floats = false;
  for (int k = 0; k < n; k++) {
    char c = rt_dtypes[dts[k]].kind;
    ints = ints || c == 'i' || c == 'u';
    floats = floats || c == 'f';
  }
  for (size_t c = 0; c < sizeof loops / sizeof loops[0]; c++) {
    char kind = rt_dtypes[loops[c]].kind;
    if (!(has & (kind == 'b' ? L_BOOL : kind == 'f' ? L_FLOAT : L_INT))) continue;
    bool ok = true;
    for (int k = 0; k < n; k++) ok = ok && safe_cast(dts[k], loops[c], ints && floats);
    if (!ok) continue;
    if (loops[c] == DT_FLOAT16) kir_type_error(T, span, "the float16 loop of %s is not compiled", what);
    return loops[c];
  }
  kir_type_error(T, span, "no loop of %s takes operands of these types", what);
}

static TVal node(Typer *T, int aop, int sub, DType in, DType out, int n, const TVal *kids) {
  TVal v;
  memset(&v, 0, sizeof v);
  v.kind = TV_AEXPR;
  v.aop = aop;
  v.asub = sub;
  v.ain = in;
  v.adt = out;
  v.n = n;
  v.items = vm_arena_alloc(T->arena, sizeof(TVal) * (size_t)n);
  for (int k = 0; k < n; k++) {
    v.items[k] = kids[k];
    if (own_ndim(T, kids[k]) > v.andim) v.andim = own_ndim(T, kids[k]);
  }
  return v;
}

TVal kir_ae_binop(Typer *T, KirBin op, TVal l, TVal r, Span span) {
  int has = L_ALL;
  switch (op) {
  case KB_ADD: case KB_MUL: break;
  case KB_SUB: has = L_INT | L_FLOAT; break;
  case KB_DIV: has = L_FLOAT; break;
  case KB_POW: case KB_FLOORDIV: case KB_MOD: has = L_INT | L_FLOAT; break;
  case KB_AND: case KB_OR: case KB_XOR: has = L_BOOL | L_INT; break;
  default:
    if (op < KB_LT) kir_type_error(T, span, "the array operator '%s' is not compiled yet", kir_bin_names[op]);
  }
  TVal kids[2] = {operand(T, l, span), operand(T, r, span)};
  DType dts[2] = {elem_type(T, kids[0], span), elem_type(T, kids[1], span)};
  DType in = loop_type(T, has, 2, dts, kir_bin_names[op], span);
  return node(T, AE_BIN, op, in, op >= KB_LT ? DT_BOOL : in, 2, kids);
}

TVal kir_ae_unary(Typer *T, UnOp op, TVal a, Span span) {
  int sub, has = L_INT | L_FLOAT;
  switch (op) {
  case RT_UOP_NEG: sub = KU_NEG; break;
  case RT_UOP_POS: sub = AE_POS; break;
  case RT_UOP_INVERT: sub = KU_INVERT, has = L_BOOL | L_INT; break;
  default: kir_type_error(T, span, "the truth value of an array is ambiguous here");
  }
  TVal kid = operand(T, a, span);
  DType dt = elem_type(T, kid, span);
  DType in = loop_type(T, has, 1, &dt, rt_unop_symbols[op], span);
  return node(T, AE_UN, sub, in, in, 1, &kid);
}

/* The math ufuncs compiled for arrays; exact: its float32 result is the double one rounded.
 * The others' float32 loops call the C library's float function (sinf, expf, ...), as Numba's
 * do (bit for bit glibc's; NumPy's own float32 loops differ from both in the last bit). */
static bool ufunc_math(int m, bool *exact) {
  switch (m) {
  case KM_SQRT: case KM_FLOOR: case KM_CEIL: case KM_TRUNC: case KM_FABS: case KM_RINT:
  case KM_ISNAN: case KM_ISINF: case KM_ISFINITE:
    *exact = true;
    return true;
  case KM_EXP: case KM_LOG: case KM_SIN: case KM_COS: case KM_TAN: case KM_TANH: case KM_ATAN:
  case KM_ASIN: case KM_ACOS: case KM_LOG10: case KM_LOG2: case KM_EXPM1: case KM_LOG1P:
  case KM_SINH: case KM_COSH: case KM_ATAN2: case KM_HYPOT: case KM_ASINH: case KM_ACOSH:
  case KM_ATANH:
    *exact = false;
    return true;
  default: return false;
  }
}

static TVal where_call(Typer *T, int argc, TVal *argv, Span span);

bool kir_ae_call(Typer *T, Obj *f, int argc, TVal *argv, Span span, TVal *out) {
  bool any = false;
  for (int k = 0; k < argc; k++) any = any || kir_arrayish(T, argv[k]);
  if (!any) return false;
  if (rt_is_native(rt_obj(f)) && !strcmp(RT_AS(NativeFunc, rt_obj(f))->name, "where")) {
    Value np = rt_import("numpy");
    Value w = rt_module_lookup(np, "where");
    rt_decref(np); /* the module stays in the import table */
    if (rt_is_obj(w) && w.as.o == f) {
      *out = where_call(T, argc, argv, span);
      return true;
    }
  }
  const char *uname = np_ufunc_name(rt_obj(f));
  if (uname && (!strcmp(uname, "maximum") || !strcmp(uname, "minimum"))) {
    Value np = rt_import("numpy");
    Value same = rt_module_lookup(np, uname);
    rt_decref(np); /* the module stays in the import table */
    if (rt_is_obj(same) && same.as.o == f) {
      if (argc != 2) kir_type_error(T, span, "np.%s() with %d arguments is not compiled yet", uname, argc);
      TVal kids[2] = {operand(T, argv[0], span), operand(T, argv[1], span)};
      DType dts[2] = {elem_type(T, kids[0], span), elem_type(T, kids[1], span)};
      DType in = loop_type(T, L_ALL, 2, dts, uname, span);
      *out = node(T, AE_EXT, uname[1] == 'i', in, in, 2, kids);
      return true;
    }
  }
  if (f == T->known.np_abs && argc == 1) {
    TVal kid = operand(T, argv[0], span);
    DType dt = elem_type(T, kid, span);
    DType in = loop_type(T, L_ALL, 1, &dt, "absolute", span);
    *out = node(T, AE_UN, KU_ABS, in, in, 1, &kid);
    return true;
  }
  for (int m = 0; m < KM_COUNT; m++) {
    bool exact;
    if (f != T->known.math[m][1] || !ufunc_math(m, &exact)) continue;
    int n = kir_math_arity[m];
    if (argc != n) kir_type_error(T, span, "np.%s() with %d arguments is not compiled yet", kir_math_names[m], argc);
    TVal kids[2];
    DType dts[2];
    for (int k = 0; k < n; k++) {
      kids[k] = operand(T, argv[k], span);
      dts[k] = elem_type(T, kids[k], span);
    }
    bool pred = m == KM_ISNAN || m == KM_ISINF || m == KM_ISFINITE;
    if (pred && rt_dtypes[dts[0]].kind != 'f') kir_type_error(T, span, "np.%s() of integer arrays is not compiled yet", kir_math_names[m]);
    DType in = loop_type(T, L_FLOAT, n, dts, kir_math_names[m], span);
    *out = node(T, AE_MATH, m, in, pred ? DT_BOOL : in, n, kids);
    return true;
  }
  return false;
}

/* ---- lowering: the loop nest ---- */

typedef struct Leaf {
  TVal v;
  int argno;                /* Numba's operand number (broadcast errors) */
  int one[KIR_MAX_INDEX];   /* per own axis of an array: its extent == 1 (a bool register) */
} Leaf;

typedef struct Nest {
  int nd;                   /* the loop nest's axes */
  int dims[KIR_MAX_INDEX];  /* their extents */
  int idx[KIR_MAX_INDEX];   /* their counters (inside the nest) */
  Leaf *leaves;
  int n, zero;
} Nest;

static int count_leaves(TVal v) {
  if (v.kind != TV_AEXPR) return 1;
  int n = 0;
  for (int k = 0; k < v.n; k++) n += count_leaves(v.items[k]);
  return n;
}

static bool same_view(TVal a, TVal b) {
  if (a.kind != TV_ARRAY || b.kind != TV_ARRAY || a.slot != b.slot || a.fixmask != b.fixmask || a.rev != b.rev) return false;
  for (int k = 0; k < KIR_MAX_INDEX; k++) {
    if ((a.fixmask >> k & 1) && a.fixed[k] != b.fixed[k]) return false;
    if (a.off[k] != b.off[k] || a.len[k] != b.len[k] || a.step[k] != b.step[k]) return false;
  }
  return true;
}

/* Is reg a literal's constant (not an operand of Numba's array expression)? */
static bool literal_reg(const KirFunc *f, int reg) {
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].d == reg) return f->code[pc].op == KIR_CONST;
  return false;
}

static void collect(Typer *T, TVal v, Nest *ns, int *argno) {
  if (v.kind == TV_AEXPR) {
    for (int k = 0; k < v.n; k++) collect(T, v.items[k], ns, argno);
    return;
  }
  Leaf *L = &ns->leaves[ns->n++];
  memset(L, 0, sizeof *L);
  L->v = v;
  for (int k = 0; k < KIR_MAX_INDEX; k++) L->one[k] = -1;
  L->argno = -1;
  for (int j = 0; j + 1 < ns->n; j++) /* an operand met before keeps its number */
    if ((v.kind == TV_ARRAY && same_view(ns->leaves[j].v, v)) || (v.kind == TV_REG && ns->leaves[j].v.kind == TV_REG && ns->leaves[j].v.reg == v.reg))
      L->argno = ns->leaves[j].argno;
  if (L->argno < 0 && !(v.kind == TV_REG && literal_reg(T->f, v.reg))) L->argno = (*argno)++;
}

/* The leaves of v and its broadcast shape (nd = v's ndim), with Numba's checks; into: the
 * nest will run over a larger shape (a store's target), which even a lone array may meet. */
static void prepare(Typer *T, TVal v, Nest *ns, bool into, Span span) {
  memset(ns, 0, sizeof *ns);
  ns->leaves = vm_arena_alloc(T->arena, sizeof(Leaf) * (size_t)count_leaves(v));
  int argno = 0;
  collect(T, v, ns, &argno);
  ns->nd = own_ndim(T, v);
  int one = kir_const_int(T, 1, DT_INT64, span);
  ns->zero = kir_const_int(T, 0, DT_INT64, span);
  for (int k = 0; k < ns->nd; k++) ns->dims[k] = one;
  int cover[KIR_MAX_INDEX] = {0}; /* the arrays along each axis: one alone never broadcasts */
  for (int l = 0; l < ns->n; l++) {
    int m = own_ndim(T, ns->leaves[l].v);
    for (int j = 0; j < m && ns->nd - m + j >= 0; j++) cover[ns->nd - m + j]++;
  }
  bool first = true; /* the first array fits the all-ones shape: it sets its axes */
  for (int l = 0; l < ns->n; l++) {
    Leaf *L = &ns->leaves[l];
    int m = own_ndim(T, L->v), err = -1;
    for (int j = 0; j < m; j++) {
      int src = kir_view_extent(T, L->v, kir_view_axis(L->v, j), span);
      int o = ns->nd - m + j, d = ns->dims[o];
      if (cover[o] > 1 || into) L->one[j] = kir_binop(T, KB_EQ, src, one, span);
      if (first) {
        ns->dims[o] = src;
        continue;
      }
      int bad = kir_binop(T, KB_AND, kir_binop(T, KB_NE, d, one, span),
                          kir_binop(T, KB_AND, kir_binop(T, KB_NE, src, d, span), kir_binop(T, KB_NE, src, one, span), span), span);
      err = err < 0 ? bad : kir_binop(T, KB_OR, err, bad, span);
      ns->dims[o] = kir_select(T, kir_binop(T, KB_EQ, d, one, span), src, d, span);
    }
    if (m) first = false;
    if (err >= 0) {
      char msg[64];
      snprintf(msg, sizeof msg, "unable to broadcast argument %d to output array", L->argno < 0 ? 0 : L->argno);
      kir_raise_value_error_if(T, err, msg, span);
    }
  }
}

static int load_leaf(Typer *T, const Leaf *L, const Nest *ns, Span span) {
  TVal a = L->v;
  const KirSlot *s = &T->f->slots[a.slot];
  int m = own_ndim(T, a);
  int32_t idx[KIR_MAX_INDEX];
  for (int ax = 0; ax < s->ndim; ax++) idx[ax] = a.fixed[ax];
  for (int j = 0; j < m; j++) {
    int ax = kir_view_axis(a, j), i = ns->idx[ns->nd - m + j];
    if (L->one[j] >= 0) i = kir_select(T, L->one[j], ns->zero, i, span);
    idx[ax] = kir_view_index(T, a, ax, i, span);
  }
  KirInst *in = kir_emit(T->f, KIR_LOAD, span);
  in->arr = a.slot;
  memcpy(in->idx, idx, sizeof idx);
  in->d = kir_new_reg(T->f, s->dtype);
  return in->d;
}

/* The type arithmetic of a loop type runs in: narrow integers in 64 bits. */
static DType wide(DType t) {
  char k = rt_dtypes[t].kind;
  if ((k == 'i' || k == 'u') && rt_dtypes[t].itemsize < 4) return k == 'i' ? DT_INT64 : DT_UINT64;
  return t;
}

/* Numba's scalar -x / ~x / +x (its UnaryOp, as kir_typer_expr.c types it): an integer is
 * negated or inverted in its own width, then widened to int64 (uint64 when unsigned). */
static int scalar_unary(Typer *T, int sub, int x, Span span) {
  DType from = T->f->regs[x];
  DType t = rt_dtypes[from].kind == 'f' ? from : rt_dtypes[from].kind == 'u' ? DT_UINT64 : DT_INT64;
  if (sub == AE_POS) return kir_cast(T, x, t, span);
  if (sub == KU_INVERT && from == DT_BOOL) return kir_emit_op(T, KIR_UN, KU_NOT, x, -1, DT_BOOL, span);
  int d = kir_emit_op(T, KIR_UN, sub, kir_cast(T, x, t, span), -1, t, span);
  if (rt_dtypes[from].kind != 'f' && from != DT_BOOL && from != t) d = kir_cast(T, kir_cast(T, d, from, span), t, span);
  return d;
}

/* One element of v at the nest's counters (leaves met in order from *next), as Numba's
 * array-expression kernel computes it: operators with its scalar typing and code under NumPy's
 * error model (no ZeroDivisionError for /; x ** y as its scalar power, a float 0.0 ** -1 raising),
 * ufuncs in their loop's type. The value is of its scalar type: the caller converts it to the
 * expression's dtype (kir_ae_dtype), as the kernel's result is. */
static int eval(Typer *T, TVal v, const Nest *ns, int *next, Span span) {
  if (v.kind != TV_AEXPR) {
    const Leaf *L = &ns->leaves[(*next)++];
    return v.kind == TV_REG ? v.reg : load_leaf(T, L, ns, span);
  }
  if (v.aop == AE_BIN) {
    int x = eval(T, v.items[0], ns, next, span), y = eval(T, v.items[1], ns, next, span);
    int first = T->f->ncode;
    int r = kir_binop(T, (KirBin)v.asub, x, y, span);
    for (int pc = first; pc < T->f->ncode; pc++) { /* power: only an integer 0 ** -1 is NumPy's */
      KirInst *in = &T->f->code[pc];
      bool numpy = v.asub == KB_POW ? in->sub == KB_POW : in->sub == KB_DIV || in->sub == KB_FLOORDIV || in->sub == KB_MOD;
      if (in->op == KIR_BIN && numpy) in->imm.i = KIR_DIV_NUMPY; /* x // 0 and x % 0: 0, inf or nan */
    }
    return r;
  }
  if (v.aop == AE_UN && v.asub != KU_ABS) return scalar_unary(T, v.asub, eval(T, v.items[0], ns, next, span), span);
  /* a ufunc: its loop's type */
  int a[2] = {-1, -1};
  DType w = wide(v.ain);
  for (int k = 0; k < v.n && k < 2; k++) a[k] = kir_cast(T, kir_cast(T, eval(T, v.items[k], ns, next, span), v.ain, span), w, span);
  int r;
  if (v.aop == AE_UN) /* np.abs */
    r = w == DT_BOOL || rt_dtypes[w].kind == 'u' ? a[0] : kir_emit_op(T, KIR_UN, KU_ABS, a[0], -1, w, span);
  else if (v.aop == AE_EXT) { /* Numba's np_real_maximum_impl / np_int_smax_impl: a NaN operand wins, the first one */
    r = kir_select(T, kir_binop(T, v.asub ? KB_LE : KB_GE, a[0], a[1], span), a[0], a[1], span);
    if (rt_dtypes[w].kind == 'f') r = kir_select(T, kir_binop(T, KB_NE, a[0], a[0], span), a[0], r, span);
  } else {
    r = kir_emit_op(T, KIR_MATH, v.asub, a[0], a[1], v.adt, span);
    bool exact;
    if (w == DT_FLOAT32 && ufunc_math(v.asub, &exact) && !exact) T->f->code[T->f->ncode - 1].imm.i = KIR_MATH_LIBF;
  }
  return kir_cast(T, r, v.adt, span);
}

/* v's element dtype: an expression's (its kernel's result type), an array's, a number's. */
static DType value_dtype(const Typer *T, TVal v) {
  return v.kind == TV_AEXPR ? v.adt : v.kind == TV_ARRAY ? T->f->slots[v.slot].dtype : T->f->regs[v.reg];
}

/* dst (a view of nd own axes, the nest's) filled with v's elements. */
static void fill(Typer *T, TVal v, Nest *ns, TVal dst, Span span) {
  int ones[KIR_MAX_INDEX];
  for (int k = 0; k < ns->nd; k++) ns->idx[k] = kir_loop_open(T, ns->dims[k], &ones[k], span);
  int next = 0;
  int x = kir_cast(T, kir_cast(T, eval(T, v, ns, &next, span), value_dtype(T, v), span), T->f->slots[dst.slot].dtype, span);
  int32_t idx[KIR_MAX_INDEX];
  for (int ax = 0; ax < T->f->slots[dst.slot].ndim; ax++) idx[ax] = dst.fixed[ax];
  for (int k = 0; k < ns->nd; k++) {
    int ax = kir_view_axis(dst, k);
    idx[ax] = kir_view_index(T, dst, ax, ns->idx[k], span);
  }
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = dst.slot;
  memcpy(st->idx, idx, sizeof idx);
  st->a = x;
  for (int k = ns->nd - 1; k >= 0; k--) kir_loop_close(T, ns->idx[k], ones[k], span);
}

static TVal new_array(Typer *T, DType dt, int nd, const int *dims, Span span) {
  TVal r;
  memset(&r, 0, sizeof r);
  r.kind = TV_ARRAY;
  r.slot = kir_new_slot(T->f, KIR_SLOT_HEAP, dt, nd, "$expr");
  T->f->slots[r.slot].param = r.slot;
  kir_loop_slot_new(T, r.slot, span);
  KirInst *in = kir_emit(T->f, KIR_ALLOC, span);
  in->arr = r.slot;
  for (int k = 0; k < nd; k++) in->idx[k] = dims[k];
  return r;
}

TVal kir_ae_force(Typer *T, TVal v, Span span) {
  if (v.kind != TV_AEXPR) return v;
  Nest ns;
  prepare(T, v, &ns, false, span);
  TVal r = new_array(T, v.adt, ns.nd, ns.dims, span);
  fill(T, v, &ns, r, span);
  return r;
}

/* Does v read dst's array through a view other than dst itself? */
static bool reads_elsewhere(TVal dst, TVal v) {
  if (v.kind == TV_AEXPR) {
    for (int k = 0; k < v.n; k++)
      if (reads_elsewhere(dst, v.items[k])) return true;
    return false;
  }
  return v.kind == TV_ARRAY && v.slot == dst.slot && !same_view(dst, v);
}

void kir_ae_store(Typer *T, TVal dst, TVal v, Span span) {
  if (T->f->slots[dst.slot].kind == KIR_SLOT_CONST) kir_type_error(T, span, "constant arrays cannot be written");
  int D = own_ndim(T, dst), N = own_ndim(T, v);
  if (N > D) kir_type_error(T, span, "cannot assign a %d-D array to a %d-D view", N, D);
  elem_type(T, v, span);
  if (reads_elsewhere(dst, v)) {
    /* Numba's temporary, then the copy (its setitem copies a source that may overlap: M[k] = M[p]) */
    v = v.kind == TV_ARRAY ? kir_array_copy(T, v, span) : kir_ae_force(T, v, span);
  }
  Nest ns;
  prepare(T, v, &ns, true, span);
  int one = kir_const_int(T, 1, DT_INT64, span), err = -1;
  int dims[KIR_MAX_INDEX];
  for (int k = 0; k < D; k++) dims[k] = kir_view_extent(T, dst, kir_view_axis(dst, k), span);
  for (int j = 0; j < N; j++) { /* Numba's setitem: each source extent is 1 or the view's */
    int e = ns.dims[j], d = dims[D - N + j];
    int bad = kir_binop(T, KB_AND, kir_binop(T, KB_NE, e, d, span), kir_binop(T, KB_NE, e, one, span), span);
    err = err < 0 ? bad : kir_binop(T, KB_OR, err, bad, span);
  }
  if (err >= 0) kir_raise_value_error_if(T, err, "cannot assign slice from input of different size", span);
  ns.nd = D;
  memcpy(ns.dims, dims, sizeof dims);
  fill(T, v, &ns, dst, span);
}

void kir_ae_inplace(Typer *T, TVal dst, KirBin op, TVal v, Span span) {
  /* M[i, k:] -= f * M[k, k:]: Numba computes the expression into a temporary, then the
   * in-place ufunc reads that */
  if (v.kind == TV_AEXPR && reads_elsewhere(dst, v)) v = kir_ae_force(T, v, span);
  TVal e = kir_ae_binop(T, op, dst, v, span);
  DType to = T->f->slots[dst.slot].dtype;
  if (!safe_cast(e.adt, to, false) && rt_dtypes[e.adt].kind != rt_dtypes[to].kind)
    kir_type_error(T, span, "an in-place %s of %s into a %s array", kir_bin_names[op], rt_dtypes[e.adt].name, rt_dtypes[to].name);
  if (own_ndim(T, v) > own_ndim(T, dst)) kir_type_error(T, span, "an in-place operator with an operand of more dimensions");
  if (reads_elsewhere(dst, v)) kir_type_error(T, span, "an in-place operator reading its own array elsewhere is not compiled yet");
  kir_ae_store(T, dst, e, span);
}

/* ---- np.where(cond, x, y) ---- */

/* cond[i] of the 1-D view cond, as a truth value (checked index). */
static int truth_at(Typer *T, TVal cond, int i, Span span) {
  int ax = kir_view_axis(cond, 0);
  int32_t idx[KIR_MAX_INDEX];
  for (int k = 0; k < T->f->slots[cond.slot].ndim; k++) idx[k] = k == ax ? kir_view_index(T, cond, ax, i, span) : cond.fixed[k];
  KirInst *in = kir_emit(T->f, KIR_LOAD, span);
  memcpy(in->idx, idx, sizeof idx);
  in->arr = cond.slot;
  in->d = kir_new_reg(T->f, T->f->slots[cond.slot].dtype);
  return kir_truth(T, kir_tval_reg(in->d), span);
}

/* np.where(cond) of a 1-D cond: Numba's np.nonzero, a tuple of one int64 array of the indexes
 * of its true (nonzero) elements (a count pass, then a fill pass). */
static TVal where1(Typer *T, TVal c, Span span) {
  c = kir_ae_force(T, c, span);
  if (c.kind != TV_ARRAY || own_ndim(T, c) != 1) kir_type_error(T, span, "np.where() of one argument is only compiled for a 1-D array");
  elem_type(T, c, span);
  int n = kir_view_extent(T, c, kir_view_axis(c, 0), span), zero = kir_const_int(T, 0, DT_INT64, span);
  int one = kir_const_int(T, 1, DT_INT64, span), count = kir_new_reg(T->f, DT_INT64), j = kir_new_reg(T->f, DT_INT64);
  KirInst *mv = kir_emit(T->f, KIR_MOV, span);
  mv->d = count;
  mv->a = zero;
  int inc, i = kir_loop_open(T, n, &inc, span);
  int t = truth_at(T, c, i, span);
  int more = kir_select(T, t, kir_binop(T, KB_ADD, count, one, span), count, span); /* before the MOV: kir_emit may move the code */
  mv = kir_emit(T->f, KIR_MOV, span);
  mv->d = count;
  mv->a = more;
  kir_loop_close(T, i, inc, span);
  int dims[1] = {count};
  TVal r = new_array(T, DT_INT64, 1, dims, span);
  mv = kir_emit(T->f, KIR_MOV, span);
  mv->d = j;
  mv->a = zero;
  i = kir_loop_open(T, n, &inc, span);
  t = truth_at(T, c, i, span);
  kir_emit(T->f, KIR_IF, span)->a = t;
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = r.slot;
  st->idx[0] = j;
  st->a = i;
  st->sub = 1; /* j counts the true elements: within the count */
  int next = kir_binop(T, KB_ADD, j, one, span);
  mv = kir_emit(T->f, KIR_MOV, span);
  mv->d = j;
  mv->a = next;
  kir_emit(T->f, KIR_ENDIF, span);
  kir_loop_close(T, i, inc, span);
  TVal tup;
  memset(&tup, 0, sizeof tup);
  tup.kind = TV_TUPLE;
  tup.n = 1;
  tup.items = vm_arena_alloc(T->arena, sizeof(TVal));
  tup.items[0] = r;
  return tup;
}

static TVal where_call(Typer *T, int argc, TVal *argv, Span span) {
  if (argc == 1 && T->f->target == KIR_TARGET_CPU) return where1(T, argv[0], span);
  if (argc != 3) kir_type_error(T, span, "np.where() with %d arguments is not compiled yet", argc);
  TVal a[3];
  for (int k = 0; k < 3; k++) a[k] = kir_arrayish(T, argv[k]) ? kir_ae_force(T, argv[k], span) : operand(T, argv[k], span);
  if (a[0].kind != TV_ARRAY) kir_type_error(T, span, "np.where() of a number condition is not compiled yet");
  DType dt = rt_dtype_promote(elem_type(T, a[1], span), elem_type(T, a[2], span));
  elem_type(T, a[0], span);
  int nd = own_ndim(T, a[0]);
  Nest ns;
  memset(&ns, 0, sizeof ns);
  ns.nd = nd;
  ns.zero = kir_const_int(T, 0, DT_INT64, span);
  for (int k = 0; k < nd; k++) ns.dims[k] = kir_view_extent(T, a[0], kir_view_axis(a[0], k), span);
  int err = -1;
  for (int k = 1; k < 3; k++) {
    if (a[k].kind != TV_ARRAY) continue;
    if (own_ndim(T, a[k]) != nd) kir_type_error(T, span, "np.where() of arrays of different dimensions");
    for (int j = 0; j < nd; j++) {
      int bad = kir_binop(T, KB_NE, kir_view_extent(T, a[k], kir_view_axis(a[k], j), span), ns.dims[j], span);
      err = err < 0 ? bad : kir_binop(T, KB_OR, err, bad, span);
    }
  }
  if (err >= 0) kir_raise_value_error_if(T, err, "all inputs should have the same shape", span);
  TVal r = new_array(T, dt, nd, ns.dims, span);
  int ones[KIR_MAX_INDEX];
  for (int k = 0; k < nd; k++) ns.idx[k] = kir_loop_open(T, ns.dims[k], &ones[k], span);
  Leaf L[3];
  int v[3];
  for (int k = 0; k < 3; k++) {
    memset(&L[k], 0, sizeof L[k]);
    L[k].v = a[k];
    for (int j = 0; j < KIR_MAX_INDEX; j++) L[k].one[j] = -1;
    v[k] = a[k].kind == TV_ARRAY ? load_leaf(T, &L[k], &ns, span) : a[k].reg;
  }
  int c = kir_truth(T, kir_tval_reg(v[0]), span);
  int x = kir_select(T, c, kir_cast(T, v[1], dt, span), kir_cast(T, v[2], dt, span), span);
  int32_t idx[KIR_MAX_INDEX] = {0};
  for (int k = 0; k < nd; k++) idx[k] = ns.idx[k];
  KirInst *st = kir_emit(T->f, KIR_STORE, span);
  st->arr = r.slot;
  memcpy(st->idx, idx, sizeof idx);
  st->a = x;
  for (int k = nd - 1; k >= 0; k--) kir_loop_close(T, ns.idx[k], ones[k], span);
  return r;
}

/* ---- iterating over every element (reductions, kir_typer_reduce.c) ---- */

DType kir_ae_dtype(const Typer *T, TVal v) { return v.kind == TV_AEXPR ? v.adt : T->f->slots[v.slot].dtype; }

void kir_each_prepare(Typer *T, TVal v, KirEach *it, Span span) {
  memset(it, 0, sizeof *it);
  it->v = v;
  Nest *ns = vm_arena_alloc(T->arena, sizeof *ns);
  prepare(T, v, ns, false, span);
  it->nest = ns;
  it->size = kir_const_int(T, 1, DT_INT64, span);
  for (int k = 0; k < ns->nd; k++) it->size = kir_binop(T, KB_MUL, it->size, ns->dims[k], span);
  if (v.kind == TV_ARRAY && ns->nd > 1 && !v.fixmask && !v.rev) {
    const KirSlot *s = &T->f->slots[v.slot];
    bool whole = true;
    for (int k = 0; k < KIR_MAX_INDEX; k++) whole = whole && !v.off[k] && !v.len[k] && !v.step[k];
    it->fortran = whole && s->kind == KIR_SLOT_PARAM && s->param < T->f->sig.nargs && T->f->sig.args[s->param].layout == 'F';
  }
}

int kir_each_open(Typer *T, KirEach *it, Span span) {
  Nest *ns = it->nest;
  for (int j = 0; j < ns->nd; j++) {
    int k = it->fortran ? ns->nd - 1 - j : j;
    ns->idx[k] = kir_loop_open(T, ns->dims[k], &it->ones[k], span);
  }
  int next = 0;
  return kir_cast(T, eval(T, it->v, ns, &next, span), value_dtype(T, it->v), span);
}

void kir_each_close(Typer *T, KirEach *it, Span span) {
  Nest *ns = it->nest;
  for (int j = ns->nd - 1; j >= 0; j--) {
    int k = it->fortran ? ns->nd - 1 - j : j;
    kir_loop_close(T, ns->idx[k], it->ones[k], span);
  }
}
