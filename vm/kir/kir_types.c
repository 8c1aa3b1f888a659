/* kir_types.c — Numba's type names as kernels see them: parsing signature strings
 * ('float32(float32[:, ::1], int64)'), the type of a host argument value, type spelling, and
 * choosing among declared signatures by Numba's conversion rules. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/complex.h"
#include "kir_ir.h"

/* Numba's scalar type names and their short aliases. */
static const struct { const char *name; DType dt; } scalar_names[] = {
    {"boolean", DT_BOOL},  {"bool_", DT_BOOL},    {"b1", DT_BOOL},      {"int8", DT_INT8},
    {"i1", DT_INT8},       {"int16", DT_INT16},   {"i2", DT_INT16},     {"int32", DT_INT32},
    {"i4", DT_INT32},      {"int64", DT_INT64},   {"i8", DT_INT64},     {"intp", DT_INT64},
    {"uint8", DT_UINT8},   {"u1", DT_UINT8},      {"uint16", DT_UINT16}, {"u2", DT_UINT16},
    {"uint32", DT_UINT32}, {"u4", DT_UINT32},     {"uint64", DT_UINT64}, {"u8", DT_UINT64},
    {"float32", DT_FLOAT32}, {"f4", DT_FLOAT32},  {"float64", DT_FLOAT64}, {"f8", DT_FLOAT64},
    {"double", DT_FLOAT64}, {"float", DT_FLOAT32}, {"int_", DT_INT64},
    {"complex64", DT_COMPLEX64}, {"c8", DT_COMPLEX64}, {"complex128", DT_COMPLEX128},
    {"c16", DT_COMPLEX128},
    /* C's names, as Numba has them */
    {"intc", DT_INT32},    {"uintc", DT_UINT32},  {"short", DT_INT16},  {"ushort", DT_UINT16},
    {"char", DT_INT8},     {"uchar", DT_UINT8},   {"long_", DT_INT64},  {"ulong", DT_UINT64},
    {"longlong", DT_INT64}, {"ulonglong", DT_UINT64}, {"size_t", DT_UINT64}, {"ssize_t", DT_INT64},
    {"byte", DT_UINT8},    {"uintp", DT_UINT64},  {"float_", DT_FLOAT32}, {"uint", DT_UINT64},
};

typedef struct Cursor {
  const char *text, *p;
} Cursor;

_Noreturn static void sig_error(const Cursor *c) {
  rt_raise(RT_EXC_TypeError, "invalid Numba signature '%s'", c->text);
}

static void skip_ws(Cursor *c) {
  while (isspace((unsigned char)*c->p)) c->p++;
}

static bool accept(Cursor *c, char ch) {
  skip_ws(c);
  if (*c->p != ch) return false;
  c->p++;
  return true;
}

/* type: NAME ['[' (':' | '::1') {',' ...} ']'] */
static KirTy parse_type(Cursor *c) {
  skip_ws(c);
  const char *start = c->p;
  while (isalnum((unsigned char)*c->p) || *c->p == '_') c->p++;
  size_t n = (size_t)(c->p - start);
  KirTy t = {KIR_TY_SCALAR, DT_FLOAT64, 0, 'A', 0};
  if (n == 4 && strncmp(start, "void", 4) == 0) {
    t.kind = KIR_TY_VOID;
    return t;
  }
  bool found = false;
  for (size_t i = 0; i < sizeof scalar_names / sizeof scalar_names[0]; i++) {
    if (strlen(scalar_names[i].name) == n && strncmp(start, scalar_names[i].name, n) == 0) {
      t.dtype = scalar_names[i].dt;
      found = true;
    }
  }
  if (!found) sig_error(c);
  if (!accept(c, '[')) return t;
  t.kind = KIR_TY_ARRAY;
  bool contiguous = false;
  do {
    if (!accept(c, ':')) sig_error(c);
    if (accept(c, ':')) {
      if (!accept(c, '1')) sig_error(c);
      contiguous = true;
    }
    t.ndim++;
  } while (accept(c, ','));
  if (!accept(c, ']') || t.ndim > KIR_MAX_INDEX) sig_error(c);
  t.layout = contiguous ? 'C' : 'A';
  return t;
}

