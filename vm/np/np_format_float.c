/* np_format_float.c — np.format_float_positional and np.format_float_scientific: one float as
 * text under Dragon4's options (numpy/core/arrayprint.py), the digits and layout being
 * np_format.c's (np_dragon4). A float32 scalar gets float32's shortest digits; Python ints,
 * bools and other NumPy numbers are taken as float64; the argument checks and messages are
 * NumPy 1.24's, but a NumPy complex scalar's real part is taken without NumPy's
 * ComplexWarning on stderr. */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "np_internal.h"
#include "../obj/bigint.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* NumPy's _none_or_positive_arg: -1 for None, an error for a negative value. */
static int opt_count(Value v, const char *name) {
  if (rt_is_undef(v) || rt_is_none(v)) return -1;
  int64_t n = rt_to_index(v, name);
  if (n < 0) rt_raise(RT_EXC_ValueError, "%s must be >= 0", name);
  return n > 100000 ? 100000 : (int)n;
}

static bool opt_flag(Value v, bool dflt) { return rt_is_undef(v) ? dflt : rt_truthy(v); }

static char opt_trim(Value v) {
  if (rt_is_undef(v)) return 'k';
  const char *t = rt_is_str(v) ? rt_str_data(v) : "";
  if (strlen(t) != 1 || !strchr("k.0-", t[0]))
    rt_raise(RT_EXC_TypeError, "if supplied, trim must be 'k', '.', '0' or '-' found `%100s`", t);
  return t[0];
}

/* The value as a double, and its float dtype (a float16 or float32 scalar gets its own
 * shortest digits; anything else float64's). */
static long double float_arg(Value x, DType *ft) {
  *ft = DT_FLOAT64;
  if (rt_is_npscalar(x)) {
    const NpScalar *s = RT_AS(NpScalar, x);
    /* a complex scalar gives its real part (NumPy also warns ComplexWarning) */
    if (s->dtype == DT_FLOAT32 || s->dtype == DT_FLOAT16 || s->dtype == DT_LONGDOUBLE) *ft = s->dtype;
    if (s->dtype == DT_LONGDOUBLE) return np_ld_get(s->dtype, s->as.bytes);
    return rt_elem_get_f64(s->dtype, s->as.bytes);
  }
  if (x.tag == RT_FLOAT || x.tag == RT_INT || x.tag == RT_BOOL || rt_is_bigint(x))
    return rt_to_double(x, NULL);
  rt_raise(RT_EXC_TypeError, "must be real number, not %s", rt_type_name(x));
}

static Value format_float(bool sci, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const pos_names[] = {"x", "precision", "unique", "fractional", "trim",
                                          "sign", "pad_left", "pad_right", "min_digits"};
  static const char *const sci_names[] = {"x", "precision", "unique", "trim", "sign",
                                          "pad_left", "exp_digits", "min_digits"};
  Value v[9];
  NpDragon4 o = {.sci = sci};
  if (sci) {
    rt_parse_args("format_float_scientific", argc, argv, kw, 8, sci_names, 1, v);
    o.precision = opt_count(v[1], "precision");
    o.unique = opt_flag(v[2], true);
    o.trim = opt_trim(v[3]);
    o.sign = opt_flag(v[4], false);
    o.pad_left = opt_count(v[5], "pad_left");
    o.exp_digits = opt_count(v[6], "exp_digits");
    o.min_digits = opt_count(v[7], "min_digits");
    o.fractional = true;
  } else {
    rt_parse_args("format_float_positional", argc, argv, kw, 9, pos_names, 1, v);
    o.precision = opt_count(v[1], "precision");
    o.unique = opt_flag(v[2], true);
    o.fractional = opt_flag(v[3], true);
    o.trim = opt_trim(v[4]);
    o.sign = opt_flag(v[5], false);
    o.pad_left = opt_count(v[6], "pad_left");
    o.pad_right = opt_count(v[7], "pad_right");
    o.min_digits = opt_count(v[8], "min_digits");
    if (!o.fractional && o.precision == 0)
      rt_raise(RT_EXC_ValueError, "precision must be greater than 0 if fractional=False");
  }
  if (o.min_digits > 0 && o.precision > 0 && o.min_digits > o.precision)
    rt_raise(RT_EXC_ValueError, "min_digits must be less than or equal to precision");
  DType ft;
  long double x = float_arg(v[0], &ft);
  if (!sci && ft == DT_LONGDOUBLE && isfinite(x) && fabsl(x) >= 1e390L) /* past the layout's digits */
    np_ld_refuse("format_float_positional of a value of 1e390 or more");
  if (!o.unique && o.precision < 0)
    rt_raise(RT_EXC_TypeError, "in non-unique mode `precision` must be supplied");
  if (o.pad_left < 0) o.pad_left = 0;
  if (o.pad_right < 0) o.pad_right = 0;
  if (o.exp_digits < 0) o.exp_digits = 0;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  np_dragon4(&sb, x, ft, &o);
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_positional(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return format_float(false, argc, argv, kw);
}

static Value f_scientific(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return format_float(true, argc, argv, kw);
}

void np_register_format_float(Value m) {
  rt_module_add_fn(m, "format_float_positional", f_positional);
  rt_module_add_fn(m, "format_float_scientific", f_scientific);
}
