/* np_format.c — NumPy 1.24's printing rules: str() and repr() of arrays
 * (numpy/core/arrayprint.py: array2string, _formatArray, FloatingFormat, IntegerFormat,
 * BoolFormat, array_repr) and of NumPy scalars (scalartypes.c), plus the print options
 * (np.set_printoptions) and np.array2string / array_str / array_repr.
 *
 * Floats follow Dragon4 as NumPy drives it: the shortest digits that read back as the same
 * float32/float64 ("unique"), cut to `precision` fractional digits when longer (rounded from the
 * exact binary value, ties to even) and extended with the exact value's digits up to
 * `min_digits`. glibc's printf conversions are exact and round ties to even, so they supply the
 * rounded digits; strtod/strtof decide which candidate is unique.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "array.h"
#include "../base/error.h"
#include "np_internal.h"
#include "np_datetime.h"
#include "np_castwarn.h"
#include "np_half.h"
#include "np_objarray.h"
#include "np_strarray.h"
#include "../obj/bigint.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "../base/strbuf.h"

typedef enum { FM_MAXPREC, FM_FIXED, FM_UNIQUE, FM_MAXPREC_EQUAL } FloatMode;

/* np.set_printoptions state; NumPy's defaults. */
typedef struct PrintOptions {
  int precision, edgeitems, linewidth;
  double threshold; /* summarise when size > threshold (may be inf) */
  bool suppress;
  bool thresh_int;  /* threshold was given as an int: thresh_i, exactly (sys.maxsize) */
  int64_t thresh_i;
  FloatMode floatmode;
  char nanstr[64], infstr[64];
  char sign; /* '-' (default), '+' (always a sign) or ' ' (room for one) */
  int legacy; /* 113 (legacy='1.13'), 121 ('1.21') or INT_MAX (False), compared as NumPy does */
} PrintOptions;
static void default_options(void *p) {
  *(PrintOptions *)p =
      (PrintOptions){8, 3, 75, 1000, false, true, 1000, FM_MAXPREC, "nan", "inf", '-', INT_MAX};
}
static bool legacy113(void);
/* np.set_printoptions' settings: the running VM's own (vm/obj/runtime.h). */
static RtStateKey options_key = {"numpy print options", sizeof(PrintOptions), default_options, NULL, 0};
static PrintOptions *opt(void) { return rt_runtime_state(&options_key); }

/* The formatter option: a dict of callables by NumPy's keys, or None. Kept apart from
 * PrintOptions (which is copied around) because it holds a reference. */
static void formatter_init(void *p) { *(Value *)p = rt_none(); }
static void formatter_fini(void *p) { rt_decref(*(Value *)p); }
static RtStateKey formatter_key = {"numpy print formatter", sizeof(Value), formatter_init,
                                   formatter_fini, 0};
static Value *formatter(void) { return rt_runtime_state(&formatter_key); }

/* Replaces the formatter (v: a dict, None/RT_UNDEF for none, anything else fails when an
 * array prints); returns the old one. */
static Value swap_formatter(Value v) {
  Value old = *formatter();
  if (rt_is_undef(v)) v = rt_none();
  rt_incref(v);
  *formatter() = v;
  return old;
}

/* NumPy's _get_formatdict: the callable for dtype dt ('all', then the *_kind keys, then the
 * type's own key win in that order); RT_UNDEF for none. */
static Value formatter_for(DType dt) {
  Value d = *formatter();
  if (rt_is_none(d)) return rt_undef();
  if (!rt_is_dict(d)) /* NumPy asks formatter.keys() when it prints */
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'keys'", rt_type_name(d));
  char k = rt_dtypes[dt].kind;
  const char *own = k == 'b' ? "bool" : dt == DT_LONGDOUBLE ? "longfloat" : k == 'f' ? "float"
                   : k == 'c' ? "complexfloat" : "int";
  const char *kind = k == 'f' ? "float_kind" : k == 'c' ? "complex_kind" : k == 'b' ? NULL : "int_kind";
  const char *keys[3] = {own, kind, "all"};
  for (int i = 0; i < 3; i++) {
    if (!keys[i]) continue;
    Value f = rt_dict_get_str(d, keys[i]);
    if (!rt_is_undef(f) && !rt_is_none(f)) return f;
  }
  return rt_undef();
}

Value np_print_str_formatter(void) {
  Value d = *formatter();
  if (rt_is_none(d)) return rt_undef();
  if (!rt_is_dict(d))
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'keys'", rt_type_name(d));
  static const char *const keys[] = {"numpystr", "str_kind", "all"};
  for (int i = 0; i < 3; i++) {
    Value f = rt_dict_get_str(d, keys[i]);
    if (!rt_is_undef(f) && !rt_is_none(f)) return f;
  }
  return rt_undef();
}

/* ---- decimal digits of a float ---- */

/* |x| = 0.d[0]d[1]...d[n-1] * 10^(exp+1): d[0] is the 10^exp digit. No trailing zeros except
 * for the value zero, which is the single digit "0" with exp 0. */
typedef struct Decimal {
  char d[128];
  int n, exp;
  bool neg;
} Decimal;

static void decimal_trim(Decimal *dec) {
  while (dec->n > 1 && dec->d[dec->n - 1] == '0') dec->n--;
  if (dec->n == 1 && dec->d[0] == '0') dec->exp = 0;
}

/* Parse printf's "%.Ne" output ("1.2345e-07"). */
static void decimal_from_e(const char *s, Decimal *dec) {
  dec->n = 0;
  for (; *s && *s != 'e'; s++)
    if (*s >= '0' && *s <= '9' && dec->n < (int)sizeof dec->d) dec->d[dec->n++] = *s;
  dec->exp = *s == 'e' ? atoi(s + 1) : 0;
  decimal_trim(dec);
}

/* Parse printf's "%.Nf" output ("0.00123"). */
static void decimal_from_f(const char *s, Decimal *dec) {
  int point = -1, pos = 0, first = -1;
  dec->n = 0;
  for (; *s; s++) {
    if (*s == '.') {
      point = pos;
      continue;
    }
    if (first < 0 && *s == '0') {
      pos++;
      continue;
    }
    if (first < 0) first = pos;
    if (dec->n < (int)sizeof dec->d) dec->d[dec->n++] = *s;
    pos++;
  }
  if (point < 0) point = pos;
  if (first < 0) {
    dec->d[0] = '0';
    dec->n = 1;
    dec->exp = 0;
    return;
  }
  dec->exp = point - first - 1;
  decimal_trim(dec);
}

/* ft: the float dtype whose values are being printed (float16, float32, float64 or long
 * double; the values travel as long double, which holds them all exactly) */
static bool reads_back(const char *s, long double x, DType ft) {
  if (ft == DT_LONGDOUBLE) return strtold(s, NULL) == x;
  if (ft == DT_FLOAT16) return np_half_from_double(strtod(s, NULL)) == np_half_from_double(x);
  return ft == DT_FLOAT32 ? strtof(s, NULL) == (float)x : strtod(s, NULL) == (double)x;
}

/* Add one unit in the last place of a "%.Ne" mantissa (carry ripples; "9.9" → "10.0"). */
static void bump_last_digit(char *s, int delta) {
  char *e = strchr(s, 'e');
  for (char *p = e - 1; p >= s; p--) {
    if (*p == '.') continue;
    if (delta > 0 && *p == '9') {
      *p = '0';
      continue;
    }
    if (delta < 0 && *p == '0') {
      *p = '9';
      continue;
    }
    *p = (char)(*p + delta);
    return;
  }
}

