/* np_dvar.c — dtype variants (array.h's NP_DVAR_*): np.longlong and np.ulonglong, which NumPy
 * 1.24 on Linux keeps apart from int64/uint64 ('q'/'Q' beside 'l'/'L'), and non-native byte
 * orders ('>f8'), whose elements Weft keeps in native order and swaps only where bytes leave or
 * enter (tobytes, frombuffer, byteswap/newbyteorder). Their dtype objects, scalar classes, and
 * the rules for which results keep them. */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_dvar.h"
#include "np_internal.h"

int np_dvar_fit(DType dt, int dvar) {
  if (dt != DT_INT64 && dt != DT_UINT64) dvar &= ~NP_DVAR_LONGLONG;
  if (rt_dtypes[dt].itemsize == 1 || dt == DT_BOOL) dvar &= ~(NP_DVAR_SWAPPED | NP_DVAR_LITTLE);
  if (dvar & NP_DVAR_SWAPPED) dvar &= ~NP_DVAR_LITTLE;
  return dvar;
}

static int dvar_of_name(const char *s) {
  int dvar = 0;
  if (s[0] == '>' && s[1]) dvar |= NP_DVAR_SWAPPED, s++;
  else if ((s[0] == '<' || s[0] == '=' || s[0] == '|') && s[1]) s++;
  if (!strcmp(s, "q") || !strcmp(s, "Q") || !strcmp(s, "longlong") || !strcmp(s, "ulonglong"))
    dvar |= NP_DVAR_LONGLONG;
  return dvar;
}

int np_dvar_of_spec(Value spec) {
  if (rt_is_type(spec, &rt_dtypeobj_type)) return RT_AS(DTypeObj, spec)->dvar;
  if (rt_is_str(spec)) return dvar_of_name(rt_str_data(spec));
  DType dt;
  if (np_dvar_class_dtype(spec, &dt)) return NP_DVAR_LONGLONG;
  return NP_DVAR_NONE;
}

int np_dvar_of(Value v) {
  if (rt_is_array(v)) return RT_AS(Array, v)->dvar;
  if (rt_is_npscalar(v)) return RT_AS(NpScalar, v)->dvar;
  return NP_DVAR_NONE;
}

Value np_dvar_set(Value v, int dvar) {
  if (rt_is_array(v))
    RT_AS(Array, v)->dvar = (uint8_t)np_dvar_fit(RT_AS(Array, v)->dtype, dvar & ~NP_DVAR_LITTLE);
  else if (rt_is_npscalar(v)) /* a scalar has no byte order of its own */
    RT_AS(NpScalar, v)->dvar = (uint8_t)np_dvar_fit(RT_AS(NpScalar, v)->dtype, dvar & NP_DVAR_LONGLONG);
  return v;
}

Value np_dvar_apply(Value v, Value spec) {
  if (rt_is_undef(spec) || rt_is_none(spec)) return v;
  return np_dvar_set(v, np_dvar_of_spec(spec));
}

Value np_dvar_result(Value result, Value a, Value b) {
  int dvar = (np_dvar_of(a) | (rt_is_undef(b) ? 0 : np_dvar_of(b))) & NP_DVAR_LONGLONG;
  if (!dvar || np_dvar_of(result)) return result;
  DType dt = rt_is_array(result) ? RT_AS(Array, result)->dtype
           : rt_is_npscalar(result) ? RT_AS(NpScalar, result)->dtype : DT_BOOL;
  /* the longlong operand's signedness decides: a 'Q' operand does not make an int64 'q' */
  bool s = (rt_is_array(a) || rt_is_npscalar(a)) && (np_dvar_of(a) & NP_DVAR_LONGLONG);
  DType src = s ? (rt_is_array(a) ? RT_AS(Array, a)->dtype : RT_AS(NpScalar, a)->dtype)
                : (rt_is_array(b) ? RT_AS(Array, b)->dtype : RT_AS(NpScalar, b)->dtype);
  if (dt == src) np_dvar_set(result, NP_DVAR_LONGLONG);
  return result;
}

Value np_dvar_promoted(DType dt, int argc, const Value *argv) {
  for (int i = 0; i < argc; i++) {
    int d = rt_is_array(argv[i]) || rt_is_npscalar(argv[i]) ? np_dvar_of(argv[i]) : np_dvar_of_spec(argv[i]);
    int src = rt_is_array(argv[i]) ? (int)RT_AS(Array, argv[i])->dtype
            : rt_is_npscalar(argv[i]) ? (int)RT_AS(NpScalar, argv[i])->dtype
            : rt_dtype_try_from_value(argv[i]);
    if ((d & NP_DVAR_LONGLONG) && src == (int)dt) return np_dvar_dtypeobj(dt, NP_DVAR_LONGLONG);
  }
  return rt_dtypeobj_new(dt);
}

