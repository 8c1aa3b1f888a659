/* np_dvar_keep.c — results that keep np.longlong / np.ulonglong ('q'/'Q', np_dvar.c) from their
 * inputs. NumPy 1.24 on Linux promotes 'q' with 'l' to 'q' and copies an input's dtype into
 * np.where, np.tile, np.unique, a.take, ... results; Weft's functions make plain int64/uint64
 * arrays, so the functions below are wrapped: a result of int64 (uint64) gets longlong when one
 * of the call's data arguments is a longlong int64 (uint64) array or scalar and no dtype was
 * asked for. Index arguments (np.take's indices, np.where's condition) do not count. */
#include <string.h>

#include "../obj/objects.h"
#include "np_dvar.h"
#include "np_dvar_keep.h"

enum { LL_Q = 1, LL_UQ = 2 }; /* a longlong int64 / uint64 seen */
enum { KEEP_FIRST = 1,        /* a tuple result: only its first item (np.unique's values) */
       KEEP_APPLY = 2 };      /* the dtype argument's variant goes to the result (fromiter) */

/* The longlong kinds in v, looking at most *budget values deep into lists and tuples (a list
 * holding itself ends there). */
static int ll_bits_in(Value v, int depth, int64_t *budget) {
  if (v.tag != RT_OBJ) return 0;
  if (rt_is_array(v) || rt_is_npscalar(v)) {
    if (!(np_dvar_of(v) & NP_DVAR_LONGLONG)) return 0;
    DType dt = rt_is_array(v) ? RT_AS(Array, v)->dtype : RT_AS(NpScalar, v)->dtype;
    return dt == DT_INT64 ? LL_Q : dt == DT_UINT64 ? LL_UQ : 0;
  }
  if (depth >= RT_MAXDIM || !(rt_is_list(v) || rt_is_tuple(v))) return 0;
  int64_t n = rt_is_list(v) ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  const Value *items = rt_is_list(v) ? RT_AS(List, v)->items : RT_AS(Tuple, v)->items;
  int bits = 0;
  for (int64_t i = 0; i < n && bits != (LL_Q | LL_UQ) && --*budget > 0; i++) {
    if (items[i].tag != RT_OBJ) continue; /* Python numbers: the common case, skipped fast */
    bits |= ll_bits_in(items[i], depth + 1, budget);
  }
  return bits;
}

static int ll_bits(Value v, int depth) {
  int64_t budget = 1 << 20;
  return ll_bits_in(v, depth, &budget);
}

static void keep_bits(Value r, int bits) {
  if (!bits || !(rt_is_array(r) || rt_is_npscalar(r))) return;
  DType dt = rt_is_array(r) ? RT_AS(Array, r)->dtype : RT_AS(NpScalar, r)->dtype;
  int dvar = np_dvar_of(r);
  if ((dt == DT_INT64 && (bits & LL_Q)) || (dt == DT_UINT64 && (bits & LL_UQ)))
    np_dvar_set(r, dvar | NP_DVAR_LONGLONG);
}

Value np_dvar_keep_seq(Value result, Value v) {
  if (rt_is_array(result) || rt_is_npscalar(result)) keep_bits(result, ll_bits(v, 0));
  return result;
}

Value np_dvar_asarray(Value out, Value src, Value spec) {
  if (!rt_is_array(out)) return out;
  if (!rt_is_array(src) || out.as.o != src.as.o) { /* a new array */
    if (rt_is_undef(spec) || rt_is_none(spec)) np_dvar_keep_seq(out, src);
    return out;
  }
  if (rt_is_undef(spec) || rt_is_none(spec)) return out;
  Array *a = RT_AS(Array, out);
  int want = np_dvar_fit(a->dtype, np_dvar_of_spec(spec)) & NP_DVAR_LONGLONG;
  if (want == (a->dvar & NP_DVAR_LONGLONG)) return out;
  Value v = rt_array_view(out, a->dtype, a->ndim, a->shape, a->strides, a->data);
  np_dvar_set(v, (a->dvar & ~NP_DVAR_LONGLONG) | want);
  rt_decref(out);
  return v;
}

/* The dtype argument of a call: position pos (-1: none) or keyword dtype; RT_UNDEF if absent. */
static Value dtype_arg(int argc, const Value *argv, const Kwargs *kw, int pos) {
  if (pos >= 0 && pos < argc) return argv[pos];
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "dtype")) return kw->values[i];
  return rt_undef();
}

/* After a call that returned r (self: the array of a method call, else RT_UNDEF): r, with
 * longlong where a data argument (argv[i] for the bits of data) was longlong. */
static Value keep_after(Value r, Value self, int argc, const Value *argv, const Kwargs *kw,
                        unsigned data, int dtype_pos, int flags) {
  Value dt = dtype_arg(argc, argv, kw, dtype_pos);
  if (flags & KEEP_APPLY) return np_dvar_apply(r, dt);
  if (!rt_is_undef(dt) && !rt_is_none(dt)) return r; /* the asked dtype decides */
  Value target = r;
  if (rt_is_tuple(r) && (flags & KEEP_FIRST) && RT_AS(Tuple, r)->n > 0) target = RT_AS(Tuple, r)->items[0];
  if (!rt_is_array(target) && !rt_is_npscalar(target)) return r;
  if (np_dvar_of(target) & NP_DVAR_LONGLONG) return r;
  /* never retag an input handed back as it was (np.asarray-like passes) */
  if (target.as.o == self.as.o && self.tag == RT_OBJ) return r;
  for (int i = 0; i < argc; i++)
    if (argv[i].tag == RT_OBJ && argv[i].as.o == target.as.o) return r;
  int bits = rt_is_undef(self) ? 0 : ll_bits(self, RT_MAXDIM);
  for (int i = 0; i < argc && i < 32; i++)
    if (data & (1u << i)) bits |= ll_bits(argv[i], 0);
  keep_bits(target, bits);
  return r;
}

