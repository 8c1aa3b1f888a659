/* np_subdtype.c — standalone subarray dtypes: np.dtype(('f8', (2, 2))) and np.dtype((np.int32, 3))
 * (the object is np_recdtype.c's), and np.zeros/ones/empty/full given one, which NumPy answers
 * with an array of the base dtype and the subarray shape appended:
 * np.zeros(2, dtype=('f8', (2, 2))).shape == (2, 2, 2).
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "np_subdtype.h"
#include "np_record.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* '3i4' or '(2,3)f8' (NumPy's one-item comma string): true with its numeric base and shape. */
static bool str_spec(const char *s, DType *base, int *ndim, int64_t *shape) {
  while (*s == ' ') s++;
  int nd = 0;
  char *end;
  if (*s == '(') {
    for (s++; *s != ')';) {
      while (*s == ' ') s++;
      if (*s == ')') break;
      if (!isdigit((unsigned char)*s) || nd == NP_SUBDIM) return false;
      shape[nd++] = strtoll(s, &end, 10);
      for (s = end; *s == ' ';) s++;
      if (*s == ',') s++;
      else if (*s != ')') return false;
    }
    s++;
  } else if (isdigit((unsigned char)*s)) {
    shape[nd++] = strtoll(s, &end, 10);
    s = end;
    if (shape[0] == 1) return false; /* '1i4': NumPy's deprecated synonym of the base */
  } else {
    return false;
  }
  Value b = rt_str_from_c(s);
  int dt = rt_dtype_try_from_value(b);
  rt_decref(b);
  if (dt < 0) return false;
  *base = (DType)dt;
  *ndim = nd;
  return true;
}

/* spec as (base, shape) with a numeric base: true with its parts (ndim 0 for shape ()). */
static bool tuple_spec(Value spec, DType *base, int *ndim, int64_t *shape) {
  if (rt_is_str(spec)) return str_spec(rt_str_data(spec), base, ndim, shape);
  if (!rt_is_tuple(spec) || RT_AS(Tuple, spec)->n != 2) return false;
  Value b = RT_AS(Tuple, spec)->items[0], sh = RT_AS(Tuple, spec)->items[1];
  int dt = rt_dtype_try_from_value(b);
  if (dt < 0) return false;
  if (sh.tag == RT_INT) {
    if (sh.as.i == 1) return false; /* NumPy's deprecated synonym of the base: left as it was */
    if (sh.as.i < 0) rt_raise(RT_EXC_ValueError, "invalid shape in fixed-type tuple.");
    *ndim = 1;
    shape[0] = sh.as.i;
  } else if (rt_is_tuple(sh)) {
    int64_t n = RT_AS(Tuple, sh)->n;
    if (n > NP_SUBDIM) rt_raise(RT_EXC_ValueError, "subarray dtypes of more than %d dimensions "
                                                 "are not supported in Weft", NP_SUBDIM);
    for (int64_t i = 0; i < n; i++) {
      Value x = RT_AS(Tuple, sh)->items[i];
      if (x.tag != RT_INT || x.as.i < 0)
        rt_raise(RT_EXC_ValueError, "invalid shape in fixed-type tuple.");
      shape[i] = x.as.i;
    }
    *ndim = (int)n;
  } else {
    return false;
  }
  *base = (DType)dt;
  return true;
}

Value np_subdtype_of(Value spec) {
  DType base;
  int nd;
  int64_t shape[NP_SUBDIM];
  if (!tuple_spec(spec, &base, &nd, shape)) return rt_undef();
  return nd == 0 ? rt_dtypeobj_new(base) : np_subdtype_new(base, nd, shape);
}

/* The dtype argument's place in argv (or -1) and its value. */
static Value dtype_arg(int argc, const Value *argv, const Kwargs *kw, int at, int *pos, int *kpos) {
  *pos = *kpos = -1;
  if (argc > at) {
    *pos = at;
    return argv[at];
  }
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "dtype")) {
      *kpos = i;
      return kw->values[i];
    }
  return rt_undef();
}

/* np.<fn>(shape, ..., dtype=subarray): fn(shape + subshape, ..., dtype=base). at: the dtype's
 * position. */
static Value sub_call(Value self, int argc, const Value *argv, const Kwargs *kw, int at) {
  int pos, kpos;
  Value spec = dtype_arg(argc, argv, kw, at, &pos, &kpos);
  DType base;
  int nd;
  int64_t sub[NP_SUBDIM];
  bool is_sub = !rt_is_undef(spec) && (np_subdtype_parts(spec, &base, &nd, sub) ||
                                       tuple_spec(spec, &base, &nd, sub));
  if (!is_sub || argc < 1 || argc > 8 || (kw && kw->n > 8)) return rt_call(self, argc, argv, kw);
  int64_t shape[RT_MAXDIM];
  int snd = np_parse_shape(argv[0], shape);
  if (snd + nd > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d", RT_MAXDIM, snd + nd);
  memcpy(shape + snd, sub, sizeof(int64_t) * (size_t)nd);
  Value args[8], kvals[8];
  memcpy(args, argv, sizeof(Value) * (size_t)argc);
  int nkw = kw ? kw->n : 0;
  if (nkw) memcpy(kvals, kw->values, sizeof(Value) * (size_t)nkw);
  Value sh = rt_tuple_new(snd + nd);
  for (int i = 0; i < snd + nd; i++) rt_tuple_set(sh, i, rt_int(shape[i]));
  int mark = rt_cleanup_push_value(&sh);
  Value dt = rt_dtypeobj_new(base);
  rt_cleanup_push_value(&dt);
  args[0] = sh;
  if (pos >= 0) args[pos] = dt;
  if (kpos >= 0) kvals[kpos] = dt;
  Kwargs k2 = {nkw, nkw ? kw->names : NULL, kvals};
  Value r = rt_call(self, argc, args, nkw ? &k2 : NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value dtype_second(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return sub_call(self, argc, argv, kw, 1);
}

static Value dtype_third(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return sub_call(self, argc, argv, kw, 2);
}

void np_register_subdtype(Value m) {
  static const char *const second[] = {"zeros", "ones", "empty"};
  for (size_t i = 0; i < sizeof second / sizeof second[0]; i++) {
    Value f = rt_module_lookup(m, second[i]);
    if (!rt_is_undef(f)) rt_module_set(m, second[i], rt_native_bind(second[i], dtype_second, f));
  }
  Value f = rt_module_lookup(m, "full");
  if (!rt_is_undef(f)) rt_module_set(m, "full", rt_native_bind("full", dtype_third, f));
}