/* printf's exact "%.Ne" / "%.Nf" of x, in long double's conversion only where x needs it */
static void print_e(char *buf, size_t cap, int prec, long double x, DType ft) {
  if (ft == DT_LONGDOUBLE) snprintf(buf, cap, "%.*Le", prec, x);
  else snprintf(buf, cap, "%.*e", prec, (double)x);
}
static void print_f(char *buf, size_t cap, int prec, long double x, DType ft) {
  if (ft == DT_LONGDOUBLE) snprintf(buf, cap, "%.*Lf", prec, x);
  else snprintf(buf, cap, "%.*f", prec, (double)x);
}

static bool sig_reads_back(long double ax, DType ft, int sig, char *buf, size_t cap) {
  print_e(buf, cap, sig - 1, ax, ft);
  return reads_back(buf, ax, ft);
}

/* Shortest significant digits that read back as x. The correctly rounded candidate of each
 * length reads back once any candidate of that length does, so the length is found by
 * bisection. Next to a power of two the rounding interval is lopsided and a neighbour of the
 * rounded candidate may be the only one that reads back: those few values scan linearly. */
static void decimal_shortest(long double ax, DType ft, Decimal *dec) {
  char buf[64], alt[64];
  int maxsig = ft == DT_FLOAT16 ? 5 : ft == DT_FLOAT32 ? 9 : ft == DT_LONGDOUBLE ? 21 : 17, e2;
  if (ax == 0 || frexpl(ax, &e2) != 0.5L) {
    int lo = 1, hi = maxsig;
    while (lo < hi) {
      int mid = (lo + hi) / 2;
      if (sig_reads_back(ax, ft, mid, buf, sizeof buf))
        hi = mid;
      else
        lo = mid + 1;
    }
    sig_reads_back(ax, ft, lo, buf, sizeof buf);
    decimal_from_e(buf, dec);
    return;
  }
  for (int sig = 1; sig <= maxsig; sig++) {
    if (sig_reads_back(ax, ft, sig, buf, sizeof buf)) {
      decimal_from_e(buf, dec);
      return;
    }
    for (int delta = -1; delta <= 1 && sig > 1; delta += 2) {
      memcpy(alt, buf, sizeof buf);
      bump_last_digit(alt, delta);
      if (alt[0] != '0' && reads_back(alt, ax, ft)) {
        decimal_from_e(alt, dec);
        return;
      }
    }
  }
  decimal_from_e(buf, dec);
}

/* Dragon4's digits: unique, at most max_frac fractional digits (-1: no cut), at least
 * min_frac (extended exactly; -1: none); or when !unique, exactly max_frac digits of the exact
 * value. True when unique digits were cut at max_frac and rounded down (Dragon4 then has every
 * digit down to the cut, trailing zeros included). Fractional digits count after the point of the positional form, or of the mantissa
 * when sci. A positional form with min_frac >= 0 has every digit down to the units exact
 * (Dragon4's cutoff_min): float16 31104 prints 31104 in an array, 31100 as a scalar. */
static bool decimal_of(long double x, DType ft, bool sci, bool unique, int max_frac, int min_frac,
                       Decimal *dec) {
  char buf[5200]; /* long double's "%.Nf" of a large value has up to 4933 integer digits */
  long double ax = fabsl(x);
  decimal_shortest(ax, ft, dec);
  dec->neg = signbit(x) != 0;
  int frac = sci ? dec->n - 1 : dec->n - 1 - dec->exp;
  bool short_units = !sci && frac < 0 && min_frac >= 0;
  if (frac < 0) frac = 0;
  int want = -1;
  if (!unique)
    want = max_frac;
  else if (max_frac >= 0 && frac > max_frac)
    want = max_frac;
  else if (frac < min_frac)
    want = min_frac;
  else if (short_units)
    want = 0;
  if (want < 0) return false;
  size_t cap = ft == DT_LONGDOUBLE ? sizeof buf : 512;
  if (sci) {
    print_e(buf, cap, want, ax, ft);
    decimal_from_e(buf, dec);
  } else {
    print_f(buf, cap, want, ax, ft);
    decimal_from_f(buf, dec);
  }
  /* unique digits cut at max_frac and rounded toward zero (a round up's carry leaves no
   * zeros: 9.99 to one digit is 10.) */
  return unique && want == max_frac && strtold(buf, NULL) <= ax;
}

/* ---- rendering digits (Dragon4's FormatPositional / FormatScientific) ---- */

/* Trim modes, named as NumPy names them: 'k' keep trailing zeros up to min_digits, '.' trim
 * zeros but keep the point, '0' leave one zero after the point, '-' drop zeros and point. */
typedef struct Layout {
  char trim;
  int min_digits; /* fractional digits always shown */
  int pad_left;   /* minimum characters before the point (sign included) */
  int pad_right;  /* minimum characters after the point (positional) */
  int exp_digits; /* minimum exponent digits (scientific) */
  bool plus;      /* print '+' before non-negative values (sign='+') */
} Layout;

static void put_spaces(StrBuf *sb, int n) {
  for (int i = 0; i < n; i++) rt_sb_putc(sb, ' ');
}

/* Fractional part: the digits, then zeros up to min_digits, then the trim rule. */
static void put_fraction(StrBuf *sb, const char *frac, int nfrac, const Layout *lay) {
  int shown = nfrac > lay->min_digits ? nfrac : lay->min_digits;
  if (shown == 0 && lay->trim == '0') shown = 1;
  if (shown == 0 && lay->trim == '-') {
    put_spaces(sb, lay->pad_right);
    return;
  }
  rt_sb_putc(sb, '.');
  for (int i = 0; i < shown; i++) rt_sb_putc(sb, i < nfrac ? frac[i] : '0');
  put_spaces(sb, lay->pad_right - shown);
}

static void render_positional(StrBuf *sb, const Decimal *dec, const Layout *lay) {
  char ipart[400], frac[400];
  int ni = 0, nf = 0;
  if (dec->neg || lay->plus) ipart[ni++] = dec->neg ? '-' : '+';
  if (dec->exp < 0) ipart[ni++] = '0';
  for (int k = 0; k <= dec->exp && ni < 399; k++) ipart[ni++] = k < dec->n ? dec->d[k] : '0';
  for (int k = 0; k < -dec->exp - 1 && nf < 399; k++) frac[nf++] = '0';
  for (int k = dec->exp < 0 ? 0 : dec->exp + 1; k < dec->n && nf < 399; k++) frac[nf++] = dec->d[k];
  put_spaces(sb, lay->pad_left - ni);
  rt_sb_putn(sb, ipart, (size_t)ni);
  put_fraction(sb, frac, nf, lay);
}

static void render_scientific(StrBuf *sb, const Decimal *dec, const Layout *lay) {
  bool sign = dec->neg || lay->plus;
  put_spaces(sb, lay->pad_left - (sign ? 2 : 1));
  if (sign) rt_sb_putc(sb, dec->neg ? '-' : '+');
  rt_sb_putc(sb, dec->d[0]);
  Layout mant = *lay;
  mant.pad_right = 0;
  put_fraction(sb, dec->d + 1, dec->n - 1, &mant);
  int e = dec->exp < 0 ? -dec->exp : dec->exp;
  int width = lay->exp_digits > 2 ? lay->exp_digits : 2;
  rt_sb_printf(sb, "e%c%0*d", dec->exp < 0 ? '-' : '+', width, e);
}

/* ---- scalars ---- */

