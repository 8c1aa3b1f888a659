/* np_strerrs.c — NumPy 1.24's errors from its numeric functions given text (a string array, or
 * a list holding str, which np.asarray makes a '<U<n>' array): the ufunc each one reaches first
 * has no loop for strings (np.median: 'add', np.diff: 'subtract', np.histogram: 'minimum',
 * np.round: 'rint', ...). np.nan_to_num hands the strings back; np.array_equal(...,
 * equal_nan=True) reaches isnan. Each wraps numpy's function; other operands pass through. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_stats.h"
#include "np_strarray.h"
#include "np_wrapargs.h"
#include "../base/error.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef enum {
  NO_LOOP,     /* ufunc (A, A): the operand with itself */
  NO_LOOP_F,   /* ufunc (A, float64) */
  NO_LOOP_U32, /* ufunc (<U32, <U32): cov/corrcoef cast to result_type(m, float64) */
  NO_LOOP_2,   /* ufunc (A, B): the first two operands, both text */
  NOT_SUPPORTED,
  ITEMSIZE,    /* dot, convolve: no dot function for strings */
  QUANTILE,    /* subtract (next, previous): the two sorted items around the q's index */
  ROUND, CLIP, CLOSE, NAN_TO_NUM, EQUAL_NAN
} Kind;

static const struct {
  const char *name;
  Kind kind;
  const char *ufunc;
} wrapped[] = {
    {"median", NO_LOOP, "add"},          {"average", NO_LOOP, "add"},
    {"trapz", NO_LOOP, "add"},           {"nanmean", NO_LOOP, "add"},
    {"nansum", NO_LOOP, "add"},          {"percentile", QUANTILE, "subtract"},
    {"quantile", QUANTILE, "subtract"},   {"diff", NO_LOOP, "subtract"},
    {"gradient", NO_LOOP, "subtract"},   {"ediff1d", NO_LOOP, "subtract"},
    {"histogram", NO_LOOP, "minimum"},   {"histogram_bin_edges", NO_LOOP, "minimum"},
    {"polyfit", NO_LOOP_F, "add"},       {"cov", NO_LOOP_U32, "add"},
    {"corrcoef", NO_LOOP_U32, "add"},    {"cross", NO_LOOP_2, "multiply"},
    {"outer", NO_LOOP_2, "multiply"},    {"nanmedian", NOT_SUPPORTED, "isnan"},
    {"fix", NOT_SUPPORTED, "ceil"},      {"dot", ITEMSIZE, NULL},
    {"convolve", ITEMSIZE, NULL},        {"round", ROUND, NULL},
    {"around", ROUND, NULL},             {"round_", ROUND, NULL},
    {"clip", CLIP, NULL},                {"allclose", CLOSE, NULL},
    {"isclose", CLOSE, NULL},            {"nan_to_num", NAN_TO_NUM, NULL},
    {"array_equal", EQUAL_NAN, NULL},
};
enum { NWRAPPED = sizeof wrapped / sizeof wrapped[0] };

/* The dtype text of text operand v: '<U3', '|S2'. */
static void dtype_text(Value v, char *buf, size_t n) {
  Value a = np_as_strarr(v);
  const NpStrArr *s = RT_AS(NpStrArr, a);
  snprintf(buf, n, "%s%lld", s->bytes ? "|S" : "<U", (long long)(s->width ? s->width : 1));
  rt_decref(a);
}

static void free_ptr(void *p) { free(*(void **)p); }

static int cmp_items(const void *x, const void *y) {
  return np_item_cmp(*(const Value *)x, *(const Value *)y);
}

/* The dtype text of one item, as NumPy types a 0-d string by its length: '<U2'. */
static void item_dtype(Value item, bool bytes, char *buf, size_t n) {
  int64_t len = rt_is_str(item) ? RT_AS(Str, item)->nchars : RT_AS(Bytes, item)->n;
  snprintf(buf, n, "%s%lld", bytes ? "|S" : "<U", (long long)(len ? len : 1));
}

/* np.percentile/quantile of text, a number q (a fraction) over the flattened items: NumPy's
 * linear method subtracts the sorted items at floor(q * (n - 1)) and the one after it; false
 * when there are none. */
static bool quantile_items(Value v, double q, char *a, char *b, size_t n) {
  Value s = np_as_strarr(v);
  int mark = rt_cleanup_push_value(&s);
  const NpStrArr *arr = RT_AS(NpStrArr, s);
  int64_t size = arr->size;
  if (size == 0 || !(q >= 0 && q <= 1)) {
    rt_cleanup_pop(mark, true);
    return false;
  }
  Value *items = rt_malloc((size_t)size * sizeof *items);
  rt_cleanup_push(free_ptr, &items);
  for (int64_t k = 0; k < size; k++) items[k] = *np_strarr_at(arr, k);
  qsort(items, (size_t)size, sizeof *items, cmp_items);
  int64_t prev = (int64_t)floor(q * (double)(size - 1)), next = prev + 1 < size ? prev + 1 : size - 1;
  item_dtype(items[next], arr->bytes, a, n);
  item_dtype(items[prev], arr->bytes, b, n);
  rt_cleanup_pop(mark, true);
  return true;
}

static _Noreturn void no_loop(const char *ufunc, const char *x, const char *y, const char *z) {
  if (z)
    rt_raise(RT_EXC_UFuncNoLoopError, "ufunc '%s' did not contain a loop with signature matching "
             "types (dtype('%s'), dtype('%s'), dtype('%s')) -> None", ufunc, x, y, z);
  rt_raise(RT_EXC_UFuncNoLoopError, "ufunc '%s' did not contain a loop with signature matching "
           "types (dtype('%s'), dtype('%s')) -> None", ufunc, x, y);
}

