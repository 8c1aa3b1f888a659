/* np_fft.c — the numpy.fft module: fft, ifft, rfft, irfft, hfft/ihfft, fftn/ifftn, fft2/ifft2,
 * fftfreq, rfftfreq, fftshift and ifftshift, with NumPy 1.24's argument handling (numpy/fft/
 * _pocketfft.py and helper.py): n crops or zero-pads the transformed axis, the axis is swapped
 * to the end and back, norm picks the scale factor, multi-axis transforms run the last axis
 * first. The transforms themselves are np_fft_plan.c's. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "../base/error.h"
#include "np_fft_plan.h"
#include "np_loops.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* The norm= mode ("backward", "ortho" or "forward"; NULL when not given), or NumPy's error for
 * any other value. sep follows "backward", in the message: NumPy's forward transforms say it
 * without a space. */
static const char *norm_mode(Value norm, const char *sep) {
  if (!given(norm)) return NULL;
  const char *mode = rt_is_str(norm) ? rt_str_data(norm) : NULL;
  if (mode && (!strcmp(mode, "backward") || !strcmp(mode, "ortho") || !strcmp(mode, "forward")))
    return mode;
  Value r = rt_to_str(norm);
  char text[200];
  snprintf(text, sizeof text, "%s", rt_str_data(r));
  rt_decref(r);
  rt_raise(RT_EXC_ValueError, "Invalid norm value %s; should be \"backward\",%s\"ortho\" or "
           "\"forward\".", text, sep);
}

/* 1 / (the divisor of the norm mode): "backward" divides the inverse transform by n, "ortho"
 * both by sqrt(n), "forward" the forward one by n. */
static double norm_factor(int64_t n, Value norm, bool forward) {
  if (n < 1) rt_raise(RT_EXC_ValueError, "Invalid number of FFT data points (%lld) specified.",
                      (long long)n);
  const char *mode = norm_mode(norm, forward ? "" : " ");
  if (mode && !strcmp(mode, "ortho")) return 1 / sqrt((double)n);
  bool divide = mode && !strcmp(mode, "forward") ? forward : !forward;
  return divide ? 1 / (double)n : 1.0;
}