static void format_nonfinite(StrBuf *sb, long double x) {
  rt_sb_puts(sb, isnan(x) ? "nan" : x < 0 ? "-inf" : "inf");
}

/* NumPy scalar repr/str (legacy > 1.13): positional between 1e-4 and 1e16, else scientific,
 * always the shortest unique digits. For float64 this agrees with Python's float repr. */
static void format_float_scalar(StrBuf *sb, long double x, DType ft) {
  if (!isfinite(x)) {
    format_nonfinite(sb, x);
    return;
  }
  long double ax = fabsl(x);
  bool sci = !(ax == 0 || (ax >= 1e-4 && ax < 1e16));
  Decimal dec;
  decimal_of(x, ft, sci, true, -1, -1, &dec);
  Layout lay = {sci ? '-' : '0', 0, 0, 0, 0, false};
  if (sci)
    render_scientific(sb, &dec, &lay);
  else
    render_positional(sb, &dec, &lay);
}

void np_dragon4(StrBuf *sb, long double x, DType ft, const NpDragon4 *o) {
  if (!isfinite(x)) {
    if (o->sign && !signbit(x) && !isnan(x)) rt_sb_putc(sb, '+');
    format_nonfinite(sb, x);
    return;
  }
  Decimal dec;
  int min = o->min_digits > 0 ? o->min_digits : 0;
  bool cut = false;
  if (!o->sci && !o->fractional) /* precision counts significant digits: cut as a mantissa */
    decimal_of(x, ft, true, o->unique, o->precision - 1, min > 0 ? min - 1 : 0, &dec);
  else
    cut = decimal_of(x, ft, o->sci, o->unique, o->precision, o->min_digits < 0 ? -1 : min, &dec);
  /* fractional digits always shown: min_digits, or all precision digits without unique or when
   * trim='k' keeps the zeros of a cut (format_float_positional(1.0001, precision=2): 1.00) */
  int shown = o->unique && !(cut && o->trim == 'k') ? min : o->precision;
  if (!o->sci && !o->fractional) shown -= dec.exp + 1; /* those counted significant digits */
  Layout lay = {o->trim, shown > 0 ? shown : 0, o->pad_left, o->pad_right, o->exp_digits, o->sign};
  /* Dragon4's scientific form trims a cut's zeros after placing the point, and trim='-' then
   * leaves that point: format_float_scientific(1.0001, precision=2, trim='-') is 1.e+00 */
  if (o->sci && cut && o->trim == '-' && o->precision > 0) lay.trim = '.';
  if (o->sci)
    render_scientific(sb, &dec, &lay);
  else
    render_positional(sb, &dec, &lay);
}

void np_format_longdouble(StrBuf *sb, long double x) { format_float_scalar(sb, x, DT_LONGDOUBLE); }

/* A float element, as long double (which holds every float dtype's values exactly). */
static long double elem_f64(DType dt, const char *p) {
  if (dt == DT_LONGDOUBLE) return np_ld_get(dt, p);
  if (dt == DT_FLOAT16) return rt_elem_get_f64(dt, p);
  if (dt == DT_FLOAT32) {
    float f;
    memcpy(&f, p, sizeof f);
    return f;
  }
  double d;
  memcpy(&d, p, sizeof d);
  return d;
}

/* Integer elements as decimal text (uint64 beyond int64 included). */
static int int_text(DType dt, const char *p, char *buf, size_t cap) {
  switch (dt) {
#define X(e, ct, name, kind, size)                                             \
  case DT_##e: {                                                               \
    ct v;                                                                      \
    memcpy(&v, p, sizeof v);                                                   \
    if (kind == 'u') return snprintf(buf, cap, "%llu", (unsigned long long)v); \
    return snprintf(buf, cap, "%lld", (long long)v);                           \
  }
    RT_DTYPES(X)
#undef X
  default:
    return snprintf(buf, cap, "?");
  }
}

/* A part of a complex scalar (scalartypes.c's _either with DptZeros trimming: "1", not
 * "1.0"); sign: a '+' before non-negative values. Non-finite parts print nan/inf. */
static void format_complex_part(StrBuf *sb, double x, bool f32, bool sign) {
  if (!isfinite(x)) {
    if (sign && !(isinf(x) && x < 0)) rt_sb_putc(sb, '+');
    format_nonfinite(sb, x);
    return;
  }
  double ax = fabs(x);
  bool sci = !(ax == 0 || (ax >= 1e-4 && ax < 1e16));
  Decimal dec;
  decimal_of(x, f32 ? DT_FLOAT32 : DT_FLOAT64, sci, true, -1, -1, &dec);
  Layout lay = {'-', 0, 0, 0, 0, sign};
  if (sci)
    render_scientific(sb, &dec, &lay);
  else
    render_positional(sb, &dec, &lay);
}

/* (1+2j), or 2j when the real part is +0, as NumPy's complex scalars print. */
static void format_complex_scalar(StrBuf *sb, DType dt, const char *p) {
  bool f32 = dt == DT_COMPLEX64;
  DType part = f32 ? DT_FLOAT32 : DT_FLOAT64;
  double re = rt_elem_get_f64(part, p), im = rt_elem_get_f64(part, p + rt_dtypes[part].itemsize);
  if (re == 0 && !signbit(re)) {
    format_complex_part(sb, im, f32, false);
    rt_sb_putc(sb, 'j');
    return;
  }
  rt_sb_putc(sb, '(');
  format_complex_part(sb, re, f32, false);
  format_complex_part(sb, im, f32, true);
  rt_sb_puts(sb, "j)");
}

/* The 1.13 mode's scalars (scalartypes.c's legacy formats): printf's %.{prec}g, 12 (str) or 17
 * (repr) digits for float64, 6 or 8 for float32 and float16; ".0" after a float that shows
 * only digits; complex parts without it, a '*' after a non-finite imaginary part. */
static void legacy_g(char *buf, size_t cap, double x, int prec, bool plus) {
  if (isnan(x))
    snprintf(buf, cap, "%snan", plus ? "+" : "");
  else if (isinf(x))
    snprintf(buf, cap, "%s", x < 0 ? "-inf" : plus ? "+inf" : "inf");
  else
    snprintf(buf, cap, plus ? "%+.*g" : "%.*g", prec, x);
}

static void format_legacy_scalar(StrBuf *sb, DType dt, const char *p, bool repr) {
  char re[64], im[64];
  bool dbl = dt == DT_FLOAT64 || dt == DT_COMPLEX128;
  if (dt == DT_LONGDOUBLE) np_ld_refuse("printing with legacy='1.13'");
  int prec = dbl ? (repr ? 17 : 12) : (repr ? 8 : 6);
  if (rt_dtypes[dt].kind == 'f') {
    legacy_g(re, sizeof re, elem_f64(dt, p), prec, false);
    rt_sb_puts(sb, re);
    if (strspn(re + (re[0] == '-'), "0123456789") == strlen(re + (re[0] == '-'))) rt_sb_puts(sb, ".0");
    return;
  }
  DType part = dbl ? DT_FLOAT64 : DT_FLOAT32;
  double x = rt_elem_get_f64(part, p), y = rt_elem_get_f64(part, p + rt_dtypes[part].itemsize);
  if (x == 0 && !signbit(x)) {
    legacy_g(im, sizeof im, y, prec, false);
    rt_sb_printf(sb, "%s%sj", im, isfinite(y) ? "" : "*");
    return;
  }
  legacy_g(re, sizeof re, x, prec, false);
  legacy_g(im, sizeof im, y, prec, true);
  rt_sb_printf(sb, "(%s%s%sj)", re, im, isfinite(y) ? "" : "*");
}

