/* np_testing.c — the numpy.testing module: assert_allclose, assert_array_equal,
 * assert_almost_equal, assert_array_almost_equal, assert_array_less, assert_equal.
 *
 * They pass silently or raise AssertionError with NumPy 1.24's message: the header ("Not equal
 * to tolerance rtol=1e-07, atol=0"), the user's err_msg, "Mismatched elements: 1 / 3 (33.3%)",
 * the largest absolute and relative differences (array2string of NumPy scalars), and the
 * operands as array_repr at the header's precision, cut after three lines. As in NumPy's
 * assert_array_compare, NaNs and infinities at the same places are equal and left out of the
 * comparison, and the shapes must match unless one operand is a scalar.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static int64_t count_true(Value v) {
  Value arr = rt_array_from_value(v, DT_BOOL);
  int64_t n = 0;
  NpIter it;
  for (np_iter_init(&it, RT_AS(Array, arr)); it.more; np_iter_next(&it)) n += *it.ptr != 0;
  rt_decref(arr);
  return n;
}

typedef enum { CMP_CLOSE, CMP_EQUAL, CMP_ALMOST, CMP_LESS } CmpKind;

typedef struct Compare {
  CmpKind kind;
  double rtol, atol;
  int decimal;
  bool equal_nan;
  const char *err_msg;
  char header[96];
} Compare;

/* Appends " name: repr" with array_repr at the given precision, cut after three lines. */
static void put_operand(StrBuf *sb, const char *name, Value a, int precision) {
  static const char *const kn[] = {"precision"};
  Value r = np_callk("array_repr", 1, &a, 1, kn, (Value[]){rt_int(precision)});
  const char *s = rt_str_data(r);
  int lines = 0;
  for (const char *p = s; *p; p++) lines += *p == '\n';
  rt_sb_printf(sb, "\n %s: ", name);
  if (lines <= 3) {
    rt_sb_puts(sb, s);
  } else {
    const char *p = s;
    for (int k = 0; k < 3; p++) k += *p == '\n';
    rt_sb_putn(sb, s, (size_t)(p - 1 - s));
    rt_sb_puts(sb, "...");
  }
  rt_decref(r);
}

/* Raises AssertionError: header, then the err_msg (with the remarks), then x and y. */
static _Noreturn void fail(const Compare *c, const char *remarks, Value x, Value y) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  rt_sb_printf(&sb, "\n%s", c->header);
  bool multi = remarks[0] || strchr(c->err_msg, '\n');
  if (c->err_msg[0] && !multi && strlen(c->err_msg) < 79 - strlen(c->header))
    rt_sb_printf(&sb, " %s", c->err_msg);
  else if (c->err_msg[0] || remarks[0])
    rt_sb_printf(&sb, "\n%s%s", c->err_msg, remarks);
  int precision = c->kind == CMP_ALMOST ? c->decimal : 6;
  put_operand(&sb, "x", x, precision);
  put_operand(&sb, "y", y, precision);
  rt_raise(RT_EXC_AssertionError, "%s", sb.data);
}