/* a with the axis cropped or zero-padded to n (a new reference). */
static Value fit_length(Value a, int axis, int64_t n) {
  Array *x = RT_AS(Array, a);
  if (x->shape[axis] == n) {
    rt_incref(a);
    return a;
  }
  int64_t shape[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
  int64_t keep = x->shape[axis] < n ? x->shape[axis] : n;
  shape[axis] = n;
  Value out = rt_array_new(x->dtype, x->ndim, shape, true);
  shape[axis] = keep;
  Value dst = rt_array_view(out, x->dtype, x->ndim, shape, RT_AS(Array, out)->strides,
                            RT_AS(Array, out)->data);
  Value src = rt_array_view(a, x->dtype, x->ndim, shape, x->strides, x->data);
  np_copy_cast(RT_AS(Array, dst), RT_AS(Array, src));
  rt_decref(dst);
  rt_decref(src);
  return out;
}

/* a (axis swapped with the last one) as a contiguous copy of dtype dt. */
static Value lanes_of(Value a, int axis, DType dt) {
  Array *x = RT_AS(Array, a);
  int64_t perm[RT_MAXDIM];
  for (int d = 0; d < x->ndim; d++) perm[d] = d;
  perm[axis] = x->ndim - 1;
  perm[x->ndim - 1] = axis;
  Value t = np_array_transpose_axes(a, x->ndim, perm);
  Value c = rt_array_astype(t, dt);
  rt_decref(t);
  return c;
}

static Value swap_back(Value r, int axis) {
  Array *x = RT_AS(Array, r);
  int64_t perm[RT_MAXDIM];
  for (int d = 0; d < x->ndim; d++) perm[d] = d;
  perm[axis] = x->ndim - 1;
  perm[x->ndim - 1] = axis;
  Value t = np_array_transpose_axes(r, x->ndim, perm);
  rt_decref(r);
  return t;
}

typedef enum { FFT_C2C, FFT_R2C, FFT_C2R } FftKind;

static _Noreturn void out_of_memory(void) {
  rt_raise(RT_EXC_MemoryError, "out of memory in an FFT plan");
}

/* _raw_fft: one transform along axis; n is the transform length. */
static Value raw_fft(Value av, int64_t n, int axis_in, FftKind kind, bool forward, double fct) {
  Value a = rt_array_from_value(av, -1), fitted = rt_undef(), lanes = rt_undef(),
        res = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&fitted);
  rt_cleanup_push_value(&lanes);
  rt_cleanup_push_value(&res);
  int ndim = RT_AS(Array, a)->ndim;
  int axis = np_axis_index(axis_in, ndim);
  fitted = fit_length(a, axis, n);
  lanes = lanes_of(fitted, axis, kind == FFT_R2C ? DT_FLOAT64 : DT_COMPLEX128);
  Array *l = RT_AS(Array, lanes);
  int64_t nrep = n ? l->size / n : 0;
  NpFftPlan *plan = np_fft_plan_new((size_t)n, kind != FFT_C2C);
  if (!plan) out_of_memory();
  bool ok = true;
  if (kind == FFT_C2C) {
    double *p = (double *)l->data;
    for (int64_t i = 0; ok && i < nrep; i++, p += 2 * n) ok = np_fft_complex(plan, p, forward, fct);
    res = lanes;
    lanes = rt_undef();
  } else {
    int64_t shape[RT_MAXDIM];
    memcpy(shape, l->shape, sizeof(int64_t) * (size_t)ndim);
    int64_t m = kind == FFT_R2C ? n / 2 + 1 : n;
    shape[ndim - 1] = m;
    res = rt_array_new(kind == FFT_R2C ? DT_COMPLEX128 : DT_FLOAT64, ndim, shape, false);
    double *r = (double *)RT_AS(Array, res)->data, *d = (double *)l->data;
    for (int64_t i = 0; ok && i < nrep; i++) {
      if (kind == FFT_R2C) { /* half-complex output lands after the slot of r0's imag */
        r[2 * m - 1] = 0.0;
        memcpy(r + 1, d, sizeof(double) * (size_t)n);
        ok = np_fft_real(plan, r + 1, true, fct);
        r[0] = r[1];
        r[1] = 0.0;
        r += 2 * m;
        d += n;
      } else {
        memcpy(r + 1, d + 2, sizeof(double) * (size_t)(n - 1));
        r[0] = d[0];
        ok = np_fft_real(plan, r, false, fct);
        r += n;
        d += 2 * n;
      }
    }
  }
  np_fft_plan_free(plan);
  if (!ok) out_of_memory();
  res = swap_back(res, axis);
  Value out = res;
  res = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

/* The length along axis when n is not given (a.shape[axis], IndexError as Python's tuple). */
static int64_t axis_length(Value av, int64_t axis) {
  Value a = rt_array_from_value(av, -1);
  Array *x = RT_AS(Array, a);
  int64_t len = 0;
  bool ok = axis >= -x->ndim && axis < x->ndim;
  if (ok) len = x->shape[axis < 0 ? axis + x->ndim : axis];
  rt_decref(a);
  if (!ok) rt_raise(RT_EXC_IndexError, "tuple index out of range");
  return len;
}

static Value one_d(const char *name, int argc, const Value *argv, const Kwargs *kw, FftKind kind,
                   bool forward) {
  static const char *const names[] = {"a", "n", "axis", "norm"};
  Value a[4];
  rt_parse_args(name, argc, argv, kw, 4, names, 1, a);
  int64_t axis = given(a[2]) ? rt_to_index(a[2], "axis") : -1;
  int64_t n;
  if (given(a[1])) n = rt_to_index(a[1], "n");
  else if (kind == FFT_C2R) n = (axis_length(a[0], axis) - 1) * 2;
  else n = axis_length(a[0], axis);
  double fct = norm_factor(n, a[3], forward);
  return raw_fft(a[0], n, (int)axis, kind, forward, fct);
}

#define ONE_D(fname, kind, fwd)                                                          \
  static Value f_##fname(Value self, int argc, const Value *argv, const Kwargs *kw) {    \
    (void)self;                                                                          \
    return one_d(#fname, argc, argv, kw, kind, fwd);                                     \
  }
ONE_D(fft, FFT_C2C, true)
ONE_D(ifft, FFT_C2C, false)
ONE_D(rfft, FFT_R2C, true)
ONE_D(irfft, FFT_C2R, false)
#undef ONE_D

/* fftn / ifftn / fft2 / ifft2: _cook_nd_args, then one transform per axis, last first. */
static Value n_d(const char *name, int argc, const Value *argv, const Kwargs *kw, bool forward,
                 bool two, bool real) {
  static const char *const names[] = {"a", "s", "axes", "norm"};
  Value a[4];
  rt_parse_args(name, argc, argv, kw, 4, names, 1, a);
  Value cur = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&cur);
  Array *x = RT_AS(Array, cur);
  int64_t axes[RT_MAXDIM], s[RT_MAXDIM];
  int naxes;
  if (given(a[2]) || two) {
    Value ax = given(a[2]) ? a[2] : rt_undef();
    naxes = ax.tag == RT_UNDEF ? 2 : (int)rt_len(ax);
    if (naxes > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many axes");
    for (int i = 0; i < naxes; i++) {
      if (rt_is_undef(ax)) { axes[i] = i - 2; continue; }
      Value item = rt_getitem(ax, rt_int(i));
      axes[i] = rt_to_index(item, "axes");
      rt_decref(item);
    }
  } else {
    naxes = given(a[1]) ? (int)rt_len(a[1]) : x->ndim;
    if (naxes > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many axes");
    for (int i = 0; i < naxes; i++) axes[i] = i - naxes;
  }
  if (given(a[1])) {
    if (rt_len(a[1]) != naxes) rt_raise(RT_EXC_ValueError, "Shape and axes have different lengths.");
    for (int i = 0; i < naxes; i++) {
      Value item = rt_getitem(a[1], rt_int(i));
      s[i] = rt_to_index(item, "s");
      rt_decref(item);
    }
  } else {
    for (int i = 0; i < naxes; i++) s[i] = axis_length(cur, axes[i]);
    if (real && !forward && naxes > 0) s[naxes - 1] = (s[naxes - 1] - 1) * 2;
  }
  if (real) { /* rfftn: rfft on the last axis, then fft on the others in order; irfftn the
                 other way round */
    for (int k = 0; k < naxes; k++) {
      int i = forward ? (k == 0 ? naxes - 1 : k - 1) : (k == naxes - 1 ? naxes - 1 : k);
      FftKind kind = i == naxes - 1 ? (forward ? FFT_R2C : FFT_C2R) : FFT_C2C;
      Value next = raw_fft(cur, s[i], (int)axes[i], kind, forward, norm_factor(s[i], a[3], forward));
      rt_decref(cur);
      cur = next;
    }
    rt_cleanup_pop(mark, false);
    return cur;
  }
  for (int i = naxes - 1; i >= 0; i--) {
    double fct = norm_factor(s[i], a[3], forward);
    Value next = raw_fft(cur, s[i], (int)axes[i], FFT_C2C, forward, fct);
    rt_decref(cur);
    cur = next;
  }
  rt_cleanup_pop(mark, false);
  return cur;
}

#define N_D(fname, fwd, two, real)                                                       \
  static Value f_##fname(Value self, int argc, const Value *argv, const Kwargs *kw) {    \
    (void)self;                                                                          \
    return n_d(#fname, argc, argv, kw, fwd, two, real);                                  \
  }
N_D(fftn, true, false, false)
N_D(ifftn, false, false, false)
N_D(fft2, true, true, false)
N_D(ifft2, false, true, false)
N_D(rfftn, true, false, true)
N_D(irfftn, false, false, true)
N_D(rfft2, true, true, true)
N_D(irfft2, false, true, true)
#undef N_D

/* ---- helper.py: frequencies and shifts ---- */

static int64_t freq_n(Value v) {
  bool is_int = v.tag == RT_INT || v.tag == RT_BOOL ||
                (rt_is_npscalar(v) && strchr("iu", rt_dtypes[RT_AS(NpScalar, v)->dtype].kind));
  if (!is_int) rt_raise(RT_EXC_ValueError, "n should be an integer");
  return rt_to_index(v, "n");
}

/* k * (1.0 / (n * d)) for the integer sequence k, as NumPy multiplies an int array by it. */
static Value freqs(int argc, const Value *argv, const Kwargs *kw, const char *name, bool half) {
  static const char *const names[] = {"n", "d"};
  Value a[2];
  rt_parse_args(name, argc, argv, kw, 2, names, 1, a);
  int64_t n = freq_n(a[0]);
  Value nd = rt_binop(RT_OP_MUL, rt_int(n), rt_is_undef(a[1]) ? rt_float(1.0) : a[1]);
  Value valv = rt_binop(RT_OP_TRUEDIV, rt_float(1.0), nd);
  rt_decref(nd);
  double val = rt_to_double(valv, "d");
  rt_decref(valv);
  int64_t m = half ? n / 2 + 1 : n, split = half ? m : (n - 1) / 2 + 1;
  if (m < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  Value out = rt_array_new(DT_FLOAT64, 1, &m, false);
  double *o = (double *)RT_AS(Array, out)->data;
  for (int64_t i = 0; i < m; i++) o[i] = (double)(i < split ? i : i - n) * val;
  return out;
}

static Value f_fftfreq(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return freqs(argc, argv, kw, "fftfreq", false);
}

static Value f_rfftfreq(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return freqs(argc, argv, kw, "rfftfreq", true);
}

/* np.roll(x, +-(dim // 2), axis) for each of the axes (all of them by default). */
static Value shift(int argc, const Value *argv, const Kwargs *kw, const char *name, bool inverse) {
  static const char *const names[] = {"x", "axes"};
  Value a[2];
  rt_parse_args(name, argc, argv, kw, 2, names, 1, a);
  Value x = rt_array_from_value(a[0], -1), roll = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&roll);
  Value np = rt_import("numpy");
  roll = rt_getattr(np, "roll");
  rt_decref(np);
  int ndim = RT_AS(Array, x)->ndim;
  bool all = !given(a[1]), single = !all && (a[1].tag == RT_INT || rt_is_npscalar(a[1]));
  int64_t count = all ? ndim : single ? 1 : rt_len(a[1]);
  for (int64_t i = 0; i < count; i++) {
    int64_t ax = i;
    if (!all) {
      Value item = single ? a[1] : rt_getitem(a[1], rt_int(i));
      ax = rt_to_index(item, "axes");
      if (!single) rt_decref(item);
    }
    if (ax < -ndim || ax >= ndim) rt_raise(RT_EXC_IndexError, "tuple index out of range");
    int64_t half = RT_AS(Array, x)->shape[ax < 0 ? ax + ndim : ax] / 2;
    Value args[3] = {x, rt_int(inverse ? -half : half), rt_int(ax)};
    Value r = rt_call(roll, 3, args, NULL);
    rt_decref(x);
    x = r;
  }
  Value out = x;
  x = rt_undef();
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_fftshift(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return shift(argc, argv, kw, "fftshift", false);
}

static Value f_ifftshift(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return shift(argc, argv, kw, "ifftshift", true);
}

/* numpy.conjugate(a), a new reference */
static Value conjugate(Value a) {
  Value mod = rt_import("numpy");
  Value fn = rt_module_lookup(mod, "conjugate");
  rt_decref(mod); /* the module lives in the import registry: fn stays valid */
  return rt_call(fn, 1, &a, NULL);
}

/* hfft(a, n, axis, norm): irfft(conj(a)) with the norm's direction swapped; ihfft: conj(rfft(a))
 * likewise (NumPy's _swap_direction) */
static Value hermitian(bool inverse, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"a", "n", "axis", "norm"};
  Value v[4];
  rt_parse_args(inverse ? "ihfft" : "hfft", argc, argv, kw, 4, names, 1, v);
  const char *mode = norm_mode(v[3], " ");
  if (!mode) mode = "backward";
  const char *swapped = !strcmp(mode, "ortho") ? "ortho" : !strcmp(mode, "forward") ? "backward"
                                                                                      : "forward";
  Value args[4] = {rt_undef(), given(v[1]) ? v[1] : rt_none(),
                   rt_is_undef(v[2]) ? rt_int(-1) : v[2], rt_str_from_c(swapped)};
  int mark = rt_cleanup_push_value(&args[3]);
  rt_cleanup_push_value(&args[0]);
  Value r;
  if (inverse) {
    args[0] = f_rfft(rt_none(), 4, (Value[]){v[0], args[1], args[2], args[3]}, NULL);
    r = conjugate(args[0]);
  } else {
    args[0] = conjugate(v[0]);
    r = f_irfft(rt_none(), 4, args, NULL);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_hfft(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return hermitian(false, argc, argv, kw);
}

static Value f_ihfft(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return hermitian(true, argc, argv, kw);
}

void np_fft_module_init(Value m) {
  rt_module_add_fn(m, "fft", f_fft);
  rt_module_add_fn(m, "ifft", f_ifft);
  rt_module_add_fn(m, "rfft", f_rfft);
  rt_module_add_fn(m, "irfft", f_irfft);
  rt_module_add_fn(m, "fftn", f_fftn);
  rt_module_add_fn(m, "ifftn", f_ifftn);
  rt_module_add_fn(m, "fft2", f_fft2);
  rt_module_add_fn(m, "ifft2", f_ifft2);
  rt_module_add_fn(m, "rfftn", f_rfftn);
  rt_module_add_fn(m, "irfftn", f_irfftn);
  rt_module_add_fn(m, "rfft2", f_rfft2);
  rt_module_add_fn(m, "irfft2", f_irfft2);
  rt_module_add_fn(m, "hfft", f_hfft);
  rt_module_add_fn(m, "ihfft", f_ihfft);
  rt_module_add_fn(m, "fftfreq", f_fftfreq);
  rt_module_add_fn(m, "rfftfreq", f_rfftfreq);
  rt_module_add_fn(m, "fftshift", f_fftshift);
  rt_module_add_fn(m, "ifftshift", f_ifftshift);
}