void rt_np_format_scalar(StrBuf *sb, DType dt, const void *elem, bool repr) {
  /* NumPy 1.24 prints scalars the same way for str and repr, but in the 1.13 mode */
  char buf[32];
  const char *p = elem;
  if (legacy113() && (rt_dtypes[dt].kind == 'f' || rt_dtypes[dt].kind == 'c'))
    format_legacy_scalar(sb, dt, p, repr);
  else if (dt == DT_BOOL)
    rt_sb_puts(sb, *p ? "True" : "False");
  else if (rt_dtypes[dt].kind == 'c')
    format_complex_scalar(sb, dt, p);
  else if (rt_dtypes[dt].kind == 'f')
    format_float_scalar(sb, elem_f64(dt, p), dt);
  else
    rt_sb_putn(sb, buf, (size_t)int_text(dt, p, buf, sizeof buf));
}

/* ---- element formatters for arrays ---- */

typedef struct FloatFmt {
  DType ft; /* the float dtype printed */
  bool exp_format, unique;
  int precision; /* cut for unique digits: fractional (positional) or mantissa digits */
  Layout lay;
} FloatFmt;

typedef struct ElemFmt {
  DType dt;
  Value custom; /* the formatter option's callable for dt (borrowed), or RT_UNDEF */
  bool zero_d; /* 0-d arrays print True without the aligning space */
  int int_width;
  FloatFmt fl;
  FloatFmt im; /* complex: fl formats the real parts, im the imaginary parts */
} ElemFmt;

typedef void (*ElemVisit)(void *ctx, DType dt, const char *p);

/* Visit the elements NumPy's formatters are built from: all of them, or when summarising
 * only the leading and trailing edge items of every long axis (_leading_trailing). */
static void visit_elems(const Array *a, int axis, const char *p, bool summarise, ElemVisit fn,
                        void *ctx) {
  if (axis == a->ndim) {
    fn(ctx, a->dtype, p);
    return;
  }
  int64_t n = a->shape[axis];
  for (int64_t i = 0; i < n; i++) {
    if (summarise && n > 2 * opt()->edgeitems && i == opt()->edgeitems) i = n - opt()->edgeitems;
    visit_elems(a, axis + 1, p + i * a->strides[axis], summarise, fn, ctx);
  }
}

typedef struct FloatStats {
  DType ft;
  bool any_finite, any_nonfinite, neg_inf, have_nonzero, any_signbit;
  long double max_abs, min_abs;
} FloatStats;

static void float_stats_visit(void *ctx, DType dt, const char *p) {
  FloatStats *st = ctx;
  long double x = elem_f64(dt, p);
  if (!isfinite(x)) {
    st->any_nonfinite = true;
    if (isinf(x) && x < 0) st->neg_inf = true;
    return;
  }
  st->any_finite = true;
  if (signbit(x)) st->any_signbit = true;
  if (x == 0) return;
  long double ax = fabsl(x);
  if (!st->have_nonzero || ax > st->max_abs) st->max_abs = ax;
  if (!st->have_nonzero || ax < st->min_abs) st->min_abs = ax;
  st->have_nonzero = true;
}

/* FloatingFormat.fillFormat's first pass: widths of the parts of each finite element. */
typedef struct FloatWidths {
  FloatFmt *fmt;
  int int_w, frac_w, exp_w;
  int digits_w; /* the integer part without its sign (the 1.13 mode pads from it) */
} FloatWidths;

static void float_width_visit(void *ctx, DType dt, const char *p) {
  FloatWidths *w = ctx;
  long double x = elem_f64(dt, p);
  if (!isfinite(x)) return;
  Decimal dec;
  const FloatFmt *f = w->fmt;
  decimal_of(x, f->ft, f->exp_format, f->unique, f->precision, f->lay.min_digits, &dec);
  int int_w, frac_w;
  if (w->fmt->exp_format) {
    int e = abs(dec.exp), ed = e >= 1000 ? 4 : e >= 100 ? 3 : 2; /* 4: long double's */
    if (ed > w->exp_w) w->exp_w = ed;
    int_w = 1 + (dec.neg || f->lay.plus);
    frac_w = dec.n - 1;
    if (frac_w < f->lay.min_digits) frac_w = f->lay.min_digits;
  } else {
    int_w = (dec.neg || f->lay.plus) + (dec.exp < 0 ? 1 : dec.exp + 1);
    if (int_w - (dec.neg || f->lay.plus) > w->digits_w) w->digits_w = int_w - (dec.neg || f->lay.plus);
    frac_w = dec.n - 1 - dec.exp;
    if (frac_w < f->lay.min_digits) frac_w = f->lay.min_digits;
    if (frac_w < 0) frac_w = 0;
  }
  if (int_w > w->int_w) w->int_w = int_w;
  if (frac_w > w->frac_w) w->frac_w = frac_w;
}

static bool choose_exp_format(const FloatStats *st, DType ft) {
  if (!st->have_nonzero) return false;
  /* NumPy divides in the array's precision, then compares in float64 */
  double ratio =
      ft == DT_FLOAT32 ? (double)((float)st->max_abs / (float)st->min_abs)
      : ft == DT_FLOAT16
          ? np_half_to_double(np_half_from_float((float)st->max_abs / (float)st->min_abs))
          : ft == DT_LONGDOUBLE ? (double)(st->max_abs / st->min_abs)
                                : (double)st->max_abs / (double)st->min_abs;
  return st->max_abs >= 1e8 || (!opt()->suppress && (st->min_abs < 0.0001 || ratio > 1000.));
}

/* FloatingFormat.fillFormat: a first pass over the digits fixes widths and precision. The 1.13
 * mode (legacy='1.13') pads a sign column into arrays, prints scientific values with all
 * `precision` digits and pads their integer part to 3. */
static void float_fmt_init(FloatFmt *f, const Array *a, bool summarise, char sign, FloatMode fm) {
  /* set_printoptions accepts a negative precision; NumPy's FloatingFormat refuses it */
  if (fm != FM_UNIQUE && opt()->precision < 0)
    rt_raise(RT_EXC_ValueError, "precision must be >= 0");
  bool l113 = legacy113();
  if (l113 && a->ndim != 0 && sign == '-') sign = ' ';
  FloatStats st = {0};
  st.ft = a->dtype;
  visit_elems(a, 0, a->data, summarise, float_stats_visit, &st);
  memset(f, 0, sizeof *f);
  f->ft = st.ft;
  f->exp_format = choose_exp_format(&st, st.ft);
  f->unique = fm != FM_FIXED && !(l113 && f->exp_format);
  f->precision = fm == FM_UNIQUE ? -1 : opt()->precision;
  f->lay.trim = '.';
  f->lay.plus = sign == '+';
  if (st.any_finite) {
    f->lay.min_digits = f->unique ? 0 : f->precision; /* fixed mode keeps trailing zeros */
    FloatWidths w = {f, 0, 0, 0, 0};
    visit_elems(a, 0, a->data, summarise, float_width_visit, &w);
    f->lay.pad_left = !l113 ? w.int_w : f->exp_format ? 3 : 1 + w.digits_w;
    f->lay.min_digits = 0;
    if (f->exp_format) {
      f->lay.trim = 'k';
      f->precision = f->lay.min_digits = w.frac_w;
      f->lay.exp_digits = w.exp_w;
      f->lay.pad_right = w.exp_w + 2 + w.frac_w;
    } else {
      f->lay.pad_right = w.frac_w;
      if (fm == FM_FIXED || fm == FM_MAXPREC_EQUAL) {
        f->precision = f->lay.min_digits = w.frac_w;
        f->lay.trim = 'k';
      }
    }
  }
  /* sign=' ' reserves the sign's column unless some value already has a '-' */
  if (!l113 && sign == ' ' && !st.any_signbit) f->lay.pad_left++;
  if (st.any_nonfinite) {
    int offset = f->lay.pad_right + 1;
    int nanlen = (int)strlen(opt()->nanstr);
    int inflen = (int)strlen(opt()->infstr) + (sign != '-' || st.neg_inf);
    if (nanlen - offset > f->lay.pad_left) f->lay.pad_left = nanlen - offset;
    if (inflen - offset > f->lay.pad_left) f->lay.pad_left = inflen - offset;
  }
}