char np_dvar_char(DType dt, int dvar) {
  if (np_dvar_fit(dt, dvar) & NP_DVAR_LONGLONG) return dt == DT_INT64 ? 'q' : 'Q';
  return rt_dtype_char(dt);
}

/* ---- dtype objects ---- */

Value np_dvar_dtypeobj(DType dt, int dvar) {
  static Value cache[DT_COUNT][8];
  dvar = np_dvar_fit(dt, dvar);
  if (!dvar) return rt_dtypeobj_new(dt);
  if (cache[dt][dvar].tag != RT_OBJ) {
    DTypeObj *d = rt_malloc(sizeof *d);
    rt_obj_init(&d->hdr, &rt_dtypeobj_type);
    d->dtype = dt;
    d->dvar = (uint8_t)dvar;
    cache[dt][dvar] = rt_obj(d);
  }
  rt_incref(cache[dt][dvar]);
  return cache[dt][dvar];
}

/* The variant after newbyteorder(c): a swap from big-endian, and '<', give an explicit '<'. */
static int np_dvar_reorder(int dvar, char c) {
  int order = dvar & (NP_DVAR_SWAPPED | NP_DVAR_LITTLE), keep = dvar & ~order;
  switch (c) {
    case 'S': case 's': order = (order & NP_DVAR_SWAPPED) ? NP_DVAR_LITTLE : NP_DVAR_SWAPPED; break;
    case '>': case 'B': case 'b': order = NP_DVAR_SWAPPED; break;
    case '<': case 'L': case 'l': order = NP_DVAR_LITTLE; break;
    case '=': case 'N': case 'n': order = 0; break;
    default: break;
  }
  return keep | order;
}

/* The order character of newbyteorder(new_order) ('S' when not given). */
static char order_char(Value order) {
  if (rt_is_undef(order)) return 'S';
  const char *o = rt_is_str(order) ? rt_str_data(order) : "";
  if (!*o || !strchr("SsLlBbNnIi<>=|", o[0]))
    rt_raise(RT_EXC_ValueError, "%s is an unrecognized byteorder", o);
  return o[0];
}

/* dtype.newbyteorder(new_order='S'): 'S' swaps, '<'/'L' and '='/'N' give native order, '>'/'B'
 * big-endian, '|'/'I' keeps the order. */
static Value dtype_newbyteorder(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"new_order"};
  Value order;
  rt_parse_args("newbyteorder", argc, argv, kw, 1, names, 0, &order);
  const DTypeObj *d = RT_AS(DTypeObj, self);
  char c = order_char(order);
  return np_dvar_dtypeobj(d->dtype, np_dvar_reorder(d->dvar, c));
}

Value np_dvar_dtype_attr(Value self, const char *name) {
  const DTypeObj *d = RT_AS(DTypeObj, self);
  int dvar = np_dvar_fit(d->dtype, d->dvar);
  const DTypeInfo *info = &rt_dtypes[d->dtype];
  if (!strcmp(name, "char")) {
    char c = np_dvar_char(d->dtype, dvar);
    return rt_str_new(&c, 1);
  }
  if (!strcmp(name, "type")) return np_dvar_scalar_type(d->dtype, dvar);
  bool one = info->itemsize == 1 || d->dtype == DT_BOOL;
  if (!strcmp(name, "byteorder"))
    return rt_str_new(one ? "|" : (dvar & NP_DVAR_SWAPPED) ? ">" : (dvar & NP_DVAR_LITTLE) ? "<" : "=", 1);
  if (!strcmp(name, "isnative")) return rt_bool(!(dvar & NP_DVAR_SWAPPED));
  /* NumPy's builtin dtypes are its native-order singletons: a swapped one is a copy, 0 */
  if (!strcmp(name, "isbuiltin") && (dvar & NP_DVAR_SWAPPED)) return rt_int(0);
  if (!strcmp(name, "str"))
    return rt_str_printf("%c%c%d", one ? '|' : (dvar & NP_DVAR_SWAPPED) ? '>' : '<', info->kind,
                         info->itemsize);
  if (!strcmp(name, "newbyteorder")) return rt_native_bind("newbyteorder", dtype_newbyteorder, self);
  return rt_undef();
}

/* ---- np.longlong and np.ulonglong ---- */

static Value ll_construct(DType dt, int argc, const Value *argv, const Kwargs *kw) {
  Value r = np_scalar_construct(dt, argc, argv, kw);
  return np_dvar_set(r, NP_DVAR_LONGLONG);
}
static Value ctor_longlong(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return ll_construct(DT_INT64, argc, argv, kw);
}
static Value ctor_ulonglong(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return ll_construct(DT_UINT64, argc, argv, kw);
}
static bool is_ll(Value v, DType dt) {
  return rt_is_npscalar(v) && RT_AS(NpScalar, v)->dtype == dt &&
         (RT_AS(NpScalar, v)->dvar & NP_DVAR_LONGLONG);
}
static bool isa_longlong(Value v) { return is_ll(v, DT_INT64); }
static bool isa_ulonglong(Value v) { return is_ll(v, DT_UINT64); }