void kir_parse_signature(const char *text, KirSig *out) {
  Cursor c = {text, text};
  memset(out, 0, sizeof *out);
  skip_ws(&c);
  if (*c.p != '(') out->ret = parse_type(&c);
  if (out->ret.kind != KIR_TY_VOID && accept(&c, ',')) { /* "float64[:], int64": Numba evaluates
                                                             the text to a tuple, the argument types */
    out->args[out->nargs++] = out->ret;
    out->ret = (KirTy){0};
    for (skip_ws(&c); *c.p; skip_ws(&c)) {
      if (out->nargs == KIR_MAX_ARGS) sig_error(&c);
      out->args[out->nargs] = parse_type(&c);
      if (out->args[out->nargs].kind == KIR_TY_VOID) sig_error(&c);
      out->nargs++;
      if (!accept(&c, ',')) break;
    }
    skip_ws(&c);
    if (*c.p) sig_error(&c);
    return;
  }
  if (!accept(&c, '(')) sig_error(&c);
  if (!accept(&c, ')')) {
    do {
      if (out->nargs == KIR_MAX_ARGS) sig_error(&c);
      out->args[out->nargs] = parse_type(&c);
      if (out->args[out->nargs].kind == KIR_TY_VOID) sig_error(&c);
      out->nargs++;
    } while (accept(&c, ','));
    if (!accept(&c, ')')) sig_error(&c);
  }
  skip_ws(&c);
  if (*c.p) sig_error(&c);
}

static KirDevArrayUnwrap devarray_unwrap;

void kir_set_devarray_unwrap(KirDevArrayUnwrap fn) { devarray_unwrap = fn; }

Value kir_unwrap_array(Value v) {
  if (rt_is_array(v)) return v;
  if (devarray_unwrap && rt_is_obj(v)) return devarray_unwrap(v);
  return rt_undef();
}

/* Numba 0.56 compiles no float16 code (its CPU and CUDA targets gained float16 later). */
static bool half_unsupported(char *why, size_t n) {
  snprintf(why, n, "float16 values cannot be passed to compiled functions in Weft (Numba 0.56 "
                   "has no float16 support)");
  return false;
}

/* Numba has no long double type at all. */
static bool ld_unsupported(char *why, size_t n) {
  snprintf(why, n, "float128 (np.longdouble) values cannot be passed to compiled functions in "
                   "Weft (Numba has no float128 type)");
  return false;
}

/* A structured array: its fields travel as arrays of their own (kir_lower_sig), so each must
 * be one the engines take. */
static bool record_type(Value v, int rec, KirTy *out, char *why, size_t n) {
  KirTy t = {KIR_TY_ARRAY, DT_UINT8, rt_np_record_ndim(v), 'C', rec};
  for (int k = 0; k < rt_np_record_nfields(rec); k++) {
    DType dt;
    int sub;
    rt_np_record_field_info(rec, k, &dt, &sub);
    if (dt == DT_FLOAT16) return half_unsupported(why, n);
    if (dt == DT_LONGDOUBLE) return ld_unsupported(why, n);
    if (rt_dtypes[dt].kind == 'c' || t.ndim + sub > KIR_MAX_INDEX) {
      snprintf(why, n, "this structured array's fields cannot be passed to kernels in Weft "
                       "(complex fields and more than %d dimensions are not supported)", KIR_MAX_INDEX);
      return false;
    }
  }
  if (rt_np_record_nfields(rec) == 0) {
    snprintf(why, n, "a structured array without fields cannot be passed to kernels in Weft");
    return false;
  }
  *out = t;
  return true;
}

/* Fortran order, as Numba's typeof sees it: the first axis varies fastest. */
static bool f_contiguous(const Array *a) {
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != 1 && a->strides[i] != s) return false;
    s *= a->shape[i];
  }
  return true;
}

bool kir_try_type_of_value(Value v, KirTy *out, char *why, size_t n) {
  KirTy t = {KIR_TY_SCALAR, DT_INT64, 0, 'A', 0};
  switch (v.tag) {
  case RT_BOOL: t.dtype = DT_BOOL; break;
  case RT_INT: break;
  case RT_FLOAT: t.dtype = DT_FLOAT64; break;
  default:
    if (rt_is_complex(v)) {
      t.dtype = DT_COMPLEX128;
      break;
    }
    if (rt_is_npscalar(v)) {
      t.dtype = RT_AS(NpScalar, v)->dtype;
      if (t.dtype == DT_FLOAT16) return half_unsupported(why, n);
      if (t.dtype == DT_LONGDOUBLE) return ld_unsupported(why, n);
      break;
    }
    Value a = kir_unwrap_array(v);
    if (!rt_is_undef(a) && !rt_is_array(a)) { /* a device array of records: its records */
      v = a;
      a = rt_undef();
    }
    int rec = rt_is_undef(a) ? rt_np_record_layout_of(v) : 0;
    if (rec) return record_type(v, rec, out, why, n);
    int ond;
    char olay;
    if (rt_is_undef(a) && rt_np_object_array_info(v, &ond, &olay)) {
      snprintf(why, n, "cannot pass an object array (dtype=object) to a compiled function: Numba "
               "types it array(pyobject, %dd, %c), which compiled code cannot use", ond, olay);
      return false;
    }
    if (rt_is_undef(a)) {
      snprintf(why, n, "cannot pass a value of type '%s' to a compiled function", rt_type_name(v));
      return false;
    }
    const Array *arr = RT_AS(Array, a);
    if (arr->dtype == DT_FLOAT16) return half_unsupported(why, n);
    if (arr->dtype == DT_LONGDOUBLE) return ld_unsupported(why, n);
    /* a complex array travels as a float array with a last axis of 2 (kir_lower_sig) */
    if (arr->ndim + (rt_dtypes[arr->dtype].kind == 'c') > KIR_MAX_INDEX) {
      snprintf(why, n, "arrays with more than %d dimensions are not supported in kernels", KIR_MAX_INDEX);
      return false;
    }
    t.kind = KIR_TY_ARRAY;
    t.dtype = arr->dtype;
    t.ndim = arr->ndim;
    t.layout = rt_array_is_c_contiguous(arr) ? 'C' : f_contiguous(arr) ? 'F' : 'A';
  }
  *out = t;
  return true;
}