/* IntegerFormat's width is max(len(str(max)), len(str(min))), which is the longest text of
 * any element: a value between the extremes is never wider than the extreme of its sign. */
static void int_width_visit(void *ctx, DType dt, const char *p) {
  char buf[32];
  int *width = ctx, n = int_text(dt, p, buf, sizeof buf);
  if (n > *width) *width = n;
}

static void elem_fmt_init(ElemFmt *f, const Array *a, bool summarise) {
  memset(f, 0, sizeof *f);
  f->dt = a->dtype;
  f->custom = formatter_for(a->dtype);
  if (!rt_is_undef(f->custom)) return;
  f->zero_d = a->ndim == 0;
  char kind = rt_dtypes[a->dtype].kind;
  if (kind == 'f') {
    float_fmt_init(&f->fl, a, summarise, opt()->sign, opt()->floatmode);
  } else if (kind == 'c') { /* ComplexFloatingFormat: a FloatingFormat per part */
    Array part = *a;
    part.dtype = a->dtype == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
    bool l113 = legacy113(); /* 1.13: maxprec_equal for the real parts, maxprec for the others */
    float_fmt_init(&f->fl, &part, summarise, opt()->sign, l113 ? FM_MAXPREC_EQUAL : opt()->floatmode);
    part.data += rt_dtypes[part.dtype].itemsize;
    float_fmt_init(&f->im, &part, summarise, '+', l113 ? FM_MAXPREC : opt()->floatmode);
  } else if (kind == 'i' || kind == 'u') {
    visit_elems(a, 0, a->data, summarise, int_width_visit, &f->int_width);
  }
}

/* FloatingFormat.__call__ */
static void format_float_elem(StrBuf *sb, const FloatFmt *f, long double x) {
  if (!isfinite(x)) {
    char sign = isinf(x) && x < 0 ? '-' : f->lay.plus ? '+' : 0;
    int len = (int)strlen(isnan(x) ? opt()->nanstr : opt()->infstr) + (sign != 0);
    put_spaces(sb, f->lay.pad_left + f->lay.pad_right + 1 - len);
    if (sign) rt_sb_putc(sb, sign);
    rt_sb_puts(sb, isnan(x) ? opt()->nanstr : opt()->infstr);
    return;
  }
  Decimal dec;
  decimal_of(x, f->ft, f->exp_format, f->unique, f->precision, f->lay.min_digits, &dec);
  if (f->exp_format)
    render_scientific(sb, &dec, &f->lay);
  else
    render_positional(sb, &dec, &f->lay);
}

static void format_elem(StrBuf *sb, const ElemFmt *f, const char *p) {
  char buf[32];
  if (!rt_is_undef(f->custom)) { /* str(formatter(element)) */
    Value x = rt_npscalar_new(f->dt, p), r = rt_undef(), t = rt_undef();
    int mark = rt_cleanup_push_value(&x);
    rt_cleanup_push_value(&r);
    rt_cleanup_push_value(&t);
    r = rt_call(f->custom, 1, &x, NULL);
    t = rt_to_str(r);
    rt_sb_putn(sb, rt_str_data(t), (size_t)RT_AS(Str, t)->nbytes);
    rt_cleanup_pop(mark, true);
    return;
  }
  if (f->dt == DT_BOOL) {
    rt_sb_puts(sb, *p ? (f->zero_d ? "True" : " True") : "False");
  } else if (rt_dtypes[f->dt].kind == 'f') {
    format_float_elem(sb, &f->fl, elem_f64(f->dt, p));
  } else if (rt_dtypes[f->dt].kind == 'c') {
    DType part = f->dt == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
    format_float_elem(sb, &f->fl, elem_f64(part, p));
    StrBuf im; /* the 'j' goes before the imaginary part's padding */
    rt_sb_init(&im);
    format_float_elem(&im, &f->im, elem_f64(part, p + rt_dtypes[part].itemsize));
    size_t end = im.len;
    while (end > 0 && im.data[end - 1] == ' ') end--;
    rt_sb_putn(sb, im.data, end);
    rt_sb_putc(sb, 'j');
    rt_sb_putn(sb, im.data + end, im.len - end);
    rt_sb_free(&im);
  } else {
    int n = int_text(f->dt, p, buf, sizeof buf);
    put_spaces(sb, f->int_width - n);
    rt_sb_putn(sb, buf, (size_t)n);
  }
}

/* ---- layout of nested brackets (_formatArray) ---- */

typedef struct Printer {
  const Array *a;
  ElemFmt fmt;
  const char *sep; /* ", " (repr) or " " (str) */
  size_t sep_trim; /* length of sep without trailing spaces: ends rows of blocks */
  bool summarise;
  NpLeafFn leaf;   /* formats the element at p instead of fmt (structured arrays), or NULL */
  void *leaf_ctx;
} Printer;

static void sb_reset(StrBuf *sb) {
  sb->len = 0;
  if (sb->data) sb->data[0] = '\0';
}

static void sb_rstrip(StrBuf *sb) {
  while (sb->len > 0 && sb->data[sb->len - 1] == ' ') sb->data[--sb->len] = '\0';
}

/* _extendLine: start a new line (indented by hang) when word would pass width, unless the
 * current line holds nothing but the indent (the 1.13 mode wraps even then). */
static void extend_line(StrBuf *s, StrBuf *line, const char *word, size_t wlen, int width,
                        int hang) {
  if ((int)(line->len + wlen) > width && ((int)line->len > hang || legacy113())) {
    sb_rstrip(line);
    rt_sb_putn(s, line->data, line->len);
    rt_sb_putc(s, '\n');
    sb_reset(line);
    put_spaces(line, hang);
  }
  rt_sb_putn(line, word, wlen);
}

static void recurse(const Printer *P, int axis, const char *p, int hang, int width, StrBuf *out);

/* Index of the k-th printed item along an axis of length n: leading items, then (after the
 * "..." slot) the trailing ones. */
static int64_t item_index(int64_t k, int64_t n, bool summary) {
  return summary && k >= opt()->edgeitems ? n - 2 * opt()->edgeitems + k : k;
}

static void format_row(const Printer *P, int axis, const char *p, int hang, int width, bool summary,
                       StrBuf *s) {
  int64_t n = P->a->shape[axis], count = summary ? 2 * opt()->edgeitems : n;
  bool l113 = legacy113(); /* 1.13: no room kept for "]", "..., " whatever the separator */
  int elem_width = width - (l113 ? (int)P->sep_trim : P->sep_trim > 1 ? (int)P->sep_trim : 1);
  StrBuf line, word;
  rt_sb_init(&line);
  rt_sb_init(&word);
  put_spaces(&line, hang);
  for (int64_t k = 0; k < count; k++) {
    if (summary && k == opt()->edgeitems) {
      extend_line(s, &line, "...", 3, elem_width, hang);
      rt_sb_puts(&line, l113 ? ", " : P->sep);
    }
    sb_reset(&word);
    recurse(P, axis + 1, p + item_index(k, n, summary) * P->a->strides[axis], hang + 1,
            l113 ? width : width - 1, &word);
    if (l113 && k + 1 == count) elem_width = width; /* the last one: no separator follows */
    extend_line(s, &line, word.data, word.len, elem_width, hang);
    if (k + 1 < count) rt_sb_puts(&line, P->sep);
  }
  rt_sb_putn(s, line.data, line.len);
  rt_sb_free(&line);
  rt_sb_free(&word);
}