/* The comparison proper, on operands with the flagged places removed: a bool array. */
static Value compare_values(const Compare *c, Value x, Value y) {
  if (c->kind == CMP_EQUAL) return np_apply_binary(NPB_EQ, x, y, rt_undef());
  if (c->kind == CMP_LESS) return np_apply_binary(NPB_LT, x, y, rt_undef());
  if (c->kind == CMP_CLOSE) {
    static const char *const kn[] = {"rtol", "atol", "equal_nan"};
    return np_callk("isclose", 2, (Value[]){x, y}, 3, kn,
                    (Value[]){rt_float(c->rtol), rt_float(c->atol), rt_bool(c->equal_nan)});
  }
  Value yf = rt_array_from_value(y, (int)rt_dtype_promote(RT_AS(Array, y)->dtype, DT_FLOAT64));
  int mark = rt_cleanup_push_value(&yf);
  Value d = np_apply_binary(NPB_SUB, x, yf, rt_undef());
  rt_cleanup_push_value(&d);
  Value z = np_apply_unary(NPU_ABS, d, rt_undef());
  rt_cleanup_push_value(&z);
  Value r = np_apply_binary(NPB_LT, z, rt_float(1.5 * pow(10.0, -c->decimal)), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* "Max absolute difference: ..." and "Max relative difference: ..." of x and y (1-D). */
static void put_differences(StrBuf *sb, Value x, Value y) {
  DType dt = RT_AS(Array, x)->dtype;
  if (dt == DT_BOOL || RT_AS(Array, x)->size == 0) return; /* NumPy's subtract refuses bools */
  /* every value registered below lives until the pop at the end (no inner-block locals) */
  Value d2 = rt_undef(), en = rt_undef(), yn = rt_undef(), ay = rt_undef(), q = rt_undef();
  int saved[2]; /* NumPy computes them under errstate(all='ignore'): inf - inf is quiet */
  np_errstate_quiet(saved);
  int mark = rt_cleanup_push(np_errstate_restore, saved);
  Value d = np_apply_binary(NPB_SUB, x, y, rt_undef());
  rt_cleanup_push_value(&d);
  Value err = np_apply_unary(NPU_ABS, d, rt_undef());
  rt_cleanup_push_value(&err);
  if (rt_dtypes[RT_AS(Array, err)->dtype].kind == 'u') { /* the smaller of x-y and y-x */
    d2 = np_apply_binary(NPB_SUB, y, x, rt_undef());
    rt_cleanup_push_value(&d2);
    rt_decref(np_apply_binary(NPB_MINIMUM, err, d2, err));
  }
  Value mx = np_call1("max", err);
  rt_cleanup_push_value(&mx);
  Value s = np_call1("array2string", mx);
  rt_cleanup_push_value(&s);
  rt_sb_printf(sb, "\nMax absolute difference: %s", rt_str_data(s));
  Value nz = np_apply_binary(NPB_NE, y, rt_int(0), rt_undef());
  rt_cleanup_push_value(&nz);
  Value rel;
  if (count_true(nz) == 0) {
    double inf = INFINITY;
    rel = rt_npscalar_new(DT_FLOAT64, &inf);
  } else {
    en = np_array_getitem(err, nz);
    rt_cleanup_push_value(&en);
    yn = np_array_getitem(y, nz);
    rt_cleanup_push_value(&yn);
    ay = np_apply_unary(NPU_ABS, yn, rt_undef());
    rt_cleanup_push_value(&ay);
    q = np_apply_binary(NPB_DIV, en, ay, rt_undef());
    rt_cleanup_push_value(&q);
    rel = np_call1("max", q);
  }
  rt_cleanup_push_value(&rel);
  Value rs = np_call1("array2string", rel);
  rt_cleanup_push_value(&rs);
  rt_sb_printf(sb, "\nMax relative difference: %s", rt_str_data(rs));
  rt_cleanup_pop(mark, true);
}

/* NaN (or +inf, -inf) must sit at the same places in x and y; returns where they sit. */
static Value same_places(const Compare *c, Value x, Value y, int what) {
  static const char *const names[] = {"nan", "+inf", "-inf"};
  Value xi, yi;
  if (what == 0) {
    xi = np_apply_unary(NPU_ISNAN, x, rt_undef());
    yi = np_apply_unary(NPU_ISNAN, y, rt_undef());
  } else {
    Value inf = rt_float(what == 1 ? INFINITY : -INFINITY);
    xi = np_apply_binary(NPB_EQ, x, inf, rt_undef());
    yi = np_apply_binary(NPB_EQ, y, inf, rt_undef());
  }
  int mark = rt_cleanup_push_value(&xi);
  rt_cleanup_push_value(&yi);
  Value diff = np_apply_binary(NPB_NE, xi, yi, rt_undef());
  rt_cleanup_push_value(&diff);
  if (count_true(diff) > 0) {
    char remark[48];
    snprintf(remark, sizeof remark, "\nx and y %s location mismatch:", names[what]);
    fail(c, remark, x, y);
  }
  rt_incref(xi);
  rt_cleanup_pop(mark, true);
  return xi;
}

static void array_compare(const Compare *c, Value xv, Value yv) {
  Value v[6] = {rt_array_from_value(xv, -1), rt_array_from_value(yv, -1), rt_undef(),
                rt_undef(), rt_undef(), rt_undef()}; /* ox, oy, x, y, flagged, val */
  int mark = rt_cleanup_push_value(&v[0]);
  for (int i = 1; i < 6; i++) rt_cleanup_push_value(&v[i]);
  Array *ox = RT_AS(Array, v[0]), *oy = RT_AS(Array, v[1]);
  bool same = ox->ndim == oy->ndim &&
              !memcmp(ox->shape, oy->shape, sizeof(int64_t) * (size_t)ox->ndim);
  if (!(ox->ndim == 0 || oy->ndim == 0 || same)) {
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    rt_sb_puts(&sb, "\n(shapes ");
    rt_sb_shape(&sb, ox->ndim, ox->shape);
    rt_sb_puts(&sb, ", ");
    rt_sb_shape(&sb, oy->ndim, oy->shape);
    rt_sb_puts(&sb, " mismatch)");
    fail(c, sb.data, v[0], v[1]);
  }
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(ox->ndim, ox->shape, oy->ndim, oy->shape, shape);
  v[2] = rt_array_broadcast_to(v[0], nd, shape);
  v[3] = rt_array_broadcast_to(v[1], nd, shape);
  int64_t total = RT_AS(Array, v[2])->size;
  int places = c->kind == CMP_LESS ? 1 : 3; /* assert_array_less: equal_inf=False */
  for (int what = c->equal_nan ? 0 : 1; what < places; what++) {
    Value f = same_places(c, v[2], v[3], what);
    if (rt_is_undef(v[4])) { v[4] = f; continue; }
    rt_decref(np_apply_binary(NPB_OR, v[4], f, v[4]));
    rt_decref(f);
  }
  if (rt_is_undef(v[4])) v[4] = np_apply_binary(NPB_NE, v[2], v[2], rt_undef()); /* none */
  Value keep = np_apply_unary(NPU_LNOT, v[4], rt_undef());
  rt_decref(v[4]);
  v[4] = keep;
  for (int i = 2; i < 4; i++) {
    Value k = np_array_getitem(v[i], keep);
    rt_decref(v[i]);
    v[i] = k;
  }
  if (RT_AS(Array, v[2])->size > 0) {
    v[5] = compare_values(c, v[2], v[3]);
    int64_t n = RT_AS(Array, v[5])->size, bad = n - count_true(v[5]);
    if (bad > 0) {
      StrBuf sb;
      rt_sb_init(&sb);
      rt_sb_cleanup_push(&sb);
      rt_sb_printf(&sb, "\nMismatched elements: %lld / %lld (%.3g%%)", (long long)bad,
                   (long long)total, 100.0 * (double)bad / (double)total);
      put_differences(&sb, v[2], v[3]);
      fail(c, sb.data, v[0], v[1]);
    }
  }
  rt_cleanup_pop(mark, true);
}

static const char *str_arg(Value v) { return np_given(v) && rt_is_str(v) ? rt_str_data(v) : ""; }

static Value f_assert_allclose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"actual", "desired", "rtol", "atol", "equal_nan",
                                      "err_msg", "verbose"};
  Value v[7];
  rt_parse_args("assert_allclose", argc, argv, kw, 7, names, 2, v);
  Compare c = {CMP_CLOSE, 1e-07, 0, 0, true, str_arg(v[5]), ""};
  if (np_given(v[2])) c.rtol = rt_to_double(v[2], "rtol");
  if (np_given(v[3])) c.atol = rt_to_double(v[3], "atol");
  if (np_given(v[4])) c.equal_nan = rt_truthy(v[4]);
  snprintf(c.header, sizeof c.header, "Not equal to tolerance rtol=%g, atol=%g", c.rtol, c.atol);
  array_compare(&c, v[0], v[1]);
  return rt_none();
}