static _Noreturn void not_supported(const char *ufunc) {
  rt_raise(RT_EXC_TypeError, "ufunc '%s' not supported for the input types, and the inputs could "
           "not be safely coerced to any supported types according to the casting rule ''safe''",
           ufunc);
}

/* A Python number's default dtype name, NULL for other values. */
static const char *number_dtype(Value v) {
  if (v.tag == RT_INT) return "int64";
  if (v.tag == RT_FLOAT) return "float64";
  return NULL;
}

static Kind kind_of(const char *name, const char **ufunc) {
  for (int i = 0; i < NWRAPPED; i++)
    if (!strcmp(name, wrapped[i].name)) {
      *ufunc = wrapped[i].ufunc;
      return wrapped[i].kind;
    }
  *ufunc = NULL;
  return NO_LOOP;
}

/* self: numpy's own function (a NativeFunc). */
static Value text_error_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  const char *ufunc;
  Kind kind = kind_of(f->name, &ufunc);
  Value first = argc ? argv[0] : rt_undef();
  if (kind == EQUAL_NAN) {
    Value en = np_kwarg(kw, "equal_nan"), second = np_arg(argc, argv, kw, 1, "a2");
    if (argc != 2 || !kw || kw->n != 1 || rt_is_undef(en) || !rt_truthy(en) ||
        !(np_holds_text(first) || np_holds_text(second)))
      return f->fn(f->self, argc, argv, kw);
    Value s1 = np_call1("shape", first), s2 = rt_undef();
    int mark = rt_cleanup_push_value(&s1);
    rt_cleanup_push_value(&s2);
    s2 = np_call1("shape", second);
    bool same = rt_equal(s1, s2);
    rt_cleanup_pop(mark, true);
    if (!same) return rt_bool(false);
    not_supported("isnan");
  }
  if (rt_is_undef(first) || !np_holds_text(first)) return f->fn(f->self, argc, argv, kw);
  char a[32], b[32];
  dtype_text(first, a, sizeof a);
  switch (kind) {
    case NO_LOOP:
      if (!strcmp(f->name, "average") && np_given(np_arg(argc, argv, kw, 2, "weights"))) break;
      no_loop(ufunc, a, a, NULL);
    case QUANTILE: {
      Value q = np_arg(argc, argv, kw, 1, "q");
      Value axis = np_arg(argc, argv, kw, 2, "axis");
      bool number = q.tag == RT_INT || q.tag == RT_FLOAT;
      if (number && !np_given(axis)) {
        double fq = q.tag == RT_INT ? (double)q.as.i : q.as.f;
        if (f->name[0] == 'p') fq /= 100;
        if (quantile_items(first, fq, a, b, sizeof a)) no_loop(ufunc, a, b, NULL);
      }
      no_loop(ufunc, a, a, NULL);
    }
    case NO_LOOP_F: no_loop(ufunc, a, "float64", NULL);
    case NO_LOOP_U32: no_loop(ufunc, "<U32", "<U32", NULL);
    case NO_LOOP_2: {
      Value second = argc > 1 ? argv[1] : rt_undef();
      if (rt_is_undef(second) || !np_holds_text(second)) break;
      dtype_text(second, b, sizeof b);
      no_loop(ufunc, a, b, NULL);
    }
    case NOT_SUPPORTED: not_supported(ufunc);
    case ITEMSIZE: {
      Value second = argc > 1 ? argv[1] : rt_undef();
      if (rt_is_undef(second) || !np_holds_text(second)) break;
      rt_raise(RT_EXC_ValueError, "data type must provide an itemsize");
    }
    case ROUND: {
      Value d = np_arg(argc, argv, kw, 1, "decimals");
      int64_t dec = rt_is_undef(d) ? 0 : d.tag == RT_INT ? d.as.i : -1;
      if (dec == 0) not_supported("rint");
      if (dec > 0) no_loop("multiply", a, "float64", NULL);
      break;
    }
    case CLIP: {
      const char *lo = number_dtype(np_arg(argc, argv, kw, 1, "a_min"));
      const char *hi = number_dtype(np_arg(argc, argv, kw, 2, "a_max"));
      if (lo && hi) no_loop("clip", a, lo, hi);
      break;
    }
    case CLOSE: {
      bool bytes = np_is_strarr(first) && RT_AS(NpStrArr, first)->bytes;
      const char *k = bytes ? "bytes_" : "str_";
      rt_raise(RT_EXC_TypeError, "The DType <class 'numpy._FloatAbstractDType'> could not be "
               "promoted by <class 'numpy.dtype[%s]'>. This means that no common DType exists for "
               "the given inputs. For example they cannot be stored in a single array unless the "
               "dtype is `object`. The full list of DTypes is: (<class 'numpy.dtype[%s]'>, "
               "<class 'numpy._FloatAbstractDType'>)", k, k);
    }
    case NAN_TO_NUM: {
      Value s = np_as_strarr(first);
      int mark = rt_cleanup_push_value(&s);
      Value r = np_strarr_copy(RT_AS(NpStrArr, s), RT_AS(NpStrArr, s)->width);
      rt_cleanup_pop(mark, true);
      return r;
    }
    case EQUAL_NAN: break;
  }
  return f->fn(f->self, argc, argv, kw);
}

void np_register_strerrs(Value m) {
  for (int i = 0; i < NWRAPPED; i++) {
    Value f = rt_module_lookup(m, wrapped[i].name);
    if (rt_is_undef(f) || !rt_is_native(f)) continue;
    rt_module_set(m, wrapped[i].name, rt_native_bind(wrapped[i].name, text_error_call, f));
  }
}