static void format_block(const Printer *P, int axis, const char *p, int hang, int width,
                         bool summary, StrBuf *s) {
  int64_t n = P->a->shape[axis], count = summary ? 2 * opt()->edgeitems : n;
  int newlines = P->a->ndim - axis - 1;
  for (int64_t k = 0; k < count; k++) {
    if (summary && k == opt()->edgeitems) {
      put_spaces(s, hang);
      rt_sb_puts(s, "...");
      if (legacy113()) { /* a trailing space, one newline, a fixed separator */
        rt_sb_puts(s, ", \n");
      } else {
        rt_sb_putn(s, P->sep, P->sep_trim);
        for (int i = 0; i < newlines; i++) rt_sb_putc(s, '\n');
      }
    }
    put_spaces(s, hang);
    recurse(P, axis + 1, p + item_index(k, n, summary) * P->a->strides[axis], hang + 1,
            legacy113() ? width : width - 1, s);
    if (k + 1 < count) {
      rt_sb_putn(s, P->sep, P->sep_trim);
      for (int i = 0; i < newlines; i++) rt_sb_putc(s, '\n');
    }
  }
}

static void recurse(const Printer *P, int axis, const char *p, int hang, int width, StrBuf *out) {
  if (axis == P->a->ndim) {
    if (P->leaf)
      P->leaf(P->leaf_ctx, out, p);
    else
      format_elem(out, &P->fmt, p);
    return;
  }
  bool summary = P->summarise && 2 * opt()->edgeitems < P->a->shape[axis];
  StrBuf s;
  rt_sb_init(&s);
  if (axis == P->a->ndim - 1)
    format_row(P, axis, p, hang, width, summary, &s);
  else
    format_block(P, axis, p, hang, width, summary, &s);
  rt_sb_putc(out, '[');
  if (s.len > (size_t)hang) rt_sb_putn(out, s.data + hang, s.len - (size_t)hang);
  rt_sb_putc(out, ']');
  rt_sb_free(&s);
}

/* array2string for a non-empty array; prefix_len is len("array(") for repr. */
static void array2string(StrBuf *sb, const Array *a, const char *sep, int prefix_len,
                         int linewidth) {
  Printer P;
  P.a = a;
  P.sep = sep;
  P.sep_trim = strlen(sep);
  while (P.sep_trim > 0 && sep[P.sep_trim - 1] == ' ') P.sep_trim--;
  P.summarise = (double)a->size > opt()->threshold;
  P.leaf = NULL;
  elem_fmt_init(&P.fmt, a, P.summarise);
  recurse(&P, 0, a->data, 1 + prefix_len, linewidth, sb);
}

void np_format_nested(StrBuf *sb, const Array *a, const char *sep, int prefix_len, int linewidth,
                      NpLeafFn leaf, void *ctx) {
  Printer P;
  memset(&P, 0, sizeof P);
  P.a = a;
  P.sep = sep;
  P.sep_trim = strlen(sep);
  while (P.sep_trim > 0 && sep[P.sep_trim - 1] == ' ') P.sep_trim--;
  P.summarise = np_print_summarises(a->size);
  P.leaf = leaf;
  P.leaf_ctx = ctx;
  if (!leaf) elem_fmt_init(&P.fmt, a, P.summarise); /* a plain array: the usual formats */
  recurse(&P, 0, a->data, 1 + prefix_len, linewidth, sb);
}

bool np_print_summarises(int64_t size) { return (double)size > opt()->threshold; }
int np_print_linewidth(void) { return opt()->linewidth; }
bool np_print_legacy113(void) { return legacy113(); }
int np_print_edgeitems(void) { return opt()->edgeitems; }
void np_print_float_opts(NpFloatOpts *o) {
  *o = (NpFloatOpts){opt()->precision, opt()->floatmode == FM_FIXED, opt()->sign == '+',
                     opt()->nanstr, opt()->infstr};
}

NpElemFmt *np_elem_fmt_new(const Array *a, bool summarise) {
  ElemFmt *f = rt_malloc(sizeof *f);
  elem_fmt_init(f, a, summarise);
  return (NpElemFmt *)f;
}

void np_elem_fmt_put(StrBuf *sb, const NpElemFmt *f, const char *p) {
  format_elem(sb, (const ElemFmt *)f, p);
}

static bool dtype_is_implied(DType dt) {
  return dt == DT_FLOAT64 || dt == DT_INT64 || (dt == DT_BOOL && !legacy113()) ||
         dt == DT_COMPLEX128;
}

/* str() or repr() of the Python scalar a 0-d array's item() gives (the 1.13 mode). */
static void put_item_text(StrBuf *sb, const Array *a, bool repr) {
  Value x = np_elem_to_py(a->dtype, a->data);
  int mark = rt_cleanup_push_value(&x);
  Value t = repr ? rt_repr(x) : rt_to_str(x);
  rt_sb_putn(sb, rt_str_data(t), (size_t)RT_AS(Str, t)->nbytes);
  rt_decref(t);
  rt_cleanup_pop(mark, true);
}

/* repr(a) as NumPy writes it for an array of class `name` ("array", "matrix"). */
static void format_repr(StrBuf *sb, const Array *a, const char *name) {
  /* np.longlong's int64 is not the default int ('l'): NumPy names it */
  bool skipdtype = dtype_is_implied(a->dtype) && !(a->dvar & NP_DVAR_LONGLONG) && a->size > 0;
  size_t start = sb->len;
  int prefix = (int)strlen(name) + 1;
  rt_sb_printf(sb, "%s(", name);
  if (legacy113() && a->ndim == 0) {
    put_item_text(sb, a, true);
  } else if (a->size > 0) {
    array2string(sb, a, ", ", prefix, opt()->linewidth - (legacy113() ? 0 : 1));
  } else if (a->ndim == 1) {
    rt_sb_puts(sb, "[]");
  } else {
    rt_sb_puts(sb, "[], shape=(");
    for (int i = 0; i < a->ndim; i++)
      rt_sb_printf(sb, i ? ", %lld" : "%lld", (long long)a->shape[i]);
    rt_sb_putc(sb, ')');
  }
  rt_sb_putc(sb, skipdtype ? ')' : ',');
  if (skipdtype) return;
  const char *nl = memrchr(sb->data + start, '\n', sb->len - start);
  size_t last_line = sb->len - (nl ? (size_t)(nl + 1 - sb->data) : start);
  size_t dtype_len = strlen("dtype=)") + strlen(rt_dtypes[a->dtype].name);
  if (!legacy113() && (int)(last_line + dtype_len + 1) > opt()->linewidth)
    rt_sb_printf(sb, "\n%*s", prefix, "");
  else
    rt_sb_putc(sb, ' ');
  rt_sb_printf(sb, "dtype=%s)", rt_dtypes[a->dtype].name);
}