Value np_dvar_scalar_type(DType dt, int dvar) {
  static Value cls[2];
  if (!(np_dvar_fit(dt, dvar) & NP_DVAR_LONGLONG)) return rt_dtype_scalar_type(dt);
  int u = dt == DT_UINT64;
  if (cls[u].tag != RT_OBJ) {
    cls[u] = u ? rt_native_class("ulonglong", ctor_ulonglong, isa_ulonglong, "<class 'numpy.ulonglong'>")
               : rt_native_class("longlong", ctor_longlong, isa_longlong, "<class 'numpy.longlong'>");
  }
  rt_incref(cls[u]);
  return cls[u];
}

bool np_dvar_class_dtype(Value cls, DType *dt) {
  if (!rt_is_native(cls)) return false;
  NativeFn fn = RT_AS(NativeFunc, cls)->fn;
  if (fn == ctor_longlong) *dt = DT_INT64;
  else if (fn == ctor_ulonglong) *dt = DT_UINT64;
  else return false;
  return true;
}

const char *np_dvar_scalar_name(DType dt, int dvar) {
  if (!(np_dvar_fit(dt, dvar) & NP_DVAR_LONGLONG)) return NULL;
  return dt == DT_INT64 ? "numpy.longlong" : "numpy.ulonglong";
}

void np_dvar_swap(DType dt, char *p, int64_t n) {
  int size = rt_dtypes[dt].itemsize;
  int part = rt_dtypes[dt].kind == 'c' ? size / 2 : size;
  for (int64_t k = 0; k < n; k++, p += size)
    for (int h = 0; h < size; h += part)
      for (int i = h, j = h + part - 1; i < j; i++, j--) {
        char t = p[i];
        p[i] = p[j];
        p[j] = t;
      }
}

/* a.newbyteorder(new_order='S'): the same bytes read in the other order. Weft keeps elements
 * native, so this is a copy whose values are the swapped ones (NumPy's is a view). */
static Value m_newbyteorder(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"new_order"};
  Value order;
  rt_parse_args("newbyteorder", argc, argv, kw, 1, names, 0, &order);
  const Array *a = RT_AS(Array, self);
  int to = np_dvar_fit(a->dtype, np_dvar_reorder(a->dvar, order_char(order)) & ~NP_DVAR_LITTLE);
  Value out = rt_array_contiguous(self, true);
  Array *o = RT_AS(Array, out);
  if ((to ^ a->dvar) & NP_DVAR_SWAPPED) np_dvar_swap(o->dtype, o->data, o->size);
  o->dvar = (uint8_t)to;
  return out;
}

Value np_dvar_view(Value view, int dvar) {
  Array *v = RT_AS(Array, view);
  int to = np_dvar_fit(v->dtype, dvar & ~NP_DVAR_LITTLE);
  if (!((to ^ v->dvar) & NP_DVAR_SWAPPED)) return np_dvar_set(view, to);
  Value out = rt_array_contiguous(view, true); /* the bytes read in the other order: a copy */
  rt_decref(view);
  Array *o = RT_AS(Array, out);
  np_dvar_swap(o->dtype, o->data, o->size);
  o->dvar = (uint8_t)to;
  return out;
}

Value np_dvar_resized_view(Value self, DType dt, int dvar, const int64_t *shape) {
  /* a '>i4' array's elements are kept native: its bytes as NumPy holds them are a swapped copy,
   * which the new dtype then reads (in its own order) */
  const Array *a = RT_AS(Array, self);
  Value c = rt_array_contiguous(self, true);
  int mark = rt_cleanup_push_value(&c);
  Array *ca = RT_AS(Array, c);
  if (a->dvar & NP_DVAR_SWAPPED) np_dvar_swap(ca->dtype, ca->data, ca->size);
  ca->dvar = 0;
  int64_t strides[RT_MAXDIM];
  for (int d = a->ndim - 1; d >= 0; d--)
    strides[d] = d == a->ndim - 1 ? rt_dtypes[dt].itemsize : strides[d + 1] * shape[d + 1];
  Value v = np_dvar_view(rt_array_view(c, dt, a->ndim, shape, strides, ca->data), dvar);
  rt_cleanup_pop(mark, true);
  return v;
}

void np_register_dvar(Value m) {
  np_register_method("newbyteorder", m_newbyteorder);
  rt_module_set(m, "longlong", np_dvar_scalar_type(DT_INT64, NP_DVAR_LONGLONG));
  rt_module_set(m, "ulonglong", np_dvar_scalar_type(DT_UINT64, NP_DVAR_LONGLONG));
}