/* ---- numpy functions ---- */

typedef struct KeepFn {
  const char *name;
  unsigned data;  /* bit i: argv[i] is data */
  int dtype_pos;  /* the dtype parameter's position, -1 when keyword-only or none */
  int flags;
} KeepFn;

#define ALL_BUT_FIRST 0xFFFFFFFEu
static const KeepFn keep_fns[] = {
    {"where", 6, -1, 0},          {"select", 6, -1, 0},          {"choose", 2, -1, 0},
    {"unique", 1, -1, KEEP_FIRST}, {"tile", 1, -1, 0},           {"repeat", 1, -1, 0},
    {"full_like", 1, 2, 0},       {"zeros_like", 1, 1, 0},       {"ones_like", 1, 1, 0},
    {"empty_like", 1, 1, 0},      {"dot", 3, -1, 0},             {"vdot", 3, -1, 0},
    {"inner", 3, -1, 0},          {"tensordot", 3, -1, 0},       {"matmul", 3, -1, 0},
    {"insert", 1, -1, 0},         {"delete", 1, -1, 0},          {"roll", 1, -1, 0},
    {"take", 1, -1, 0},           {"take_along_axis", 1, -1, 0}, {"pad", 1, -1, 0},
    {"intersect1d", 3, -1, 0},    {"union1d", 3, -1, 0},         {"setdiff1d", 3, -1, 0},
    {"setxor1d", 3, -1, 0},       {"cross", 3, -1, 0},           {"convolve", 3, -1, 0},
    {"correlate", 3, -1, 0},      {"extract", 2, -1, 0},         {"compress", 2, -1, 0},
    {"diag", 1, -1, 0},           {"diagflat", 1, -1, 0},        {"diagonal", 1, -1, 0},
    {"trace", 1, 4, 0},           {"triu", 1, -1, 0},            {"tril", 1, -1, 0},
    {"rot90", 1, -1, 0},          {"resize", 1, -1, 0},          {"around", 1, -1, 0},
    {"round_", 1, -1, 0},         {"round", 1, -1, 0},           {"einsum", ALL_BUT_FIRST, -1, 0},
    {"piecewise", 1, -1, 0},      {"percentile", 1, -1, 0},      {"quantile", 1, -1, 0},
    {"nanpercentile", 1, -1, 0},  {"nanquantile", 1, -1, 0},     {"kron", 3, -1, 0},
    {"outer", 3, -1, 0},          {"fromiter", 0, 1, KEEP_APPLY}, {"fromfunction", 0, -1, KEEP_APPLY},
    {"trim_zeros", 1, -1, 0},
};
enum { NKEEP = sizeof keep_fns / sizeof keep_fns[0] };

static const Obj *wrapped[NKEEP]; /* the function each keep_fns entry wraps */

/* self: the wrapped function (np_argstyle.c reads a wrapper's self for its messages) */
static Value keep_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  const NativeFunc *f = RT_AS(NativeFunc, self);
  int64_t i = 0;
  while (i < NKEEP - 1 && wrapped[i] != self.as.o) i++;
  const KeepFn *k = &keep_fns[i];
  Value r = f->fn(f->self, argc, argv, kw);
  /* einsum's operands follow its subscripts, or come first in the interleaved form */
  unsigned data = k->data;
  if (data == ALL_BUT_FIRST && argc > 0 && !rt_is_str(argv[0])) data = ~0u;
  return keep_after(r, rt_undef(), argc, argv, kw, data, k->dtype_pos, k->flags);
}

/* ---- ndarray methods ---- */

#define KEEP_METHOD(id, data, dtype_pos)                                                    \
  static NativeFn orig_##id;                                                              \
  static Value keep_##id(Value self, int argc, const Value *argv, const Kwargs *kw) {     \
    return keep_after(orig_##id(self, argc, argv, kw), self, argc, argv, kw, data, dtype_pos, 0); \
  }
KEEP_METHOD(take, 0, -1)
KEEP_METHOD(repeat, 0, -1)
KEEP_METHOD(compress, 0, -1)
KEEP_METHOD(diagonal, 0, -1)
KEEP_METHOD(round, 0, -1)
KEEP_METHOD(dot, 1, -1)
KEEP_METHOD(trace, 0, 3)

static void wrap_method(const char *name, NativeFn *orig, NativeFn keep) {
  *orig = np_method_fn(name);
  if (*orig) np_register_method(name, keep);
}

void np_register_dvar_keep(Value m) {
  for (int64_t i = 0; i < NKEEP; i++) {
    Value f = rt_module_lookup(m, keep_fns[i].name);
    if (rt_is_undef(f) || !rt_is_native(f)) continue;
    wrapped[i] = f.as.o;
    rt_module_set(m, keep_fns[i].name, rt_native_bind(RT_AS(NativeFunc, f)->name, keep_call, f));
  }
  wrap_method("take", &orig_take, keep_take);
  wrap_method("repeat", &orig_repeat, keep_repeat);
  wrap_method("compress", &orig_compress, keep_compress);
  wrap_method("diagonal", &orig_diagonal, keep_diagonal);
  wrap_method("round", &orig_round, keep_round);
  wrap_method("dot", &orig_dot, keep_dot);
  wrap_method("trace", &orig_trace, keep_trace);
}