void rt_np_format_array(StrBuf *sb, Value arr, bool repr) {
  const Array *a = RT_AS(Array, arr);
  if (repr) {
    format_repr(sb, a, "array");
  } else if (a->ndim == 0 && legacy113()) {
    put_item_text(sb, a, false);
  } else if (a->ndim == 0) {
    rt_np_format_scalar(sb, a->dtype, a->data, false);
  } else if (a->size == 0) {
    rt_sb_puts(sb, "[]");
  } else {
    array2string(sb, a, " ", 0, opt()->linewidth);
  }
}

void np_format_repr_named(StrBuf *sb, const Array *a, const char *name) {
  format_repr(sb, a, name);
}

/* ---- numpy functions: set_printoptions, array2string ---- */

static const char *const float_modes[] = {"maxprec", "fixed", "unique", "maxprec_equal"};

static FloatMode parse_floatmode(Value v) {
  for (int i = 0; i < 4; i++)
    if (rt_is_str(v) && strcmp(rt_str_data(v), float_modes[i]) == 0) return (FloatMode)i;
  rt_raise(RT_EXC_ValueError,
           "floatmode option must be one of \"fixed\", \"unique\", \"maxprec\", \"maxprec_equal\"");
}

static void copy_option_str(char *dst, Value v, const char *what) {
  if (!rt_is_str(v)) rt_raise(RT_EXC_TypeError, "%s must be a str", what);
  if (RT_AS(Str, v)->nbytes >= (int64_t)sizeof opt()->nanstr)
    rt_raise(RT_EXC_ValueError, "%s longer than %d bytes is not supported in Weft", what,
             (int)sizeof opt()->nanstr - 1);
  memcpy(dst, rt_str_data(v), (size_t)RT_AS(Str, v)->nbytes + 1);
}

/* array2string's separator must be a str (NumPy calls separator.rstrip()); of the prefix and
 * suffix NumPy only takes len(), so anything with a length does. */
static const char *separator_arg(Value v) {
  if (rt_is_undef(v)) return " ";
  if (!rt_is_str(v))
    rt_raise(RT_EXC_AttributeError, "'%s' object has no attribute 'rstrip'", rt_type_name(v));
  return rt_str_data(v);
}

static size_t len_arg(Value v) {
  return rt_is_undef(v) ? 0 : (size_t)rt_len(v);
}

static char parse_sign(Value v) {
  const char *s = rt_is_str(v) ? rt_str_data(v) : "";
  if (!s[0] || s[1] || !strchr("-+ ", s[0]))
    rt_raise(RT_EXC_ValueError, "sign option must be one of ' ', '+', or '-'");
  return s[0];
}

/* legacy=False, '1.13' or '1.21' as NumPy keeps them (sys.maxsize, 113, 121); NumPy warns
 * about other values and stores them (its next print then fails): Weft warns and ignores them
 * (-1). */
static int parse_legacy(Value v) {
  if (v.tag == RT_BOOL && !rt_truthy(v)) return INT_MAX;
  const char *s = rt_is_str(v) ? rt_str_data(v) : "";
  int r = !strcmp(s, "1.13") ? 113 : !strcmp(s, "1.21") ? 121 : -1;
  if (r < 0)
    np_warn_as(RT_EXC_UserWarning,
               "legacy printing option can currently only be '1.13', '1.21', or `False`");
  return r;
}

static bool legacy113(void) { return opt()->legacy <= 113; }

/* Validates and applies the options given (not None), in _make_options_dict's order. The
 * formatter option and the legacy modes are not implemented and raise ValueError. */
static void apply_options(const Value *o) {
  enum { PREC, THRESH, EDGE, WIDTH, SUPP, NANS, INFS, FORMATTER, SIGN, FMODE, LEGACY };
  bool set[LEGACY + 1];
  for (int i = 0; i <= LEGACY; i++) set[i] = !rt_is_undef(o[i]) && !rt_is_none(o[i]);
  FloatMode fm = set[FMODE] ? parse_floatmode(o[FMODE]) : opt()->floatmode;
  char sign = set[SIGN] ? parse_sign(o[SIGN]) : opt()->sign;
  int legacy = set[LEGACY] ? parse_legacy(o[LEGACY]) : -1;
  Value tv = o[THRESH]; /* numbers.Number, else NumPy's TypeError */
  if (set[THRESH] && tv.tag != RT_INT && tv.tag != RT_FLOAT && tv.tag != RT_BOOL &&
      !rt_is_bigint(tv) && !rt_is_npscalar(tv))
    rt_raise(RT_EXC_TypeError, "threshold must be numeric");
  double thresh = set[THRESH] ? rt_to_double(tv, "threshold must be numeric") : opt()->threshold;
  if (isnan(thresh))
    rt_raise(RT_EXC_ValueError,
             "threshold must be non-NAN, try sys.maxsize for untruncated representation");
  if (set[PREC]) {
    if (o[PREC].tag != RT_INT && !rt_is_npscalar(o[PREC]))
      rt_raise(RT_EXC_TypeError, "precision must be an integer");
    opt()->precision = (int)rt_to_index(o[PREC], NULL);
  }
  if (set[EDGE]) opt()->edgeitems = (int)rt_to_index(o[EDGE], NULL);
  if (set[WIDTH]) opt()->linewidth = (int)rt_to_index(o[WIDTH], NULL);
  if (set[SUPP]) opt()->suppress = rt_truthy(o[SUPP]);
  if (set[NANS]) copy_option_str(opt()->nanstr, o[NANS], "nanstr");
  if (set[INFS]) copy_option_str(opt()->infstr, o[INFS], "infstr");
  opt()->floatmode = fm;
  if (set[THRESH]) {
    opt()->thresh_int = tv.tag == RT_INT;
    opt()->thresh_i = tv.tag == RT_INT ? rt_to_index(tv, NULL) : 0;
  }
  opt()->threshold = thresh;
  opt()->sign = sign;
  if (legacy > 0) opt()->legacy = legacy;
  if (legacy == 113) opt()->sign = '-'; /* NumPy resets the sign option in the 1.13 mode */
}

static Value np_set_printoptions(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"precision", "threshold", "edgeitems", "linewidth",
                                      "suppress",  "nanstr",    "infstr",    "formatter",
                                      "sign",      "floatmode", "legacy"};
  Value o[11];
  rt_parse_args("set_printoptions", argc, argv, kw, 11, names, 0, o);
  apply_options(o);
  rt_decref(swap_formatter(o[7])); /* NumPy resets the formatter on every call */
  return rt_none();
}