KirTy kir_type_of_value(Value v) {
  KirTy t;
  char why[160];
  if (!kir_try_type_of_value(v, &t, why, sizeof why)) rt_raise(RT_EXC_TypeError, "%s", why);
  return t;
}

void kir_lower_sig(const KirSig *u, KirSig *e) {
  memset(e, 0, sizeof *e);
  e->ret = u->ret;
  if (u->ret.kind == KIR_TY_SCALAR && kir_is_cplx_dtype(u->ret.dtype)) e->ret.dtype = kir_cplx_part(u->ret.dtype);
  for (int k = 0; k < u->nargs; k++) {
    KirTy t = u->args[k];
    if (t.kind == KIR_TY_ARRAY && t.rec) { /* one strided array per field */
      int nf = rt_np_record_nfields(t.rec);
      if (e->nargs + nf > KIR_MAX_ARGS) rt_raise(RT_EXC_TypeError, "too many arguments for a compiled function");
      for (int f = 0; f < nf; f++) {
        int sub;
        KirTy ft = {KIR_TY_ARRAY, DT_UINT8, 0, 'A', 0};
        rt_np_record_field_info(t.rec, f, &ft.dtype, &sub);
        ft.ndim = t.ndim + sub;
        e->args[e->nargs++] = ft;
      }
      continue;
    }
    bool cplx = kir_is_cplx_dtype(t.dtype) && t.kind != KIR_TY_VOID;
    if (e->nargs + (cplx && t.kind == KIR_TY_SCALAR) >= KIR_MAX_ARGS)
      rt_raise(RT_EXC_TypeError, "too many arguments for a compiled function");
    if (cplx) {
      t.dtype = kir_cplx_part(t.dtype);
      if (t.kind == KIR_TY_ARRAY) t.ndim++;
      else e->args[e->nargs++] = t; /* the real part; the imaginary part follows */
    }
    e->args[e->nargs++] = t;
  }
}

const char *kir_type_name(KirTy t, char *buf, int buflen) {
  switch (t.kind) {
  case KIR_TY_INFER: snprintf(buf, (size_t)buflen, "?"); break;
  case KIR_TY_VOID: snprintf(buf, (size_t)buflen, "none"); break;
  case KIR_TY_SCALAR: snprintf(buf, (size_t)buflen, "%s", rt_dtypes[t.dtype].name); break;
  case KIR_TY_ARRAY:
    if (t.rec)
      snprintf(buf, (size_t)buflen, "array(Record(%d fields), %dd, C)", rt_np_record_nfields(t.rec), t.ndim);
    else
      snprintf(buf, (size_t)buflen, "array(%s, %dd, %c)", rt_dtypes[t.dtype].name, t.ndim,
               t.layout);
    break;
  }
  return buf;
}

bool kir_ty_equal(KirTy a, KirTy b) {
  if (a.kind != b.kind) return false;
  if (a.kind == KIR_TY_SCALAR) return a.dtype == b.dtype;
  if (a.kind == KIR_TY_ARRAY) return a.dtype == b.dtype && a.ndim == b.ndim && a.rec == b.rec;
  return true;
}

/* ---- choosing a declared signature for actual argument types ---- */

/* Numba's conversion kinds (numba/core/typeconv/rules.py), best first. */
typedef enum { CONV_EXACT, CONV_PROMOTE, CONV_SAFE, CONV_UNSAFE, CONV_NONE } Conv;