static Value f_assert_array_equal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "err_msg", "verbose"};
  Value v[4];
  rt_parse_args("assert_array_equal", argc, argv, kw, 4, names, 2, v);
  Compare c = {CMP_EQUAL, 0, 0, 0, true, str_arg(v[2]), "Arrays are not equal"};
  array_compare(&c, v[0], v[1]);
  return rt_none();
}

static void almost_header(Compare *c, Value decimal, int dflt) {
  c->decimal = np_given(decimal) ? (int)rt_to_index(decimal, "decimal") : dflt;
  snprintf(c->header, sizeof c->header, "Arrays are not almost equal to %d decimals", c->decimal);
}

static Value f_assert_array_almost_equal(Value self, int argc, const Value *argv,
                                         const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "decimal", "err_msg", "verbose"};
  Value v[5];
  rt_parse_args("assert_array_almost_equal", argc, argv, kw, 5, names, 2, v);
  Compare c = {CMP_ALMOST, 0, 0, 6, true, str_arg(v[3]), ""};
  almost_header(&c, v[2], 6);
  array_compare(&c, v[0], v[1]);
  return rt_none();
}

static Value f_assert_array_less(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "err_msg", "verbose"};
  Value v[4];
  rt_parse_args("assert_array_less", argc, argv, kw, 4, names, 2, v);
  Compare c = {CMP_LESS, 0, 0, 0, true, str_arg(v[2]), "Arrays are not less-ordered"};
  array_compare(&c, v[0], v[1]);
  return rt_none();
}

/* assert_almost_equal of two scalars: |desired - actual| < 1.5 * 10**-decimal, NaN == NaN. */
static void scalar_almost(const Compare *c, Value actual, Value desired) {
  double a = rt_to_double(actual, "actual"), d = rt_to_double(desired, "desired");
  bool ok;
  if (!isfinite(a) || !isfinite(d)) ok = (isnan(a) && isnan(d)) || (!isnan(a) && !isnan(d) && a == d);
  else ok = fabs(d - a) < 1.5 * pow(10.0, -c->decimal);
  if (ok) return;
  Value ra = rt_repr(actual);
  rt_cleanup_push_value(&ra);
  Value rd = rt_repr(desired);
  rt_cleanup_push_value(&rd);
  bool inline_msg = !strchr(c->err_msg, '\n') && strlen(c->err_msg) < 79 - strlen(c->header);
  rt_raise(RT_EXC_AssertionError, "\n%s%s%s\n ACTUAL: %s\n DESIRED: %s", c->header,
           !c->err_msg[0] ? "" : inline_msg ? " " : "\n", c->err_msg, rt_str_data(ra),
           rt_str_data(rd));
}