static bool np_given_value(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* np.get_printoptions(): the settings as NumPy's dict, in its key order. */
static void put_str(Value d, const char *key, const char *text) {
  Value v = rt_str_from_c(text);
  rt_dict_set_str(d, key, v);
  rt_decref(v);
}

static Value options_dict(void) {
  const PrintOptions *o = opt();
  Value d = rt_dict_new();
  rt_dict_set_str(d, "edgeitems", rt_int(o->edgeitems));
  double t = o->threshold;
  bool whole = isfinite(t) && t == floor(t) && fabs(t) < 9.2e18;
  rt_dict_set_str(d, "threshold", o->thresh_int ? rt_int(o->thresh_i)
                                   : whole      ? rt_int((int64_t)t)
                                                : rt_float(t));
  put_str(d, "floatmode", float_modes[o->floatmode]);
  rt_dict_set_str(d, "precision", rt_int(o->precision));
  rt_dict_set_str(d, "suppress", rt_bool(o->suppress));
  rt_dict_set_str(d, "linewidth", rt_int(o->linewidth));
  put_str(d, "nanstr", o->nanstr);
  put_str(d, "infstr", o->infstr);
  char sign[2] = {o->sign, 0};
  put_str(d, "sign", sign);
  rt_dict_set_str(d, "formatter", *formatter());
  if (o->legacy == INT_MAX)
    rt_dict_set_str(d, "legacy", rt_bool(false));
  else
    put_str(d, "legacy", o->legacy == 113 ? "1.13" : "1.21");
  return d;
}

static Value np_get_printoptions(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argv;
  rt_check_nargs("get_printoptions", argc, kw, 0, 0);
  return options_dict();
}

/* np.printoptions(**options): a context manager that sets the options on entry (returning
 * get_printoptions()) and puts the previous ones back on exit. */
typedef struct PrintOptCtx {
  Obj hdr;
  Value args[11]; /* set_printoptions' parameters, RT_UNDEF where not given */
  PrintOptions saved;
  Value saved_formatter; /* owned */
} PrintOptCtx;

static void popt_free(Obj *o) {
  PrintOptCtx *c = (PrintOptCtx *)o;
  for (int i = 0; i < 11; i++) rt_decref(c->args[i]);
  rt_decref(c->saved_formatter);
  free(c);
}

static Value popt_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  PrintOptCtx *c = RT_AS(PrintOptCtx, self);
  c->saved = *opt();
  apply_options(c->args);
  rt_decref(c->saved_formatter);
  c->saved_formatter = swap_formatter(c->args[7]);
  return options_dict();
}

static Value popt_exit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, (void)argc, (void)kw;
  PrintOptCtx *c = RT_AS(PrintOptCtx, self);
  *opt() = c->saved;
  rt_decref(swap_formatter(c->saved_formatter));
  return rt_bool(false);
}

static Value popt_getattr(Value self, const char *name) {
  if (!strcmp(name, "__enter__")) return rt_native_bind("__enter__", popt_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind("__exit__", popt_exit, self);
  return rt_undef();
}

static const ObjType popt_type = {.name = "contextlib._GeneratorContextManager",
                                  .free = popt_free, .getattr = popt_getattr};

static Value np_printoptions(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"precision", "threshold", "edgeitems", "linewidth",
                                      "suppress",  "nanstr",    "infstr",    "formatter",
                                      "sign",      "floatmode", "legacy"};
  Value o[11];
  rt_parse_args("printoptions", argc, argv, kw, 11, names, 0, o);
  PrintOptCtx *c = rt_malloc(sizeof *c);
  rt_obj_init(&c->hdr, &popt_type);
  for (int i = 0; i < 11; i++) {
    c->args[i] = o[i];
    rt_incref(o[i]);
  }
  c->saved = *opt();
  c->saved_formatter = rt_none();
  return rt_obj(c);
}

/* array2string of a str, bytes, object or datetime array: its elements' texts, continuation
 * lines indented one space more than the prefix's length (NumPy's next_line_prefix). */
static bool other_kind_body(StrBuf *sb, Value v, const char *sep, size_t prefix, int width) {
  bool str = np_is_strarr(v);
  if (!str && !np_is_objarr(v) && !np_is_timearr(v)) return false;
  StrBuf hang;
  rt_sb_init(&hang);
  int mark = rt_sb_cleanup_push(&hang);
  for (size_t i = 0; i <= prefix; i++) rt_sb_putc(&hang, ' ');
  size_t w = width > 0 ? (size_t)width : 0;
  if (str) {
    np_strarr_sync(RT_AS(NpStrArr, v));
    np_strarr_format_body(sb, RT_AS(NpStrArr, v), sep, hang.data, w, false);
  } else if (np_is_objarr(v)) {
    np_objarr_format_body(sb, RT_AS(NpObjArr, v), sep, hang.data, w);
  } else {
    np_timearr_format_body(sb, v, sep, hang.data, w);
  }
  rt_cleanup_pop(mark, true);
  return true;
}

/* np.array2string(a, max_line_width, precision, suppress_small, separator, prefix, ...):
 * the options given apply to this call only. */
static Value np_array2string(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a",         "max_line_width", "precision", "suppress_small",
                                      "separator", "prefix",         "style",     "formatter",
                                      "threshold", "edgeitems",      "sign",      "floatmode",
                                      "suffix",    "legacy"};
  Value a[14];
  rt_parse_args("array2string", argc, argv, kw, 14, names, 1, a);
  const char *sep = separator_arg(a[4]);
  size_t prefix = len_arg(a[5]), suffix = len_arg(a[12]);
  Value o[11] = {a[2], a[8], a[9], a[1], a[3], rt_undef(), rt_undef(), a[7], a[10], a[11], a[13]};
  PrintOptions saved = *opt();
  apply_options(o);
  Value old_fmt = rt_undef();
  if (np_given_value(a[7])) old_fmt = swap_formatter(a[7]);
  StrBuf sb;
  rt_sb_init(&sb);
  if (other_kind_body(&sb, a[0], sep, prefix, opt()->linewidth - (int)suffix)) {
    *opt() = saved;
    if (!rt_is_undef(old_fmt)) {
      rt_decref(swap_formatter(old_fmt));
      rt_decref(old_fmt);
    }
    return rt_sb_to_str(&sb);
  }
  Value arr = rt_array_from_value(a[0], -1);
  if (legacy113() && RT_AS(Array, arr)->ndim == 0) /* style=repr of the item */
    put_item_text(&sb, RT_AS(Array, arr), true);
  else if (RT_AS(Array, arr)->size == 0)
    rt_sb_puts(&sb, "[]");
  else
    array2string(&sb, RT_AS(Array, arr), sep, (int)prefix,
                 opt()->linewidth - (legacy113() ? 0 : (int)suffix));
  *opt() = saved;
  if (!rt_is_undef(old_fmt)) {
    rt_decref(swap_formatter(old_fmt));
    rt_decref(old_fmt);
  }
  rt_decref(arr);
  return rt_sb_to_str(&sb);
}

static Value np_array_str_or_repr(int argc, const Value *argv, const Kwargs *kw, bool repr) {
  static const char *const names[] = {"a", "max_line_width", "precision", "suppress_small"};
  Value a[4];
  rt_parse_args(repr ? "array_repr" : "array_str", argc, argv, kw, 4, names, 1, a);
  Value o[11] = {a[2],       rt_undef(), rt_undef(), a[1],       a[3],      rt_undef(),
                 rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  PrintOptions saved = *opt();
  apply_options(o);
  if (np_is_strarr(a[0]) || np_is_objarr(a[0]) || np_is_timearr(a[0])) { /* their own str/repr */
    Value r = repr ? rt_repr(a[0]) : rt_to_str(a[0]);
    *opt() = saved;
    return r;
  }
  Value arr = rt_array_from_value(a[0], -1);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_np_format_array(&sb, arr, repr);
  *opt() = saved;
  rt_decref(arr);
  return rt_sb_to_str(&sb);
}

static Value np_array_str(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return np_array_str_or_repr(argc, argv, kw, false);
}

static Value np_array_repr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return np_array_str_or_repr(argc, argv, kw, true);
}

void np_register_format(Value m) {
  rt_module_add_fn(m, "set_printoptions", np_set_printoptions);
  rt_module_add_fn(m, "get_printoptions", np_get_printoptions);
  rt_module_add_fn(m, "printoptions", np_printoptions);
  rt_module_add_fn(m, "array2string", np_array2string);
  rt_module_add_fn(m, "array_str", np_array_str);
  rt_module_add_fn(m, "array_repr", np_array_repr);
}