static Conv scalar_conv(DType from, DType to) {
  char kf = rt_dtypes[from].kind, kt = rt_dtypes[to].kind;
  int sf = rt_dtypes[from].itemsize, st = rt_dtypes[to].itemsize;
  if (from == to) return CONV_EXACT;
  if (kf == 'c') return kt == 'c' ? CONV_PROMOTE : CONV_NONE; /* complex64 -> complex128 only */
  if (kt == 'b') return CONV_UNSAFE;
  if (kt == 'c') return kf == 'f' ? (st >= 2 * sf ? CONV_SAFE : CONV_UNSAFE) : scalar_conv(from, st == 16 ? DT_FLOAT64 : DT_FLOAT32);
  if (kf == 'b') return CONV_SAFE;
  if (kf == 'f') return kt == 'f' && st > sf ? CONV_PROMOTE : CONV_UNSAFE;
  if (kt == 'f') return sf <= 2 || st == 8 ? CONV_SAFE : CONV_UNSAFE; /* int32 -> float32 loses bits */
  if (kf == kt) return st > sf ? CONV_PROMOTE : CONV_UNSAFE;
  return kf == 'u' && st > sf ? CONV_SAFE : CONV_UNSAFE;
}

/* Scalars convert to any scalar type; an array only to its own dtype and ndim (a 'C' type
 * takes C-contiguous arrays only). */
static Conv ty_conv(KirTy from, KirTy to) {
  if (from.kind == KIR_TY_SCALAR && to.kind == KIR_TY_SCALAR) return scalar_conv(from.dtype, to.dtype);
  if (from.kind != KIR_TY_ARRAY || to.kind != KIR_TY_ARRAY || from.dtype != to.dtype || from.ndim != to.ndim)
    return CONV_NONE;
  if (to.layout == 'C' && from.layout != 'C') return CONV_NONE;
  return from.layout == to.layout ? CONV_EXACT : CONV_PROMOTE;
}

/* Numba's rating of a candidate: how many unsafe, then safe, then promoting conversions
 * (fewer is better); -1 when an argument does not convert. */
static int64_t rating(const KirSig *cand, const KirSig *actual) {
  if (cand->nargs != actual->nargs || cand->nparams != actual->nparams) return -1; /* declared: no tuples */
  int64_t counts[CONV_NONE] = {0};
  for (int k = 0; k < actual->nargs; k++) {
    Conv c = ty_conv(actual->args[k], cand->args[k]);
    if (c == CONV_NONE) return -1;
    counts[c]++;
  }
  return counts[CONV_UNSAFE] << 40 | counts[CONV_SAFE] << 20 | counts[CONV_PROMOTE];
}

int kir_select_sig(const KirSig *sigs, int nsigs, const KirSig *actual) {
  int best = -1;
  int64_t best_rating = 0;
  bool tie = false;
  for (int k = 0; k < nsigs; k++) {
    int64_t r = rating(&sigs[k], actual);
    if (r < 0) continue;
    if (best >= 0 && r == best_rating) tie = true;
    if (best < 0 || r < best_rating) best = k, best_rating = r, tie = false;
  }
  return tie ? -2 : best;
}

/* Numba's name of the tuple type of args[0..n): 'UniTuple(int64 x 2)', 'Tuple(int64, float64)'. */
static int tuple_name(const KirTy *args, int n, char *buf, int buflen) {
  char one[64];
  bool uni = true;
  for (int k = 1; k < n; k++) uni = uni && kir_ty_equal(args[k], args[0]);
  if (uni) return snprintf(buf, (size_t)buflen, "UniTuple(%s x %d)", kir_type_name(args[0], one, sizeof one), n);
  int used = snprintf(buf, (size_t)buflen, "Tuple(");
  for (int k = 0; k < n && used < buflen; k++)
    used += snprintf(buf + used, (size_t)(buflen - used), "%s%s", k ? ", " : "", kir_type_name(args[k], one, sizeof one));
  return used < buflen ? used + snprintf(buf + used, (size_t)(buflen - used), ")") : used;
}

const char *kir_args_name(const KirSig *sig, char *buf, int buflen) {
  int used = 0, nparams = sig->nparams ? sig->nparams : sig->nargs;
  buf[0] = 0;
  for (int p = 0, k = 0; p < nparams && used < buflen; p++) {
    char one[256];
    int n = sig->nparams ? sig->tuple_n[p] : 0;
    if (n) tuple_name(&sig->args[k], n, one, sizeof one);
    else kir_type_name(sig->args[k], one, sizeof one);
    k += n ? n : 1;
    used += snprintf(buf + used, (size_t)(buflen - used), "%s%s", p ? ", " : "", one);
  }
  return buf;
}