static Value f_assert_almost_equal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"actual", "desired", "decimal", "err_msg", "verbose"};
  Value v[5];
  rt_parse_args("assert_almost_equal", argc, argv, kw, 5, names, 2, v);
  Compare c = {CMP_ALMOST, 0, 0, 7, true, str_arg(v[3]), ""};
  almost_header(&c, v[2], 7);
  bool seq = false;
  for (int i = 0; i < 2; i++) seq |= rt_is_array(v[i]) || rt_is_list(v[i]) || rt_is_tuple(v[i]);
  if (seq) array_compare(&c, v[0], v[1]);
  else scalar_almost(&c, v[0], v[1]);
  return rt_none();
}

/* A float (Python's or a NumPy float scalar) as a double; false for anything else. */
static bool float_value(Value v, double *out) {
  if (rt_is_scalar_number(v)) v = v.as.o->type->number(v);
  if (v.tag != RT_FLOAT) return false;
  *out = v.as.f;
  return true;
}

/* NumPy's build_err_msg for two items: "Items are not equal:", the message inline when it is
 * one short line, else on a line of its own. */
static _Noreturn void items_not_equal(Value actual, Value desired, const char *err_msg) {
  static const char header[] = "Items are not equal:";
  Value ra = rt_repr(actual);
  rt_cleanup_push_value(&ra);
  Value rd = rt_repr(desired);
  rt_cleanup_push_value(&rd);
  bool inline_msg = !strchr(err_msg, '\n') && strlen(err_msg) < 79 - strlen(header);
  rt_raise(RT_EXC_AssertionError, "\n%s%s%s\n ACTUAL: %s\n DESIRED: %s", header,
           !err_msg[0] ? "" : inline_msg ? " " : "\n", err_msg, rt_str_data(ra), rt_str_data(rd));
}

/* NumPy's assert_equal: lists and tuples item by item (their lengths first, each item's
 * message prefixed "item=k"), arrays as assert_array_equal, anything else by ==, where NaN
 * equals NaN and 0.0 does not equal -0.0. */
static void check_equal(Value actual, Value desired, const char *err_msg) {
  bool seq_a = rt_is_list(actual) || rt_is_tuple(actual), seq_d = rt_is_list(desired) || rt_is_tuple(desired);
  if (seq_a && seq_d) {
    int64_t n = rt_len(desired);
    check_equal(rt_int(rt_len(actual)), rt_int(n), err_msg);
    for (int64_t k = 0; k < n; k++) {
      char msg[512];
      snprintf(msg, sizeof msg, "item=%lld\n%s", (long long)k, err_msg);
      Value a = rt_getitem(actual, rt_int(k));
      int mark = rt_cleanup_push_value(&a);
      Value d = rt_getitem(desired, rt_int(k));
      rt_cleanup_push_value(&d);
      check_equal(a, d, msg);
      rt_cleanup_pop(mark, true);
    }
    return;
  }
  if (rt_is_array(actual) || rt_is_array(desired)) {
    Compare c = {CMP_EQUAL, 0, 0, 0, true, err_msg, "Arrays are not equal"};
    array_compare(&c, actual, desired);
    return;
  }
  double a, d;
  bool floats = float_value(actual, &a) && float_value(desired, &d);
  if (floats && isnan(a) && isnan(d)) return;
  if (!rt_equal(actual, desired)) items_not_equal(actual, desired, err_msg);
  if (floats && a == 0 && signbit(a) != signbit(d)) items_not_equal(actual, desired, err_msg);
}

static Value f_assert_equal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"actual", "desired", "err_msg", "verbose"};
  Value v[4];
  rt_parse_args("assert_equal", argc, argv, kw, 4, names, 2, v);
  check_equal(v[0], v[1], str_arg(v[2]));
  return rt_none();
}

void rt_numpy_testing_module_init(Value m) {
  rt_module_add_fn(m, "assert_allclose", f_assert_allclose);
  rt_module_add_fn(m, "assert_array_equal", f_assert_array_equal);
  rt_module_add_fn(m, "assert_almost_equal", f_assert_almost_equal);
  rt_module_add_fn(m, "assert_array_almost_equal", f_assert_array_almost_equal);
  rt_module_add_fn(m, "assert_array_less", f_assert_array_less);
  rt_module_add_fn(m, "assert_equal", f_assert_equal);
}
